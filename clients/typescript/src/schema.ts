// Generated from openapi.json by `npm run sdk:generate`. Do not edit.

export interface paths {
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; returns access and refresh tokens
         * @description Exchanges an e-mail address and password for a short-lived JWT access token and a refresh token. Repeated failures from one address are throttled (429).
         */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New access token from a refresh token (the refresh token rotates)
         * @description Exchanges a refresh token for a new access token and a new refresh token; the old refresh token stops working.
         */
        post: operations["authRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a customer's consent to pull their credit data
         * @description Records that a customer consented to the pull of their credit data for the given purposes. The consent_reference it returns is required by every credit call.
         */
        post: operations["createConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consents/{consent_reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One consent
         * @description Returns one consent of your organization, with its purposes, expiry and whether it was revoked.
         */
        get: operations["getConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consents/{consent_reference}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a consent; credit calls under it are refused from now on
         * @description Revokes a consent. Credit calls that cite it are refused with 403 CONSENT_INVALID from then on; data already pulled stays in the access log.
         */
        post: operations["revokeConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every access to a BVN's (or NIN's) data by this organization, newest first
         * @description Lists every access by your organization to the credit data of a BVN or NIN, newest first, with the consent it relied on. Requires role A.
         */
        get: operations["creditAccessLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Repayment history over the last `months` months with the facilities
         * @description Returns the repayment history of a BVN over the last `months` months (at most 60), with each facility the bureaus reported.
         */
        get: operations["creditHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit/inquiry/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft or hard bureau inquiry; hard ones are recorded on the bureau file
         * @description Records a soft or hard inquiry. A hard inquiry is written to the bureau file and lowers the score other lenders see; the answer gives the score the lender saw before it.
         */
        post: operations["creditInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit/report/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a full credit report; credit.report.ready follows
         * @description Queues a full credit report under a consent. The report is built in the background; poll GET /api/v1/credit/report/{report_id} or wait for the credit.report.ready webhook.
         */
        post: operations["createCreditReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit/report/{report_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credit report: its status, and the report once completed
         * @description Returns a credit report of your organization: its status while it is being built, then the report itself once completed, or why generation failed.
         */
        get: operations["getCreditReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit/score/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit score (300-850) with rating and explaining factors
         * @description Returns the credit score (300 to 850) of a BVN under a consent, with its rating, the bureau it came from and the factors that explain it.
         */
        post: operations["creditScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One view of a customer: fraud score, analyses and open alerts, network reports, credit (under consent), report cases, checked documents
         * @description Returns one view of a customer by account number, BVN or both: fraud score, recent analyses and unresolved alerts, the network's reports without reporter details, report cases and checked statements. The credit part needs a valid consent_reference (and is recorded in the credit access log); without one it is marked unavailable with the reason rather than failing the view.
         */
        get: operations["customerOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/detect/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse a PDF or image for signs of editing or forgery (same bytes again: cached result)
         * @description An organization may have 4 uploads in progress at once (DETECT_MAX_CONCURRENT_PER_ORGANIZATION); more answer 429 RATE_LIMITED with Retry-After. A file whose analysis exceeds its time or memory limit answers 200 with a finding saying so (ANALYSIS_INCOMPLETE, ANALYSIS_TIMEOUT or ANALYSIS_RESOURCE_LIMIT).
         */
        post: operations["detectFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/alerts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization's fraud alerts, newest first (page_size default 20, max 100)
         * @description Lists the fraud alerts of your organization (the analysts' review queue), newest first, optionally filtered by account number, severity, status and assignee (a user id, or none for unassigned alerts). An alert opens when an analysis is not approved, when a watchlist entry or a network report names a linked account, or when an account's score rises a level; alerts are also delivered by webhook.
         */
        get: operations["fraudAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One fraud alert of your organization, with its history (assignments, resolution) and the analysed transfer with its signals
         * @description Returns one fraud alert of your organization with its history (who assigned or resolved it, when, and what changed) and, for an alert opened by an analysis, the analysed transfer: amount, channel, device, IP, payee and the signals with their contributions.
         */
        get: operations["fraudAlertGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/alerts/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign an unresolved alert to a user of your organization (an open alert moves to in_review)
         * @description Assigns an unresolved alert to a user of your organization, or reassigns it; an open alert moves to in_review. The change is kept in the alert's history. A resolved alert is 409.
         */
        post: operations["fraudAlertAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/alerts/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an alert: the outcome labels its transaction and teaches the engine; emits fraud.alert.resolved
         * @description Resolves an alert with an outcome and a note. confirmed_fraud labels the transaction, raises the sender's and receiver's scores and, when your settings opt in, files a network report on the receiver; legitimate makes the transfer part of the customer's habits and vouches for the payee. Emits fraud.alert.resolved; a resolved alert does not change (409).
         */
        post: operations["fraudAlertResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/analyze/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Score a transaction in real time, with the signals behind the score
         * @description Scores a transaction in real time: a risk score from 0 (safe) to 100, its level, the recommended action and the signals that contributed. Send an Idempotency-Key to retry safely.
         */
        post: operations["fraudAnalyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/device-fingerprint/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assess a device: known device, emulator or automation, shared device, IP vs time zone
         * @description Assesses a device from its fingerprint: whether it was seen before, signs of an emulator or automation, sharing across customers and an IP address that does not match the time zone.
         */
        post: operations["fraudDeviceFingerprint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/engine/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The engine's precision from analysts' labels by week, alert volume by severity, and the shadow rules on the same labelled traffic
         * @description Measures the engine against your analysts' labels over the last `weeks` ISO weeks (UTC): transfers held back and declined, their outcomes and the precision per week, alerts by severity, and, with a shadow rule set, what each rule set would have held back of the same labelled transfers.
         */
        get: operations["fraudEnginePerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/network/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reports awaiting or past review (network reviewers; no reporter details)
         * @description Lists the fraud reports filed to the shared network, for the network's reviewers; reporter details are never shown. Requires role A.
         */
        get: operations["listNetworkReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/network/reports/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a report one step: received -> under_review -> verified (network reviewers)
         * @description Moves a network fraud report one step along received, under_review, verified. Until verified, a report weighs little, and capped, on other organizations' scores; once verified it weighs fully. Requires role A.
         */
        post: operations["moveNetworkReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/report/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report confirmed fraud to the shared network
         * @description Files a confirmed fraud to the shared network. It weighs on the account's score for your organization at once, and fully for other organizations once the network's reviewers verify it.
         */
        post: operations["fraudReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/report/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your organization’s fraud reports, with its review status
         * @description Returns one fraud report your organization filed, with its review status.
         */
        get: operations["fraudReportGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/score/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's fraud score as your organization sees it, with network report count
         * @description Returns the fraud score of an account number as your organization sees it, with its level and the number of network reports on it.
         */
        get: operations["fraudAccountScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization's engine weights, level thresholds and shadow rule set
         * @description Returns your organization's engine weights, risk-level thresholds and shadow rule set. Requires role A.
         */
        get: operations["getFraudSettings"];
        /**
         * Set weights and thresholds (live within 5 s on every replica) and an optional shadow rule set
         * @description Replaces your organization's engine weights and risk-level thresholds; every replica applies them within 5 seconds. A shadow rule set is scored alongside without affecting answers. Requires role A.
         */
        put: operations["updateFraudSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/velocity-check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an event and count the window including it
         * @description Records one event for an identifier and counts the events in the sliding window, this one included; exceeded is true past the threshold.
         */
        post: operations["fraudVelocityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/watchlist/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Screen an identifier (and optionally a full name) against your and the shared watchlists
         * @description Screens an identifier, and optionally a full name, against your organization's watchlist and the shared lists.
         */
        post: operations["fraudWatchlistCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/watchlist/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entries of your list and the shared lists, newest first
         * @description Lists the entries of your organization's watchlist and of the shared lists, newest first.
         */
        get: operations["listWatchlistEntries"];
        put?: never;
        /**
         * Add a watchlist entry (shared lists: operator administrators only)
         * @description Adds an entry to your organization's watchlist; only the operator's administrators may add to the shared lists. Requires role A.
         */
        post: operations["createWatchlistEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/watchlist/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a watchlist entry
         * @description Removes an entry of your organization's watchlist. Requires role A.
         */
        delete: operations["deleteWatchlistEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fraud/watchlist/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk import from CSV (header: subject_type,identifier,full_name,reason); bad lines are reported, good ones kept
         * @description Imports watchlist entries in bulk from CSV with the header subject_type,identifier,full_name,reason. Good lines are kept; each bad line is reported with its number and what is wrong. Requires role A.
         */
        post: operations["importWatchlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s API requests, newest first (7 days); role B sees only its own
         * @description Lists your organization's API requests of the last 7 days, newest first, filtered by status, path, request_id, Idempotency-Key or time. Role A sees every request; role B sees its own.
         */
        get: operations["listRequestLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/requests/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request with its redacted bodies
         * @description Returns one logged request by its request_id, with its request and response bodies; BVNs, NINs, tokens, secrets and passwords are redacted before the row is written.
         */
        get: operations["getRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your financial report cases, newest first, filtered by status (the dashboard list)
         * @description Lists your organization's financial report cases in the caller's mode, newest first, with each one's status and, once REPORT_READY, its score. Filter by status; page and page_size paginate.
         */
        get: operations["listReportCases"];
        put?: never;
        /**
         * Open a financial report case and get the applicant bank-connection link
         * @description Opens a financial report case and returns link_url, the hosted page where the applicant connects a bank account. The case moves to REPORT_READY once the report is scored; a webhook follows each step.
         */
        post: operations["createReportCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/{case_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A financial report case: status, timestamps and (when ready) the scored report
         * @description Returns a financial report case: its status, timestamps and, once REPORT_READY, the scored report with a signed link to its PDF.
         */
        get: operations["getReportCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/{case_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report PDF (expiring signed link from report_pdf_url)
         * @description Returns the report PDF. The link in report_pdf_url is signed and expires; no bearer token is needed while it is valid.
         */
        get: operations["getReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/{case_id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A case's status changes, oldest first, with the reason of each
         * @description Returns the status changes of one of your financial report cases, oldest first, each with its reason and time. Another organization's case, or a case of the other mode, is 404.
         */
        get: operations["listReportCaseTransitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s usage over 24h or 7d: requests by endpoint and status with p50/p99 latency, analyses by action, webhook success rate, open alerts, report cases by state
         * @description Summarises your organization's traffic over 24h or 7d: requests by endpoint and status with p50/p99 latency, analyses by recommended action, webhook delivery success, open alerts and report cases by state.
         */
        get: operations["usageSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a BVN or NIN against names and date of birth; the outcome follows by webhook or polling
         * @description Starts the verification of a BVN or NIN against the names and date of birth given. The outcome per field follows by webhook or by polling GET /api/v1/verifications/{id}.
         */
        post: operations["createVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One verification and its outcome per field
         * @description Returns one verification of your organization and, once finished, its outcome per field.
         */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery log: per event and endpoint, attempts, status codes, latency, next attempt
         * @description Lists webhook deliveries newest first: per event and endpoint, the attempts made, the last status code and latency, and when the next attempt is due. case_id keeps the deliveries of one financial report case's events. Requires role A.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with every attempt
         * @description Returns one webhook delivery with every attempt made. Requires role A.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a finished delivery once more
         * @description Queues a finished delivery (succeeded or failed) once more, with the same event body. Requires role A.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints (newest first)
         * @description Lists your organization's webhook endpoints, newest first. Secrets are not shown here. Requires role A.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint; the signing secret is in the response
         * @description Registers a webhook endpoint for some or all event types. The signing secret is in this response; events are signed with it (X-Signature). Requires role A.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description Returns one webhook endpoint of your organization, without its secret. Requires role A.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint (its pending deliveries end)
         * @description Deletes a webhook endpoint; its pending deliveries end without further attempts. Requires role A.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change URL, events, description or enabled
         * @description Changes the URL, the event types, the description or whether the endpoint is enabled; the fields left out keep their values. Requires role A.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret; the old one keeps signing for a grace period
         * @description Issues a new signing secret. For the grace period the old secret keeps signing too (X-Signature-Previous), so receivers can switch without losing events. Requires role A.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's signing secret (and the previous one during a rotation)
         * @description Returns the endpoint's signing secret and, during a rotation, the previous one with its end. Requires role A.
         */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event (the dashboard's "Send test")
         * @description Sends a webhook.test event to one endpoint, or to every enabled endpoint subscribed to webhook.test when endpoint_id is omitted, as the dashboard's "Send test" does. Requires role A.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosted bank-connection page (HTML) behind link_url
         * @description The HTML page the applicant opens from link_url. An unknown or expired link answers 404 with a page that says so.
         */
        get: operations["hostedPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{token}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the connection with the public token issued for this link; report generation is queued
         * @description The token must be the one the connect step issued for this link, unexpired: any other is 400 VALIDATION_ERROR. It is good once: after the case is connected, any complete is 409 CONFLICT.
         */
        post: operations["hostedComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{token}/link-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The provider's widget token (the same one again while valid)
         * @description Returns the bank-data provider's widget token for this link, the same one again while it is valid. The applicant must first agree to the consent text of the session: send its consent.version as consent_version, which records the version and time on the case (applicant_consent). Without a consent to the current version the answer is 403 CONSENT_INVALID.
         */
        post: operations["hostedLinkToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{token}/sandbox/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox provider only: log in to a test bank with a profile, get a public token for this link (usable once)
         * @description With the sandbox provider only: logs in to a test bank with a profile and returns a public token for this link, usable once with the complete call.
         */
        post: operations["hostedSandboxConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{token}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the applicant is: the page resumes from this on every load
         * @description Where the applicant is in the connection flow; the page resumes from this on every load.
         */
        get: operations["hostedSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process serves HTTP; it checks no dependency.
         */
        get: operations["healthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: PostgreSQL and Redis reachable
         * @description Answers 200 when PostgreSQL and Redis are reachable, 503 with the failing dependency otherwise.
         */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/api-tokens/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's API tokens of one mode, the caller's by default (newest first)
         * @description Lists your organization's API tokens, newest first, with their prefixes only. Requires role A.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create an API token; the token is shown only in this response
         * @description Creates an API token with a role and an optional lifetime. The token is shown only in this response; only its hash is stored. Requires role A.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/api-tokens/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token; every replica refuses it from the next request
         * @description Revokes an API token; every replica refuses it from the next request. Requires role A.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/dev-mail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Development only (no SMTP_URL, not production): the last mails the service would have sent, newest first, with their links; 404 otherwise
         * @description For a newcomer running the service locally: with no SMTP configured and outside production, lists the mails the service would have sent (verification, reset, invitation) with their links. 404 in production or when SMTP is set.
         */
        get: operations["accountsDevMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending invitations (newest first)
         * @description Lists the pending invitations of your organization, newest first, with the role each one grants and when it expires. Requires role A.
         */
        get: operations["listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/invitations/accept/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: creates the user (active, email verified) in the inviting organization; then sign in
         * @description Accepts an emailed invitation with its token: creates the user, active and with a verified address, in the inviting organization, with the role of the invitation. Then sign in.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Exchanges an e-mail address and password for a JWT access token and a refresh token. Repeated failures from one address are throttled (429).
         */
        post: operations["accountsLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authenticated user
         * @description Returns the authenticated user: the one the access token or API token belongs to.
         */
        get: operations["accountsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/members/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's members (oldest first)
         * @description Lists the users of your organization with their role, status and last sign-in.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/members/invite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone by email with a role; a newer invitation to the same address replaces the pending one
         * @description Invites someone by email with role A or B (role A only). The invitation link is emailed; a newer invitation to the same address replaces the pending one. Requires role A.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/members/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member’s role or suspend/reactivate them (at once, on every replica); 409 for suspending oneself or leaving no active administrator
         * @description Changes a member's role, or suspends or reactivates them (role A only). A suspension takes effect on every replica at once; suspending oneself or leaving no active administrator is 409. Requires role A.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/accounts/organization/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's settings: name, branding (hosted page), tier (read-only). Fraud engine settings: /api/v1/fraud/settings
         * @description Returns your organization's name, its branding on the hosted bank-connection page (display name, logo, privacy notice and terms) and its rate tier. Fraud engine settings are at /api/v1/fraud/settings.
         */
        get: operations["getOrganizationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the organization's name or branding (URLs https only; null clears a field)
         * @description Changes your organization's name or branding (role A only). URLs must be https; null clears a field. Requires role A.
         */
        patch: operations["updateOrganizationSettings"];
        trace?: never;
    };
    "/v1/accounts/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link (the same answer whether or not the address has an account)
         * @description Emails a password reset link. The answer is the same whether or not the address has an account, so it tells nobody which addresses are registered.
         */
        post: operations["accountsPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/password-reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the emailed token (single use); every open sign-in of the user is closed
         * @description Sets a new password with the emailed token. The token works once and expires; every open sign-in of the user is closed.
         */
        post: operations["accountsPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair (the refresh token rotates)
         * @description Exchanges a refresh token for a new access token and refresh token; the old refresh token stops working.
         */
        post: operations["accountsRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/session/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a dashboard session: sets the HttpOnly refresh cookie (nr_refresh) and the CSRF cookie (nr_csrf); answers the access token
         * @description Starts a dashboard session: the refresh token goes into an HttpOnly, SameSite=Strict cookie scoped to this route, a CSRF cookie is set, and the access token is answered for the page to keep in memory.
         */
        post: operations["accountsSessionCreate"];
        /**
         * Sign out: revokes the session’s refresh tokens and clears its cookies
         * @description Signs the dashboard out: revokes the session's refresh tokens and clears its cookies.
         */
        delete: operations["accountsSessionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/session/mode/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the dashboard session to test or live mode: re-issues the tokens (the refresh cookie rotates) in that mode
         * @description Switches the dashboard session between live and test mode (test data only, `sk_test_` keys): re-issues the access token and rotates the refresh cookie in the chosen mode; later refreshes keep it. Needs X-CSRF-Token equal to the CSRF cookie.
         */
        post: operations["accountsSessionMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/session/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New access token from the refresh cookie; needs X-CSRF-Token equal to the nr_csrf cookie. The refresh cookie rotates; reuse of a rotated one closes the sign-in
         * @description Answers a new access token from the refresh cookie. Needs X-CSRF-Token equal to the CSRF cookie. The refresh cookie rotates; reusing a rotated one closes the whole sign-in.
         */
        post: operations["accountsSessionRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/signup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an organization and its administrator; the next step arrives by email (the same answer whether or not the address has an account)
         * @description Registers an organization and its administrator. The answer is the same whether or not the address already has an account; the next step arrives by e-mail.
         */
        post: operations["accountsSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/verify-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an email address with the token from the email
         * @description Verifies an e-mail address with the token sent to it; the user can then log in.
         */
        post: operations["accountsVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptInvitationDto: {
            first_name?: string;
            last_name?: string;
            /** @description At least 10 characters. */
            password: string;
            /** @description The token from the invitation email. */
            token: string;
            /** @description Defaults to the email address. */
            username?: string;
        };
        AccessLogEntryDto: {
            /** @example credit.score */
            action: string;
            /**
             * @description Who: user:<id> or token:<uuid>; worker:<what> for a read a background job made (its request_id names the job attempt).
             * @example token:6c1f…
             */
            actor: string;
            consent_reference: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            outcome: "allowed" | "refused";
            /** @description Why a refused attempt was refused (e.g. consent revoked). */
            reason: string | null;
            request_id: string;
            /** @description The inquiry, report or verification id the access produced. */
            resource_id: string | null;
            /**
             * @description The BVN or NIN, masked.
             * @example 222******78
             */
            subject: string;
        };
        AccessLogListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["AccessLogEntryDto"][];
        };
        AccountScoreDto: {
            /** @example 0123456789 */
            account_number: string;
            fraud_score: number;
            /** Format: date-time */
            last_updated: string;
            /** @description number of network fraud reports */
            report_count: number;
            /** @enum {string} */
            risk_level: "low" | "medium" | "high" | "critical";
        };
        AlertHistoryEntryDto: {
            /** @enum {string} */
            action: "assigned" | "resolved";
            /** @description User id of who acted */
            actor_user_id: number;
            /** Format: date-time */
            created_at: string;
            /**
             * @example {
             *       "assignee_id": null,
             *       "status": "open"
             *     }
             */
            from: {
                [key: string]: unknown;
            };
            note: string | null;
            /**
             * @example {
             *       "assignee_id": 12,
             *       "status": "in_review"
             *     }
             */
            to: {
                [key: string]: unknown;
            };
        };
        AlertTransactionDto: {
            amount: number;
            channel: string;
            currency: string;
            device_id: string | null;
            ip_address: string | null;
            /** @description ISO 3166 country of ip_address */
            ip_country: string | null;
            /** @description An analyst's label from the alert's resolution */
            label: string | null;
            /** Format: date-time */
            occurred_at: string;
            /** @description The payee */
            receiver_account: string;
            recommended_action: string;
            risk_level: string;
            risk_score: number;
            sender_account: string;
            /** @description The signals behind risk_score, with their contributions */
            signals: components["schemas"]["SignalDto"][];
            transaction_id: string;
        };
        AlertVolumeDto: {
            critical: number;
            high: number;
            low: number;
            medium: number;
        };
        AnalyzeResultDto: {
            is_fraud: boolean;
            /** @description false when a test-mode key made the analysis (sandbox data, never the live network). */
            livemode: boolean;
            /** @enum {string} */
            recommended_action: "approve" | "review" | "decline" | "step_up_auth";
            request_id: string;
            /** @enum {string} */
            risk_level: "low" | "medium" | "high" | "critical";
            /** @example 12 */
            risk_score: number;
            signals: components["schemas"]["SignalDto"][];
            transaction_id: string;
        };
        AnalyzeTransactionDto: {
            /**
             * Format: float
             * @example 25000
             */
            amount: number;
            /** @enum {string} */
            channel: "mobile" | "ussd" | "web" | "atm" | "pos";
            /**
             * @default NGN
             * @enum {string}
             */
            currency?: "NGN" | "USD";
            /** @example a1b2c3d4-device */
            device_id?: string;
            /** @example 102.89.34.12 */
            ip_address?: string;
            /**
             * @description Free key-value context. The engine reads `timezone` (IANA zone of the device) and
             *     `receiver_bank_code` / `sender_bank_code` (3-6 digits: with the NUBAN, they key the
             *     cross-institution receiver aggregates; without them the NUBAN alone does).
             * @example {
             *       "receiver_bank_code": "058",
             *       "timezone": "Africa/Lagos"
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
            /** @example 9876543210 */
            receiver_account: string;
            /** @example 0123456789 */
            sender_account: string;
            /** @example TXN-20261123-000123 */
            transaction_id: string;
        };
        ApiTokenDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_used_at: string | null;
            /** @description false for an `sk_test_` key. */
            livemode: boolean;
            name: string;
            /**
             * @description The token's first characters, for recognising it.
             * @example sk_live_Ab12
             */
            prefix: string;
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string} */
            role: "A" | "B";
        };
        ApiTokenListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["ApiTokenDto"][];
        };
        ApplicantConsentDto: {
            /** Format: date-time */
            given_at: string;
            /**
             * @description The version of the consent text shown.
             * @example 2026-11-01
             */
            version: string;
        };
        AssignAlertDto: {
            /**
             * @description A user of your organization.
             * @example 12
             */
            user_id: number;
        };
        AuthRefreshDto: {
            /** @description The refresh token from login or from the previous refresh. */
            refresh_token: string;
        };
        AuthTokenResponseDto: {
            access_token: string;
            /**
             * @description Seconds until the access token expires.
             * @example 900
             */
            expires_in: number;
            refresh_token: string;
            /**
             * @example Bearer
             * @enum {string}
             */
            token_type: "Bearer";
        };
        BrandingDto: {
            /** @example Acme MFB */
            display_name: string | null;
            /**
             * Format: uri
             * @example https://acme.example/logo.png
             */
            logo_url: string | null;
            /** Format: uri */
            privacy_notice_url: string | null;
            /** Format: uri */
            terms_url: string | null;
        };
        BureauInquiryDto: {
            /** Format: date */
            date: string;
            /** @enum {string} */
            inquiry_type: "soft" | "hard";
            /** @example Access Bank */
            institution: string;
            /** @example loan_application */
            purpose: string;
        };
        CompleteConnectionDto: {
            /** @description The public token this link's connect step issued (sandbox/connect, or the provider's); good once, for 30 minutes. */
            public_token: string;
        };
        CompletedConnectionDto: {
            institution_name: string | null;
            /** @example CONNECTED */
            status: string;
        };
        ConsentDto: {
            /** @example 22212345678 */
            bvn: string;
            /** @example CNS-7KQ2M9XW4T8R3PZ6HD5N */
            consent_reference: string;
            evidence_url: string | null;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            granted_at: string;
            /** @description false for a test-mode consent (usable by test-mode keys only). */
            livemode: boolean;
            purposes: ("loan_application" | "account_opening" | "periodic_review")[];
            /** Format: date-time */
            revoked_at: string | null;
            /**
             * @description active, revoked, or expired (expires_at has passed).
             * @enum {string}
             */
            status: "active" | "revoked" | "expired";
            subject_name: string | null;
        };
        CreateApiTokenDto: {
            /** @description Lifetime in days; omitted = until revoked. */
            expires_in_days?: number;
            /** @description Same as `mode` as a boolean; false makes an `sk_test_` key. */
            livemode?: boolean;
            /**
             * @description `test` makes an `sk_test_` key (test data, sandbox providers); defaults to the caller's mode.
             * @enum {string}
             */
            mode?: "live" | "test";
            /** @example core-banking-prod */
            name: string;
            /**
             * @description The role the token acts with; B (member) unless an administrator token is needed.
             * @default B
             * @enum {string}
             */
            role?: "A" | "B";
        };
        CreateConsentDto: {
            /** @example 22212345678 */
            bvn: string;
            /**
             * Format: uri
             * @description Where the signed form or recording is kept.
             * @example https://dms.acme.test/consents/123.pdf
             */
            evidence_url?: string;
            /**
             * Format: date-time
             * @description When the consent lapses (future, within 10 years); default 365 days from now (CREDIT_CONSENT_DEFAULT_DAYS).
             */
            expires_at?: string;
            /**
             * @description What the customer agreed to; inquiries must name one of these as their purpose.
             * @example [
             *       "loan_application"
             *     ]
             */
            purposes: ("loan_application" | "account_opening" | "periodic_review")[];
            /**
             * @description The customer's name as on the consent form.
             * @example Adaeze Okafor
             */
            subject_name?: string;
        };
        CreateReportCaseDto: {
            /**
             * @description A credit consent (POST /api/v1/consents) of your organization covering loan_application: the
             *     report then reads the applicant's bureau file and adds instalments of facilities not repaid
             *     from the connected account to existing debt. Checked now: 403 CONSENT_INVALID if not usable.
             * @example CNS-7K2M9Q4X
             */
            consent_reference?: string;
            /**
             * Format: email
             * @example adaeze@example.com
             */
            contact_email?: string;
            /** @example +2348031234567 */
            contact_phone?: string;
            /**
             * @description ISO 3166-1 alpha-2 codes for the bank-connection widget.
             * @default [
             *       "US"
             *     ]
             * @example [
             *       "NG"
             *     ]
             */
            country_codes?: string[];
            /** @example Adaeze Okonkwo */
            full_name: string;
            /**
             * @description Give it together with loan_tenor_months.
             * @example 4.5
             */
            loan_monthly_rate_percent?: number;
            /**
             * @description Give it together with loan_monthly_rate_percent.
             * @example 12
             */
            loan_tenor_months?: number;
            /**
             * Format: uri
             * @description Where the hosted page sends the applicant back after connecting or leaving, with
             *     `case_id` and `status` (success or exit) appended to the query. https only; in test mode
             *     http://localhost (or 127.0.0.1) is accepted too.
             * @example https://lender.example/loans/return
             */
            redirect_url?: string;
            /**
             * @description Your reference for this application; unique within your organization.
             * @example LOAN-2026-000123
             */
            reference_id: string;
        };
        CreateVerificationDto: {
            /**
             * @description The BVN to verify; exactly one of bvn and nin.
             * @example 22212345678
             */
            bvn?: string;
            /** @description The customer's consent (POST /api/v1/consents); for a BVN it must be that BVN's consent. */
            consent_reference: string;
            /**
             * Format: date
             * @example 1988-04-17
             */
            date_of_birth: string;
            /** @example Adaeze */
            first_name: string;
            /** @example Okafor */
            last_name: string;
            /** @example Ngozi */
            middle_name?: string;
            /**
             * @description The NIN to verify; exactly one of bvn and nin.
             * @example 12345678901
             */
            nin?: string;
            /** @example 08031234567 */
            phone_number?: string;
        };
        CreateWatchlistEntryDto: {
            /** @description required unless identifier is given */
            full_name?: string;
            /** @description required unless full_name is given */
            identifier?: string;
            /**
             * @description shared lists (sanctions, pep) are kept by the operator
             * @default organization
             * @enum {string}
             */
            list?: "organization" | "sanctions" | "pep";
            reason?: string;
            /** @enum {string} */
            subject_type: "account" | "bvn" | "nin" | "phone" | "email";
        };
        CreateWebhookEndpointDto: {
            description?: string;
            /** @description Event types to receive; omitted = all. */
            events?: ("fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[];
            /**
             * Format: uri
             * @description Where events are POSTed; https in production.
             * @example https://hooks.acme.test/risk
             */
            url: string;
        };
        CreatedApiTokenDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_used_at: string | null;
            /** @description false for an `sk_test_` key. */
            livemode: boolean;
            name: string;
            /**
             * @description The token's first characters, for recognising it.
             * @example sk_live_Ab12
             */
            prefix: string;
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string} */
            role: "A" | "B";
            /**
             * @description The token itself, shown only now: store it in your secret manager.
             * @example sk_live_3q2+7w…
             */
            token: string;
        };
        CreatedReportCaseDto: {
            /** Format: uuid */
            case_id: string;
            /**
             * Format: uri
             * @description The applicant's hosted bank-connection page (iframe or redirect); valid REPORT_LINK_TTL_SECONDS.
             */
            link_url: string;
            /** @example Case created. Send link_url to the applicant to connect their bank account. */
            message: string;
            /** @example PENDING_CONNECTION */
            status: string;
        };
        CreatedWebhookEndpointDto: {
            /** @description Subscribed to every event type, including types added later. */
            all_events: boolean;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @description Set when the service disabled the endpoint (e.g. 410 Gone). */
            disabled_reason: string | null;
            enabled: boolean;
            /** @description Subscribed event types. */
            events: ("fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[];
            /** Format: uuid */
            id: string;
            /** @description false for a test-mode endpoint (it receives test-mode events only). */
            livemode: boolean;
            /**
             * @description The signing secret; also readable later by role A at /secret.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
            /** Format: uri */
            url: string;
        };
        CreditHistoryDto: {
            active_facilities: number;
            /** @example crc+first_central */
            bureau_source: string;
            /**
             * @example [
             *       "crc",
             *       "first_central"
             *     ]
             */
            bureaus_answered: ("crc" | "first_central")[];
            /** @example [] */
            bureaus_unavailable: ("crc" | "first_central")[];
            /** @example 22212345678 */
            bvn: string;
            facilities: components["schemas"]["FacilityDto"][];
            /** @description Hard inquiries on file within the window, newest first (those made through this service included). */
            hard_inquiries: components["schemas"]["BureauInquiryDto"][];
            /** @example 24 */
            months_analyzed: number;
            /**
             * @description On-time monthly repayments as a percentage of those reported in the window (100 when none were reported).
             * @example 97.5
             */
            on_time_payments_pct: number;
            /**
             * @description True when a bureau asked for did not answer.
             * @example false
             */
            partial: boolean;
            request_id: string;
            /** @description Facilities with a month reported in the window, or still open. */
            total_facilities: number;
            worst_delinquency_days: number;
        };
        CreditInquiryDto: {
            /** Format: uuid */
            inquiry_id: string;
            /** @enum {string} */
            inquiry_type: "soft" | "hard";
            /** @description True for a hard inquiry a bureau recorded; soft inquiries are never recorded. */
            recorded_on_bureau: boolean;
            request_id: string;
            /** @description The score the lender saw, before this inquiry was recorded. */
            score_at_inquiry: number;
        };
        CreditInquiryRequestDto: {
            /**
             * @default all
             * @enum {string}
             */
            bureau?: "crc" | "first_central" | "all";
            /** @example 22212345678 */
            bvn: string;
            /**
             * @description Reference of the customer consent (POST /api/v1/consents).
             * @example CNS-7KQ2M9XW4T8R3PZ6HD5N
             */
            consent_reference: string;
            /**
             * @description soft: a check that leaves no mark on the score; hard: recorded on the bureau file.
             * @enum {string}
             */
            inquiry_type: "soft" | "hard";
            /**
             * @description Must be one of the consent's purposes; a hard inquiry needs a lending purpose (periodic_review is soft only).
             * @enum {string}
             */
            purpose: "loan_application" | "account_opening" | "periodic_review";
        };
        CreditReportAcceptedDto: {
            /** Format: uuid */
            report_id: string;
            request_id: string;
            /**
             * @description pending until a worker generates it; poll GET /api/v1/credit/report/{report_id} or wait for credit.report.ready.
             * @enum {string}
             */
            status: "pending" | "processing" | "completed" | "failed";
        };
        CreditReportBodyDto: {
            active_facilities: number;
            /** @example crc+first_central */
            bureau_source: string;
            /**
             * @example [
             *       "crc",
             *       "first_central"
             *     ]
             */
            bureaus_answered: ("crc" | "first_central")[];
            /** @example [] */
            bureaus_unavailable: ("crc" | "first_central")[];
            facilities: components["schemas"]["FacilityDto"][];
            factors: components["schemas"]["ScoreFactorDto"][];
            /** Format: date-time */
            generated_at: string;
            hard_inquiries: components["schemas"]["BureauInquiryDto"][];
            knockouts: ("non_performing_facility" | "written_off_facility")[];
            /** @description The repayment summary over the last 24 months. */
            months_analyzed: number;
            no_hit: boolean;
            on_time_payments_pct: number;
            /** @description True when a bureau asked for did not answer (CREDIT_BUREAU_PARTIAL_POLICY=answer). */
            partial: boolean;
            /** @enum {string} */
            rating: "excellent" | "good" | "fair" | "poor" | "very_poor";
            score: number;
            score_basis: components["schemas"]["ScoreBasisDto"];
            score_ceiling: number | null;
            thin_file: boolean;
            total_facilities: number;
            worst_delinquency_days: number;
        };
        CreditReportDto: {
            /** @enum {string} */
            bureau: "crc" | "first_central" | "all";
            /** @example 22212345678 */
            bvn: string;
            /** Format: date-time */
            completed_at: string | null;
            consent_reference: string;
            /** Format: date-time */
            created_at: string;
            /** @description Why generation failed (status failed), e.g. bureau_unavailable or consent_revoked. */
            failure_reason: string | null;
            /** @description false for a test-mode record (sandbox providers). */
            livemode: boolean;
            /** @description Present once status is completed. */
            report: components["schemas"]["CreditReportBodyDto"] | null;
            /** Format: uuid */
            report_id: string;
            request_id: string;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed";
        };
        CreditReportRequestDto: {
            /**
             * @default all
             * @enum {string}
             */
            bureau?: "crc" | "first_central" | "all";
            /** @example 22212345678 */
            bvn: string;
            /** @description Reference of the customer consent (POST /api/v1/consents). */
            consent_reference: string;
        };
        CreditScoreDto: {
            /**
             * @description The bureau(s) whose files were scored: crc, first_central or crc+first_central.
             * @example crc+first_central
             */
            bureau_source: string;
            /**
             * @example [
             *       "crc",
             *       "first_central"
             *     ]
             */
            bureaus_answered: ("crc" | "first_central")[];
            /** @example [] */
            bureaus_unavailable: ("crc" | "first_central")[];
            /** @example 22212345678 */
            bvn: string;
            /** @description What moved the score, most points lost first. */
            factors: components["schemas"]["ScoreFactorDto"][];
            /**
             * @description Marks that cap the score: non_performing_facility (open, 90+ days past due), written_off_facility.
             * @example []
             */
            knockouts: ("non_performing_facility" | "written_off_facility")[];
            /**
             * @description No facility on file at the bureaus that answered: the score is the neutral starting point, not bad credit.
             * @example false
             */
            no_hit: boolean;
            /**
             * @description True when a bureau asked for did not answer: the score rests on the others' files only.
             * @example false
             */
            partial: boolean;
            /**
             * @description excellent >= 740, good 670-739, fair 580-669, poor 500-579, very_poor < 500
             * @enum {string}
             */
            rating: "excellent" | "good" | "fair" | "poor" | "very_poor";
            request_id: string;
            /** @example 712 */
            score: number;
            score_basis: components["schemas"]["ScoreBasisDto"];
            /**
             * @description The cap the knock-outs set (579 poor or lower), or null.
             * @example null
             */
            score_ceiling: number | null;
            /**
             * @description Fewer than 12 monthly repayments on record: components are weighed toward neutral.
             * @example false
             */
            thin_file: boolean;
        };
        CreditScoreRequestDto: {
            /**
             * @description Which bureau to ask; `all` asks both in parallel and merges the files.
             * @default all
             * @enum {string}
             */
            bureau?: "crc" | "first_central" | "all";
            /** @example 22212345678 */
            bvn: string;
            /**
             * @description Reference of the customer consent (POST /api/v1/consents).
             * @example CNS-7KQ2M9XW4T8R3PZ6HD5N
             */
            consent_reference: string;
        };
        CustomerAnalysisDto: {
            amount: number;
            channel: string;
            counterparty_account: string;
            currency: string;
            /** @enum {string} */
            direction: "outgoing" | "incoming";
            /** @description An analyst's label from the alert's resolution */
            label: string | null;
            /** Format: date-time */
            occurred_at: string;
            recommended_action: string;
            risk_level: string;
            risk_score: number;
            transaction_id: string;
        };
        CustomerCreditDto: {
            /** @description false when there is no valid consent (or the bureaus did not answer): the reason says why */
            available: boolean;
            bureaus_answered?: string[];
            message?: string;
            rating?: string;
            /** @description Why the credit part is absent: bvn_missing, consent_missing, a consent refusal (not_found, expired, revoked, bvn_mismatch, …) or bureau_unavailable */
            reason?: string;
            /** @description Your organization's recent inquiries on this BVN */
            recent_inquiries?: components["schemas"]["CustomerInquiryDto"][];
            score?: number;
        };
        CustomerDocumentDto: {
            /** Format: date-time */
            analyzed_at: string;
            /** Format: uuid */
            document_id: string;
            file_type: string;
            tamper_risk: string;
            tamper_score: number;
            verification: string | null;
        };
        CustomerFraudDto: {
            fraud_score: number;
            /** Format: date-time */
            last_updated: string;
            /** @description Open and in-review alerts */
            open_alerts: components["schemas"]["FraudAlertDto"][];
            recent_analyses: components["schemas"]["CustomerAnalysisDto"][];
            risk_level: string;
        };
        CustomerInquiryDto: {
            bureaus: string[];
            /** Format: date-time */
            created_at: string;
            inquiry_id: string;
            inquiry_type: string;
            purpose: string;
            score_at_inquiry: number;
        };
        CustomerNetworkDto: {
            /** @description Reporting organizations that weigh in your view */
            report_count: number;
            /** @description No reporter details */
            reports: components["schemas"]["CustomerNetworkReportDto"][];
        };
        CustomerNetworkReportDto: {
            /** Format: date-time */
            created_at: string;
            fraud_type: string;
            /** @description Filed by your organization */
            own: boolean;
            status: string;
        };
        CustomerOverviewDto: {
            account_number: string | null;
            /** @description Masked */
            bvn: string | null;
            credit: components["schemas"]["CustomerCreditDto"];
            /** @description Statements of this account you had checked */
            documents: components["schemas"]["CustomerDocumentDto"][];
            /** @description Cases opened under your consents for this BVN */
            financial_reports: components["schemas"]["CustomerReportCaseDto"][];
            /** @description null without account_number */
            fraud: components["schemas"]["CustomerFraudDto"] | null;
            network_reports: components["schemas"]["CustomerNetworkDto"] | null;
            request_id: string;
        };
        CustomerReportCaseDto: {
            /** Format: uuid */
            case_id: string;
            /** Format: date-time */
            created_at: string;
            reference_id: string;
            /** @description The report score (0-100) once REPORT_READY */
            score: number | null;
            status: string;
        };
        DetectionDataDto: {
            /**
             * Format: date-time
             * @description When these bytes were first analysed for your organization
             */
            analyzed_at: string;
            /** @description Hash of the statement's normalised content (account, period, balances, every line): the same statement re-saved or re-compressed has the same value */
            content_fingerprint: string | null;
            /**
             * @description Type read from the bytes, not from the file name or declared type
             * @enum {string}
             */
            file_type: "pdf" | "jpeg" | "png" | "webp" | "tiff";
            findings: components["schemas"]["DetectionFindingDto"][];
            /**
             * @example {
             *       "page_count": 2,
             *       "producer": "iText 7",
             *       "revisions": 1
             *     }
             */
            metadata: {
                [key: string]: unknown;
            };
            /** @example application/pdf */
            mime_type: string;
            /** @description How many other organizations approved for the fraud network have submitted the same bytes (who is never shown); 0 for an organization not yet approved (a self-signed-up one, until the operator approves it) */
            other_organizations_count: number;
            /** @description How many other organizations approved for the fraud network submitted a file with the same statement content, whatever its bytes (who is never shown); 0 for an organization not yet approved */
            other_organizations_same_content_count: number;
            /** @example 48213 */
            size_bytes: number;
            /** @description What was read from a bank statement; null when the document is not one */
            statement: components["schemas"]["StatementSummaryDto"] | null;
            /** @enum {string} */
            tamper_risk: "low" | "medium" | "high";
            /** @description 0 = no sign of tampering, 100 = strong evidence */
            tamper_score: number;
            /**
             * @description How far the content was verified: consistent (a statement's text was read and its checks passed), inconsistent (content checks failed), not_a_statement (text read, no transaction table: structure and metadata only), unverifiable (an image, a scan without text, or a file that could not be read)
             * @enum {string}
             */
            verification: "consistent" | "inconsistent" | "not_a_statement" | "unverifiable";
        };
        DetectionFindingDto: {
            /** @example PDF_INCREMENTAL_UPDATE */
            code: string;
            /** @example The file was saved 2 times: 1 update(s) were appended after the original document. */
            description: string;
            /** @enum {string} */
            severity: "info" | "low" | "medium" | "high";
        };
        DetectionResultDto: {
            /** @description True when your organization submitted the same bytes before: the earlier analysis is returned. */
            cached: boolean;
            detection_data: components["schemas"]["DetectionDataDto"];
            /** @example sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 */
            image_hash: string;
            /** @description false for a test-mode analysis (kept out of live network counts). */
            livemode: boolean;
            /** @example true */
            success: boolean;
        };
        DevMailDto: {
            /** @example http://localhost:3000/dashboard/reset-password?token=… */
            link: string | null;
            /** Format: date-time */
            sent_at: string;
            /** @example Reset your password */
            subject: string;
            /** @example adaeze@acme.test */
            to: string;
        };
        DevMailListDto: {
            results: components["schemas"]["DevMailDto"][];
        };
        DeviceFingerprintDto: {
            /** @example 0123456789 */
            account_number?: string;
            /** @example a1b2c3d4-device */
            device_id: string;
            /** @example 102.89.34.12 */
            ip_address: string;
            is_emulator?: boolean;
            /**
             * @description IANA-style zone name
             * @example Africa/Lagos
             */
            timezone?: string;
            /** @example Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 */
            user_agent: string;
        };
        DeviceFingerprintResultDto: {
            device_id: string;
            /**
             * @description upper-case flag codes: NEW_DEVICE, EMULATOR, AUTOMATION_USER_AGENT, SHARED_DEVICE, TIMEZONE_MISMATCH, FOREIGN_IP, INTERNAL_IP
             * @example [
             *       "NEW_DEVICE"
             *     ]
             */
            flags: string[];
            known_device: boolean;
            request_id: string;
            /** @enum {string} */
            risk_level: "low" | "medium" | "high";
            risk_score: number;
        };
        EnginePerformanceDto: {
            /** Format: date-time */
            from: string;
            /** @description Live and shadow decisions on the same labelled traffic; null without shadow-scored labels */
            shadow: components["schemas"]["ShadowComparisonDto"] | null;
            /** Format: date-time */
            to: string;
            weeks: components["schemas"]["PerformanceWeekDto"][];
        };
        ErrorBodyDto: {
            /**
             * @example VALIDATION_ERROR
             * @enum {string}
             */
            code: "VALIDATION_ERROR" | "INVALID_JSON" | "IDEMPOTENCY_KEY_INVALID" | "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "FORBIDDEN" | "CONSENT_INVALID" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "DUPLICATE_IDempotency" | "IDEMPOTENCY_KEY_IN_USE" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "BUREAU_UNAVAILABLE" | "SERVICE_UNAVAILABLE";
            details: components["schemas"]["ErrorDetailDto"][];
            /** @example The request is not valid. */
            message: string;
            /** @example req_01HZX3J6Q4W2 */
            request_id: string;
        };
        ErrorDetailDto: {
            /**
             * @description The request field concerned, dotted for nested fields.
             * @example amount
             */
            field: string;
            /**
             * @description What is wrong with it.
             * @example amount must be a positive number
             */
            issue: string;
        };
        ErrorResponseDto: {
            error: components["schemas"]["ErrorBodyDto"];
        };
        FacilityDto: {
            /** @example ****4821 */
            account_ref: string;
            /**
             * @description Missed repayments not yet paid (the whole balance once written off); null when the bureau gave none.
             * @example 0
             */
            amount_overdue: number | null;
            /**
             * @description CBN prudential class now: the worse of the lender's report and the days past due.
             * @enum {string}
             */
            classification: "performing" | "watch_list" | "substandard" | "doubtful" | "lost";
            /**
             * Format: date
             * @description When it left the lender's books: repaid, or written off.
             */
            closed_on: string | null;
            /** @example 1500000 */
            credit_limit: number;
            /**
             * @description ISO 4217; amounts are in this currency (domiciliary facilities in USD).
             * @example NGN
             */
            currency: string;
            /** @description Days past due now. */
            days_past_due: number;
            /** @enum {string} */
            facility_type: "term_loan" | "overdraft" | "credit_card" | "mortgage" | "auto_loan" | "salary_advance" | "mobile_loan" | "sme_loan";
            /**
             * @description The scheduled monthly repayment; null for revolving facilities or when the bureau gave none.
             * @example 68500
             */
            instalment_amount: number | null;
            /** @example Guaranty Trust Bank */
            lender: string;
            /** @enum {string} */
            lender_type: "commercial_bank" | "microfinance_bank" | "digital_lender" | "mortgage_bank";
            /**
             * Format: date
             * @description Contractual end of a loan, renewal date of an overdraft; null when open-ended or not reported.
             */
            maturity_date: string | null;
            /** @description Months reported within the window. */
            months_reported: number;
            /**
             * @description Naira per unit of currency as the bureau reported it; null for NGN or when the bureau gave none.
             * @example null
             */
            ngn_rate: number | null;
            /** @example 95.8 */
            on_time_payments_pct: number;
            /** Format: date */
            opened_on: string;
            /** @example 420000 */
            outstanding_balance: number;
            /** @description Status per month within the window, most recent first. */
            payment_history: components["schemas"]["MonthStatusDto"][];
            /** @enum {string} */
            status: "open" | "closed" | "written_off";
            worst_delinquency_days: number;
        };
        FieldMatchDto: {
            /** @enum {string} */
            field: "first_name" | "last_name" | "middle_name" | "date_of_birth" | "phone_number";
            match: boolean;
        };
        FinancialReportDto: {
            /**
             * @description The largest monthly repayment the applicant can afford, in NGN.
             * @example 138600
             */
            affordability_ceiling_local: number;
            /** @example NGN */
            currency: string;
            /**
             * @description How each figure was made: period, fx (the USD rate used), identity, accounts, income, salary, debt, lending, gambling, insufficient_funds, spending, balances, cash_flow, monthly, affordability and the score factors.
             * @example {
             *       "currency": "NGN",
             *       "fx": {
             *         "rate_date": null,
             *         "source": "REPORT_USD_NGN_RATE (configured)",
             *         "usd_ngn_rate": 1550
             *       }
             *     }
             */
            details: {
                [key: string]: unknown;
            };
            /**
             * @description Debt repayments over income.
             * @example 0.098
             */
            dti_ratio: number;
            /** Format: date-time */
            generated_at: string | null;
            /**
             * @description Monthly income counted, in NGN.
             * @example 459000
             */
            income_monthly_local: number;
            /** @example 296.13 */
            income_monthly_usd: number;
            /**
             * Format: uri
             * @description An expiring signed link to the PDF.
             * @example https://api.naijarisk.example/api/v1/report/3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17/pdf?expires=1768469400&sig=4b1d9e0c7a2f
             */
            report_pdf_url: string | null;
            /**
             * @description Higher is more creditworthy.
             * @example 72
             */
            score: number;
        };
        FraudAlertDetailDto: {
            account_number: string;
            /** @description Seconds since the alert opened (until it was resolved, once resolved) */
            age_seconds: number;
            /** Format: uuid */
            alert_id: string;
            /** @description User id of the assigned analyst */
            assignee_id: number | null;
            /** Format: date-time */
            created_at: string;
            history: components["schemas"]["AlertHistoryEntryDto"][];
            /** @description false for an alert of a test-mode analysis. */
            livemode: boolean;
            /** @enum {string|null} */
            outcome: "confirmed_fraud" | "legitimate" | "inconclusive" | null;
            receiver_account: string | null;
            recommended_action: string;
            resolution_note: string | null;
            /** Format: date-time */
            resolved_at: string | null;
            risk_score: number;
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            signals: string[];
            /**
             * @description What opened the alert
             * @enum {string}
             */
            source: "analysis" | "watchlist" | "score_level" | "network_report";
            /** @enum {string} */
            status: "open" | "in_review" | "resolved";
            /** @description The analysed transfer (alerts opened by an analysis); null for other sources */
            transaction: components["schemas"]["AlertTransactionDto"] | null;
            transaction_id: string | null;
        };
        FraudAlertDto: {
            account_number: string;
            /** @description Seconds since the alert opened (until it was resolved, once resolved) */
            age_seconds: number;
            /** Format: uuid */
            alert_id: string;
            /** @description User id of the assigned analyst */
            assignee_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description false for an alert of a test-mode analysis. */
            livemode: boolean;
            /** @enum {string|null} */
            outcome: "confirmed_fraud" | "legitimate" | "inconclusive" | null;
            receiver_account: string | null;
            recommended_action: string;
            resolution_note: string | null;
            /** Format: date-time */
            resolved_at: string | null;
            risk_score: number;
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            signals: string[];
            /**
             * @description What opened the alert
             * @enum {string}
             */
            source: "analysis" | "watchlist" | "score_level" | "network_report";
            /** @enum {string} */
            status: "open" | "in_review" | "resolved";
            transaction_id: string | null;
        };
        FraudAlertListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["FraudAlertDto"][];
        };
        FraudReportDetailDto: {
            account_number: string;
            amount_lost: number | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            evidence_urls: string[];
            /** @enum {string} */
            fraud_type: "phishing" | "account_takeover" | "sim_swap" | "identity_theft" | "chargeback" | "other";
            /** Format: uuid */
            report_id: string;
            reporter_email: string;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @enum {string} */
            status: "received" | "under_review" | "verified";
        };
        FraudReportDto: {
            /** @example 0123456789 */
            account_number: string;
            /** @example 150000 */
            amount_lost?: number;
            description?: string;
            /**
             * @example [
             *       "https://evidence.bank.example/case/123.pdf"
             *     ]
             */
            evidence_urls?: string[];
            /** @enum {string} */
            fraud_type: "phishing" | "account_takeover" | "sim_swap" | "identity_theft" | "chargeback" | "other";
            /**
             * Format: email
             * @example fraud-desk@bank.example
             */
            reporter_email: string;
        };
        FraudReportResultDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            report_id: string;
            request_id: string;
            /** @enum {string} */
            status: "received" | "under_review" | "verified";
        };
        FraudSettingsDto: {
            /**
             * @description This organization's own bank code, used when a transfer gives no `sender_bank_code`; null when not set.
             * @example 058
             */
            bank_code: string | null;
            report_confirmed_fraud: boolean;
            shadow: components["schemas"]["RuleSetDto"] | null;
            thresholds: components["schemas"]["ThresholdsDto"];
            /** Format: date-time */
            updated_at: string | null;
            weights: {
                [key: string]: number;
            };
        };
        HostedConsentDto: {
            /**
             * Format: date-time
             * @description When the applicant ticked this version; null if not yet (or only an older version).
             */
            given_at: string | null;
            text: string;
            /** @example 2026-11-01 */
            version: string;
        };
        HostedOrganizationDto: {
            /** @example Acme MFB */
            display_name: string;
            /** Format: uri */
            logo_url: string | null;
            /** Format: uri */
            privacy_notice_url: string | null;
            /** Format: uri */
            terms_url: string | null;
        };
        HostedReturnDto: {
            /** Format: uri */
            exit_url: string;
            /** Format: uri */
            success_url: string;
        };
        HostedSessionDto: {
            /** @example Adaeze O. */
            applicant_name: string;
            consent: components["schemas"]["HostedConsentDto"];
            country_codes: string[];
            institution_name: string | null;
            /** @description Test banks, when the sandbox provider is on. */
            institutions: {
                id?: string;
                name?: string;
            }[];
            /** Format: date-time */
            link_expires_at: string;
            /** @description A still-valid widget token from an earlier POST link-token (a reload reopens the widget). */
            link_token: string | null;
            organization: components["schemas"]["HostedOrganizationDto"];
            /** @description The institution the applicant connects for. */
            organization_name: string;
            /** @example sandbox */
            provider: string;
            /** @description Null when the case has no redirect_url. */
            return_urls: components["schemas"]["HostedReturnDto"] | null;
            /** @example PENDING_CONNECTION */
            status: string;
            /** @enum {string} */
            step: "connect" | "processing" | "ready" | "failed" | "expired";
        };
        InvitationDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: email */
            email: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: uuid */
            id: string;
            /** @description The user who sent it. */
            invited_by: number;
            /** @enum {string} */
            role: "A" | "B";
        };
        InvitationListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["InvitationDto"][];
        };
        InviteMemberDto: {
            /**
             * Format: email
             * @example chidi@acme.test
             */
            email: string;
            /**
             * @example B
             * @enum {string}
             */
            role: "A" | "B";
        };
        LinkTokenDto: {
            /** Format: date-time */
            expiration: string;
            link_token: string;
            /** @example sandbox */
            provider: string;
        };
        LinkTokenRequestDto: {
            /**
             * @description The consent version the applicant ticked (the session's consent.version); needed unless already recorded for the current version.
             * @example 2026-11-01
             */
            consent_version?: string;
        };
        LoginDto: {
            /** @example admin@acme.test */
            email: string;
            /**
             * @description The session's mode: false signs in to test mode (test data, sandbox providers).
             * @default true
             */
            livemode?: boolean;
            /** @example Correct-Horse-9! */
            password: string;
        };
        MemberDto: {
            /** Format: date-time */
            date_joined: string;
            /** Format: email */
            email: string;
            first_name: string;
            id: number;
            /** @enum {string} */
            is_verified_for_login: "true" | "false";
            /** Format: date-time */
            last_login_at: string | null;
            last_name: string;
            /** @enum {string} */
            role: "A" | "B";
            /** @enum {string} */
            status: "active" | "pending_verification" | "suspended";
            username: string;
        };
        MemberListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["MemberDto"][];
        };
        MonthStatusDto: {
            /**
             * @description 0 = paid on time.
             * @example 0
             */
            days_past_due: number;
            /** @example 2026-10 */
            month: string;
        };
        NetworkReportDto: {
            account_number: string;
            amount_lost: number | null;
            /** Format: date-time */
            created_at: string;
            evidence_urls: string[];
            /** @enum {string} */
            fraud_type: "phishing" | "account_takeover" | "sim_swap" | "identity_theft" | "chargeback" | "other";
            /** Format: uuid */
            report_id: string;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @enum {string} */
            status: "received" | "under_review" | "verified";
        };
        NetworkReportListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["NetworkReportDto"][];
        };
        OrganizationSettingsDto: {
            branding: components["schemas"]["BrandingDto"];
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** @example Acme Microfinance Bank */
            name: string;
            /**
             * @description Plan level (sets rate limits); changed only by the operator.
             * @example 1
             */
            readonly tier: number;
        };
        PasswordResetAcceptedDto: {
            /** @example If this address has an account, a password reset link has been sent to it. */
            message: string;
        };
        PasswordResetConfirmDto: {
            /**
             * @description The new password: at least 10 characters.
             * @example Correct-Horse-9!
             */
            password: string;
            /** @description The token from the reset email (single use, one hour). */
            token: string;
        };
        PasswordResetDoneDto: {
            /** @example true */
            reset: boolean;
        };
        PasswordResetRequestDto: {
            /**
             * Format: email
             * @example adaeze@acme.test
             */
            email: string;
        };
        PerformanceWeekDto: {
            /** @description Alerts opened that week, by severity */
            alerts: components["schemas"]["AlertVolumeDto"];
            /** @description Held-back transfers analysts confirmed as fraud */
            confirmed_fraud: number;
            declined: number;
            /** @description Transfers sent to review, step-up or declined */
            held_back: number;
            inconclusive: number;
            legitimate: number;
            /** @description confirmed_fraud / (confirmed_fraud + legitimate); null until some are labelled */
            precision: number | null;
            /**
             * Format: date
             * @description Monday (UTC) of the week
             */
            week_start: string;
        };
        RefreshDto: {
            /** @description The refresh token from login or from the previous refresh. */
            refresh: string;
        };
        RefreshResultDto: {
            readonly access: string;
            refresh: string;
        };
        ReportCaseDto: {
            /** @description The consent the applicant gave on the hosted page; null until given. */
            applicant_consent: components["schemas"]["ApplicantConsentDto"] | null;
            /** Format: uuid */
            case_id: string;
            /** Format: date-time */
            connection_completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description false for a test-mode case (sandbox bank). */
            livemode: boolean;
            /**
             * Format: uri
             * @description The redirect_url the case was created with.
             */
            redirect_url: string | null;
            reference_id: string;
            /** @description Null until REPORT_READY; then the scored report. */
            report: ({
                [key: string]: unknown;
            } & components["schemas"]["FinancialReportDto"]) | null;
            /** Format: date-time */
            report_completed_at: string | null;
            /** @enum {string} */
            status: "PENDING_CONNECTION" | "CONNECTED" | "PROCESSING" | "REPORT_READY" | "FAILED" | "EXPIRED";
            /**
             * Format: uuid
             * @description This service's identifier of the applicant of the case.
             */
            subject_id: string;
            /** Format: date-time */
            webhook_delivered_at: string | null;
        };
        ReportCaseListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["ReportCaseSummaryDto"][];
        };
        ReportCaseSummaryDto: {
            /** Format: uuid */
            case_id: string;
            /** Format: date-time */
            created_at: string;
            reference_id: string;
            /** Format: date-time */
            report_completed_at: string | null;
            /** @description The report score once REPORT_READY. */
            score: number | null;
            /** @enum {string} */
            status: "PENDING_CONNECTION" | "CONNECTED" | "PROCESSING" | "REPORT_READY" | "FAILED" | "EXPIRED";
            /** Format: date-time */
            webhook_delivered_at: string | null;
        };
        ReportCaseTransitionDto: {
            /** Format: date-time */
            created_at: string;
            /** @enum {string|null} */
            from_status: "PENDING_CONNECTION" | "CONNECTED" | "PROCESSING" | "REPORT_READY" | "FAILED" | "EXPIRED" | null;
            /** @example applicant connected Zenith Bank */
            reason: string;
            /** @enum {string} */
            to_status: "PENDING_CONNECTION" | "CONNECTED" | "PROCESSING" | "REPORT_READY" | "FAILED" | "EXPIRED";
        };
        ReportCaseTransitionsDto: {
            /** Format: uuid */
            case_id: string;
            /** @description Oldest first; a case has a handful at most (its status never goes back). */
            transitions: components["schemas"]["ReportCaseTransitionDto"][];
        };
        ReportStatusDto: {
            /**
             * @description received -> under_review -> verified
             * @enum {string}
             */
            status: "under_review" | "verified";
        };
        RequestLogDetailDto: {
            /** Format: date-time */
            created_at: string;
            /** @example VALIDATION_ERROR */
            error_code: string | null;
            idempotency_key: string | null;
            /** @example 12 */
            latency_ms: number;
            livemode: boolean;
            /** @example POST */
            method: string;
            /** @example /api/v1/fraud/analyze */
            path: string;
            /** @example /api/v1/fraud/alerts/:id */
            path_template: string | null;
            principal: components["schemas"]["RequestLogPrincipalDto"];
            /** @description The JSON request body, redacted (BVN, NIN, secrets, tokens, passwords) and cut to 4 KB. */
            request_body: string | null;
            request_id: string;
            /** @description The JSON response body, redacted and cut to 4 KB. */
            response_body: string | null;
            /** @example 200 */
            status: number;
        };
        RequestLogEntryDto: {
            /** Format: date-time */
            created_at: string;
            /** @example VALIDATION_ERROR */
            error_code: string | null;
            idempotency_key: string | null;
            /** @example 12 */
            latency_ms: number;
            livemode: boolean;
            /** @example POST */
            method: string;
            /** @example /api/v1/fraud/analyze */
            path: string;
            /** @example /api/v1/fraud/alerts/:id */
            path_template: string | null;
            principal: components["schemas"]["RequestLogPrincipalDto"];
            request_id: string;
            /** @example 200 */
            status: number;
        };
        RequestLogListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["RequestLogEntryDto"][];
        };
        RequestLogPrincipalDto: {
            /** @enum {string} */
            kind: "user" | "api_token";
            /** Format: uuid */
            token_id: string | null;
            user_id: number;
        };
        ResolveAlertDto: {
            /** @example Customer confirmed by phone: buying a car. */
            note: string;
            /** @enum {string} */
            outcome: "confirmed_fraud" | "legitimate" | "inconclusive";
        };
        RotateSecretDto: {
            /** @description How long the old secret keeps signing (X-Signature-Previous); default 24 hours. */
            grace_seconds?: number;
        };
        RuleSetDto: {
            thresholds: components["schemas"]["ThresholdsDto"];
            /**
             * @description Points per signal code (0-100); codes left out keep their default weight.
             * @example {
             *       "NEW_DEVICE": 25
             *     }
             */
            weights: {
                [key: string]: number;
            };
        };
        RuleSetOutcomeDto: {
            confirmed_fraud: number;
            /** @description Labelled transfers this rule set would hold back */
            held_back: number;
            legitimate: number;
            precision: number | null;
        };
        SandboxConnectDto: {
            /**
             * @description A test bank id from the session's institutions (default gtbank).
             * @example gtbank
             */
            institution_id?: string;
            /** @enum {string} */
            profile: "salaried" | "informal_trader" | "gig_worker" | "overdrawn" | "new_account" | "stacked_borrower" | "provider_error";
        };
        SandboxPublicTokenDto: {
            /** @description Bound to this link and usable once, for 30 minutes; a newer connect replaces it. */
            public_token: string;
        };
        ScoreBasisDto: {
            /** @example 4 */
            facilities: number;
            /** @example 2 */
            hard_inquiries_12m: number;
            /** @example 1 */
            hard_inquiries_30d: number;
            /**
             * @description Hard lending inquiries, a lender's repeat pulls for one purpose within 14 days counted once.
             * @example 0
             */
            hard_inquiries_7d: number;
            /**
             * @description Distinct lenders among the hard inquiries of the last 30 days.
             * @example 1
             */
            lenders_30d: number;
            /** @example 61 */
            oldest_facility_months: number | null;
            /**
             * @description Monthly repayments reported over the last 24 months, all facilities.
             * @example 41
             */
            payments_reported: number;
            /** @example 4 facilities and 41 monthly repayments reported in the last 24 months, oldest facility 61 months old. */
            summary: string;
            /**
             * @description The worst CBN prudential class among open and written-off facilities now (performing 0-30 days past due, watch_list 31-89, substandard 90-179, doubtful 180-359, lost 360+ or written off).
             * @enum {string|null}
             */
            worst_classification: "performing" | "watch_list" | "substandard" | "doubtful" | "lost" | null;
        };
        ScoreFactorDto: {
            /**
             * @description Five weighted components, then two penalties (max_points 0, points 0 or below).
             * @enum {string}
             */
            category: "payment_history" | "utilisation" | "file_age" | "recent_inquiries" | "credit_mix" | "derogatory_marks" | "loan_stacking";
            /** @example late_payments */
            code: string;
            /** @example 96.4% of 56 monthly repayments on time in the last 24 months; worst delinquency 30 days. */
            description: string;
            /** @enum {string} */
            impact: "positive" | "neutral" | "negative";
            /** @example 193 */
            max_points: number;
            /**
             * @description Points of the score this factor earned, out of max_points.
             * @example 140
             */
            points: number;
        };
        SendTestDto: {
            /**
             * Format: uuid
             * @description One endpoint; omitted = every enabled endpoint subscribed to webhook.test.
             */
            endpoint_id?: string;
        };
        SentEventDto: {
            /** @description Deliveries scheduled (one per matching endpoint). */
            deliveries: number;
            /** @enum {string} */
            event: "fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test";
            /** Format: uuid */
            event_id: string;
        };
        SessionDto: {
            /** @description JWT access token (send as Authorization: Bearer). */
            access: string;
            /**
             * Format: date-time
             * @description When the access token expires.
             */
            expires_at: string;
            /**
             * @description Seconds until the access token expires.
             * @example 900
             */
            expires_in: number;
            /** @description The session's mode: false in test mode (the dashboard shows and creates test data only). */
            livemode: boolean;
            organization: components["schemas"]["SessionOrganizationDto"];
            /**
             * @example Bearer
             * @enum {string}
             */
            token_type: "Bearer";
            user: components["schemas"]["UserDto"];
        };
        SessionModeDto: {
            /** @description true for live mode, false for test mode. */
            livemode: boolean;
        };
        SessionOrganizationDto: {
            /** Format: uuid */
            id: string;
            /** @example Acme Microfinance Bank */
            name: string;
            /**
             * @description Plan level (sets rate limits); read-only.
             * @example 1
             */
            tier: number;
        };
        ShadowComparisonDto: {
            /** @description Labelled transfers the shadow rules also scored */
            labelled: number;
            live: components["schemas"]["RuleSetOutcomeDto"];
            shadow: components["schemas"]["RuleSetOutcomeDto"];
        };
        SignalDto: {
            /** @example NEW_DEVICE */
            code: string;
            /**
             * @description Points this signal adds to risk_score.
             * @example 22
             */
            contribution: number;
            description: string;
            details: {
                [key: string]: unknown;
            };
        };
        SignupDto: {
            /**
             * Format: email
             * @example adaeze@acme.test
             */
            email: string;
            first_name?: string;
            /** @enum {string} */
            gender?: "MALE" | "FEMALE" | "OTHERS";
            last_name?: string;
            /**
             * @description The institution being registered; its first user becomes its administrator (role A).
             * @example Acme Microfinance Bank
             */
            organization_name: string;
            /**
             * @description At least 10 characters.
             * @example Correct-Horse-9!
             */
            password: string;
            /** @example +2348031234567 */
            phone?: string;
            /** @description Defaults to the email address. */
            username?: string;
        };
        SignupResultDto: {
            /** @example Check your email: the next step has been sent to this address. */
            message: string;
        };
        StatementChecksDto: {
            /**
             * @description NUBAN check digit of the account number for the bank on the letterhead
             * @enum {string}
             */
            account_number: "pass" | "fail" | "not_checked";
            /**
             * @description Amounts in the font their column otherwise uses
             * @enum {string}
             */
            amount_fonts: "pass" | "fail" | "not_checked";
            /**
             * @description Every transaction within the stated period, dates in order
             * @enum {string}
             */
            dates_in_period: "pass" | "fail" | "not_checked";
            /**
             * @description Opening balance + credits − debits = closing balance = last line
             * @enum {string}
             */
            opening_to_closing: "pass" | "fail" | "not_checked";
            /**
             * @description Each line's balance = previous balance + credit − debit
             * @enum {string}
             */
            running_balance: "pass" | "fail" | "not_checked";
            /**
             * @description Salary credits on business days (not weekends or Nigerian public holidays)
             * @enum {string}
             */
            salary_on_business_days: "pass" | "fail" | "not_checked";
        };
        StatementSummaryDto: {
            account_name: string | null;
            /** @example 1012345678 */
            account_number: string | null;
            /** @example Zenith Bank */
            bank: string | null;
            /**
             * @description CBN institution code (3 digits for banks, 6 for MFBs)
             * @example 057
             */
            bank_code: string | null;
            checks: components["schemas"]["StatementChecksDto"];
            closing_balance: number | null;
            opening_balance: number | null;
            pages_read: number;
            /** Format: date */
            period_end: string | null;
            /** Format: date */
            period_start: string | null;
            total_credits: number;
            total_debits: number;
            transaction_count: number;
        };
        ThresholdsDto: {
            /** @example 80 */
            critical: number;
            /** @example 60 */
            high: number;
            /** @example 30 */
            medium: number;
        };
        TokenPairDto: {
            /** @description JWT access token (15 minutes). */
            access: string;
            /** @description Refresh token (7 days, single use: every refresh returns a new one). */
            refresh: string;
        };
        UpdateBrandingDto: {
            display_name?: string | null;
            /**
             * Format: uri
             * @description https only.
             */
            logo_url?: string | null;
            /**
             * Format: uri
             * @description https only.
             */
            privacy_notice_url?: string | null;
            /**
             * Format: uri
             * @description https only.
             */
            terms_url?: string | null;
        };
        UpdateFraudSettingsDto: {
            /**
             * @description This organization's own bank code (its NIP institution code, 3-6 digits). Used for its customers' side of the
             *     cross-institution network when a transfer's metadata has no `sender_bank_code`. Omitted keeps it; null removes it.
             * @example 058
             */
            bank_code?: string | null;
            /** @description File a fraud network report on the receiving account when an analyst confirms fraud; omitted keeps the current choice. */
            report_confirmed_fraud?: boolean;
            /** @description A rule set scored and logged beside the live one, never acted on; null removes it. */
            shadow?: components["schemas"]["RuleSetDto"] | null;
            thresholds: components["schemas"]["ThresholdsDto"];
            /**
             * @description Points per signal code (0-100); codes left out keep their default weight.
             * @example {
             *       "NEW_DEVICE": 25
             *     }
             */
            weights: {
                [key: string]: number;
            };
        };
        UpdateMemberDto: {
            /** @enum {string} */
            role?: "A" | "B";
            /** @description true suspends the member at once (on every replica); false reactivates. */
            suspended?: boolean;
        };
        UpdateOrganizationSettingsDto: {
            branding?: components["schemas"]["UpdateBrandingDto"];
            name?: string;
        };
        UpdateWebhookEndpointDto: {
            description?: string;
            enabled?: boolean;
            /** @description Event types to receive; null = all. */
            events?: ("fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[] | null;
            /** Format: uri */
            url?: string;
        };
        UsageEndpointDto: {
            count: number;
            /** @example POST */
            method: string;
            /**
             * @description Route template; null for unmatched paths.
             * @example /api/v1/fraud/analyze
             */
            path: string | null;
            /** @example 200 */
            status: number;
        };
        UsageRequestsDto: {
            by_endpoint: components["schemas"]["UsageEndpointDto"][];
            /** @description Median latency (ms). */
            p50_ms: number | null;
            /** @description 99th percentile latency (ms). */
            p99_ms: number | null;
            total: number;
        };
        UsageSummaryDto: {
            /**
             * @description Fraud analyses by recommended action.
             * @example {
             *       "ALLOW": 90,
             *       "BLOCK": 2,
             *       "REVIEW": 8
             *     }
             */
            analyses_by_action: {
                [key: string]: number;
            };
            /** Format: date-time */
            from: string;
            livemode: boolean;
            /** @description Fraud alerts open now. */
            open_alerts: number;
            /** @description Financial report cases created in the window, by state. */
            report_cases_by_state: {
                [key: string]: number;
            };
            requests: components["schemas"]["UsageRequestsDto"];
            /** Format: date-time */
            to: string;
            webhooks: components["schemas"]["UsageWebhooksDto"];
            /** @enum {string} */
            window: "24h" | "7d";
        };
        UsageWebhooksDto: {
            /**
             * @example {
             *       "failed": 1,
             *       "succeeded": 10
             *     }
             */
            by_status: {
                [key: string]: number;
            };
            /** @description succeeded / (succeeded + failed); null when none finished. */
            success_rate: number | null;
        };
        UserDto: {
            /** Format: date-time */
            readonly date_joined: string;
            /**
             * Format: email
             * @example adaeze@acme.test
             */
            email: string;
            /** @example Adaeze */
            first_name: string;
            /** @enum {string|null} */
            gender: "MALE" | "FEMALE" | "OTHERS" | null;
            /** @example 1 */
            readonly id: number;
            readonly is_active: boolean;
            /**
             * @description "true" once the email address is verified; login is refused before.
             * @example true
             * @enum {string}
             */
            readonly is_verified_for_login: "true" | "false";
            /** @example Okafor */
            last_name: string;
            /** Format: uuid */
            readonly organization_id: string;
            /** @example +2348031234567 */
            phone: string | null;
            /**
             * @description A = organization administrator (users, API tokens, webhooks); B = member.
             * @example A
             * @enum {string}
             */
            role: "A" | "B";
            /**
             * @example active
             * @enum {string}
             */
            readonly status: "active" | "pending_verification" | "suspended";
            /**
             * @description Plan level of the user's organization; sets rate limits.
             * @default 1
             * @example 1
             */
            readonly tier: number;
            /** @example adaeze */
            username: string;
        };
        VelocityCheckDto: {
            /** @example 0123456789 */
            account_number: string;
            /** @enum {string} */
            event_type: "transfer" | "login" | "card_txn" | "bvn_lookup";
            /**
             * @description Events allowed in the window before flagging.
             * @default 5
             */
            threshold?: number;
            /** @default 60 */
            window_minutes?: number;
        };
        VelocityResultDto: {
            /** @description events in the window, this one included */
            event_count: number;
            /** @description event_count > threshold */
            exceeded: boolean;
            request_id: string;
            threshold: number;
            window_minutes: number;
        };
        VerificationAcceptedDto: {
            request_id: string;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed";
            /** Format: uuid */
            verification_id: string;
        };
        VerificationDto: {
            /** @description True when every submitted field matched; null until completed. */
            all_matched: boolean | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            failure_reason: string | null;
            /** @description Match per submitted field (never the registry's values); empty until completed. */
            fields: components["schemas"]["FieldMatchDto"][];
            /** @description Whether the registry holds the number; null until completed. */
            id_found: boolean | null;
            /**
             * @description The number checked, masked.
             * @example 222******78
             */
            id_number: string;
            /** @enum {string} */
            id_type: "bvn" | "nin";
            /** @description false for a test-mode record (sandbox providers). */
            livemode: boolean;
            request_id: string;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed";
            /** Format: uuid */
            verification_id: string;
        };
        VerifyEmailDto: {
            /** @description The token from the verification email. */
            token: string;
        };
        VerifyEmailResultDto: {
            /** @example adaeze@acme.test */
            email: string;
            /** @example true */
            verified: boolean;
        };
        WatchlistCheckDto: {
            /** @example Adebayo Ogunlesi */
            full_name?: string;
            /** @example 08031234567 */
            identifier: string;
            /** @enum {string} */
            subject_type: "account" | "bvn" | "nin" | "phone" | "email";
        };
        WatchlistEntryDto: {
            /** Format: date-time */
            created_at: string;
            full_name: string | null;
            /** Format: uuid */
            id: string;
            /** @description normalised; a BVN or NIN masked (222******78): it is stored only as a keyed hash and encrypted */
            identifier: string | null;
            /** @enum {string} */
            list: "organization" | "sanctions" | "pep";
            reason: string | null;
            /** @enum {string} */
            subject_type: "account" | "bvn" | "nin" | "phone" | "email";
        };
        WatchlistEntryListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["WatchlistEntryDto"][];
        };
        WatchlistImportDto: {
            /**
             * @description CSV with a header line: subject_type,identifier,full_name,reason (up to 10,000 rows).
             * @example subject_type,identifier,full_name,reason
             *     account,0123456789,,mule
             *     phone,08031234567,Ada Obi,
             */
            csv: string;
            /**
             * @default organization
             * @enum {string}
             */
            list?: "organization" | "sanctions" | "pep";
        };
        WatchlistImportResultDto: {
            imported: number;
            rejected: {
                issue: string;
                line: number;
            }[];
        };
        WatchlistMatchDto: {
            /** Format: uuid */
            entry_id: string;
            full_name: string | null;
            /** @description normalised; a BVN or NIN masked (222******78): it is stored only as a keyed hash and encrypted */
            identifier: string | null;
            /**
             * @description organization = your own list; sanctions, pep = shared lists
             * @enum {string}
             */
            list: "organization" | "sanctions" | "pep";
            /** @enum {string} */
            match_type: "identifier" | "name";
            reason: string | null;
            /** @description 1 for an identifier match; name similarity 0.85-1 for a name match. */
            score: number;
            /** @enum {string} */
            subject_type: "account" | "bvn" | "nin" | "phone" | "email";
        };
        WatchlistResultDto: {
            match_count: number;
            matched: boolean;
            matches: components["schemas"]["WatchlistMatchDto"][];
            request_id: string;
        };
        WebhookAttemptDto: {
            attempt_no: number;
            error: string | null;
            latency_ms: number;
            /** @example application/json */
            response_content_type: string | null;
            /** @description The start of the receiver's answer (1 KiB at most, as UTF-8 text); null when no answer came. */
            response_excerpt: string | null;
            /** @description The answer was longer than the excerpt; the rest was not read. */
            response_truncated: boolean;
            /** Format: date-time */
            started_at: string;
            status_code: number | null;
            success: boolean;
        };
        WebhookDeliveryDetailDto: {
            attempt_count: number;
            attempts: components["schemas"]["WebhookAttemptDto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            delivered_at: string | null;
            /** Format: uuid */
            endpoint_id: string;
            /** Format: uuid */
            event_id: string;
            /** @enum {string} */
            event_type: "fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test";
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_latency_ms: number | null;
            last_status_code: number | null;
            /** @description false for a test-mode event's delivery. */
            livemode: boolean;
            max_attempts: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /**
             * @description pending (waiting for its next attempt), queued, delivering, succeeded or failed (final).
             * @enum {string}
             */
            status: "pending" | "queued" | "delivering" | "succeeded" | "failed";
        };
        WebhookDeliveryDto: {
            attempt_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            delivered_at: string | null;
            /** Format: uuid */
            endpoint_id: string;
            /** Format: uuid */
            event_id: string;
            /** @enum {string} */
            event_type: "fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test";
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_latency_ms: number | null;
            last_status_code: number | null;
            /** @description false for a test-mode event's delivery. */
            livemode: boolean;
            max_attempts: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /**
             * @description pending (waiting for its next attempt), queued, delivering, succeeded or failed (final).
             * @enum {string}
             */
            status: "pending" | "queued" | "delivering" | "succeeded" | "failed";
        };
        WebhookDeliveryListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["WebhookDeliveryDto"][];
        };
        WebhookEndpointDto: {
            /** @description Subscribed to every event type, including types added later. */
            all_events: boolean;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @description Set when the service disabled the endpoint (e.g. 410 Gone). */
            disabled_reason: string | null;
            enabled: boolean;
            /** @description Subscribed event types. */
            events: ("fraud.alert" | "fraud.alert.resolved" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[];
            /** Format: uuid */
            id: string;
            /** @description false for a test-mode endpoint (it receives test-mode events only). */
            livemode: boolean;
            /** Format: uri */
            url: string;
        };
        WebhookEndpointListDto: {
            count: number;
            page: number;
            page_size: number;
            results: components["schemas"]["WebhookEndpointDto"][];
        };
        WebhookSecretDto: {
            /** @description During a rotation's grace period, the previous secret still signs (X-Signature-Previous). */
            previous_secret: string | null;
            /** Format: date-time */
            previous_secret_expires_at: string | null;
            secret: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The version of the API that answered, equal to info.version (semantic versioning; see docs/deprecation.md). */
        "API-Version": string;
        /** @description On a replay: the status of the first answer (a replay is always 200). */
        "Idempotent-Original-Status": number;
        /** @description Present, with the value true, when this answer replays the first answer to the same Idempotency-Key and body. */
        "Idempotent-Replayed": "true";
        /** @description Requests allowed per window for this caller (its tier, or its IP address when unauthenticated). */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The authentication scheme the API expects. */
        "WWW-Authenticate": "Bearer";
        /** @description The id of this request: the X-Request-ID the client sent (when printable and at most 128 characters) or one made up. Also in error bodies and logs. */
        "X-Request-ID": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@acme.test",
                 *       "livemode": true,
                 *       "password": "Correct-Horse-9!"
                 *     }
                 */
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "string",
                     *       "expires_in": 900,
                     *       "refresh_token": "string",
                     *       "token_type": "Bearer"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthTokenResponseDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "email",
                     *             "issue": "email is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    authRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refresh_token": "string"
                 *     }
                 */
                "application/json": components["schemas"]["AuthRefreshDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "string",
                     *       "expires_in": 900,
                     *       "refresh_token": "string",
                     *       "token_type": "Bearer"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthTokenResponseDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "refresh_token",
                     *             "issue": "refresh_token is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bvn": "22212345678",
                 *       "evidence_url": "https://dms.acme.test/consents/123.pdf",
                 *       "expires_at": "2026-01-15T09:30:00.000Z",
                 *       "purposes": [
                 *         "loan_application"
                 *       ],
                 *       "subject_name": "Adaeze Okafor"
                 *     }
                 */
                "application/json": components["schemas"]["CreateConsentDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bvn": "22212345678",
                     *       "consent_reference": "CNS-7KQ2M9XW4T8R3PZ6HD5N",
                     *       "evidence_url": null,
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "granted_at": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "purposes": [
                     *         "loan_application"
                     *       ],
                     *       "revoked_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "active",
                     *       "subject_name": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConsentDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "bvn",
                     *             "issue": "bvn is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example CNS-7KQ2M9XW4T8R3PZ6HD5N */
                consent_reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bvn": "22212345678",
                     *       "consent_reference": "CNS-7KQ2M9XW4T8R3PZ6HD5N",
                     *       "evidence_url": null,
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "granted_at": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "purposes": [
                     *         "loan_application"
                     *       ],
                     *       "revoked_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "active",
                     *       "subject_name": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConsentDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "consent_reference is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokeConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example CNS-7KQ2M9XW4T8R3PZ6HD5N */
                consent_reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bvn": "22212345678",
                     *       "consent_reference": "CNS-7KQ2M9XW4T8R3PZ6HD5N",
                     *       "evidence_url": null,
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "granted_at": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "purposes": [
                     *         "loan_application"
                     *       ],
                     *       "revoked_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "active",
                     *       "subject_name": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConsentDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "consent_reference is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditAccessLog: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @description Only accesses to this BVN. */
                bvn?: string;
                /** @description Only accesses to this NIN. */
                nin?: string;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "action": "credit.score",
                     *           "actor": "token:6c1f…",
                     *           "consent_reference": null,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "outcome": "allowed",
                     *           "reason": null,
                     *           "request_id": "string",
                     *           "resource_id": null,
                     *           "subject": "222******78"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AccessLogListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditHistory: {
        parameters: {
            query: {
                bvn: string;
                /**
                 * @description Lookback in calendar months, this month included.
                 * @example 24
                 */
                months?: number;
                /** @description Reference of the customer consent (POST /api/v1/consents). */
                consent_reference: string;
                /** @example crc */
                bureau?: "crc" | "first_central" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "active_facilities": 1,
                     *       "bureau_source": "crc+first_central",
                     *       "bureaus_answered": [
                     *         "crc",
                     *         "first_central"
                     *       ],
                     *       "bureaus_unavailable": [],
                     *       "bvn": "22212345678",
                     *       "facilities": [
                     *         {
                     *           "account_ref": "****4821",
                     *           "amount_overdue": 0,
                     *           "classification": "performing",
                     *           "closed_on": "2026-01-15",
                     *           "credit_limit": 1500000,
                     *           "currency": "NGN",
                     *           "days_past_due": 1,
                     *           "facility_type": "term_loan",
                     *           "instalment_amount": 68500,
                     *           "lender": "Guaranty Trust Bank",
                     *           "lender_type": "commercial_bank",
                     *           "maturity_date": "2026-01-15",
                     *           "months_reported": 1,
                     *           "ngn_rate": null,
                     *           "on_time_payments_pct": 95.8,
                     *           "opened_on": "2026-01-15",
                     *           "outstanding_balance": 420000,
                     *           "payment_history": [
                     *             {
                     *               "days_past_due": 0,
                     *               "month": "2026-10"
                     *             }
                     *           ],
                     *           "status": "open",
                     *           "worst_delinquency_days": 1
                     *         }
                     *       ],
                     *       "hard_inquiries": [
                     *         {
                     *           "date": "2026-01-15",
                     *           "inquiry_type": "soft",
                     *           "institution": "Access Bank",
                     *           "purpose": "loan_application"
                     *         }
                     *       ],
                     *       "months_analyzed": 24,
                     *       "on_time_payments_pct": 97.5,
                     *       "partial": false,
                     *       "request_id": "string",
                     *       "total_facilities": 1,
                     *       "worst_delinquency_days": 1
                     *     }
                     */
                    "application/json": components["schemas"]["CreditHistoryDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "bvn",
                     *             "issue": "bvn is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No credit bureau answered. Error codes: BUREAU_UNAVAILABLE */
            502: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BUREAU_UNAVAILABLE",
                     *         "details": [
                     *           {
                     *             "field": "bureau",
                     *             "issue": "crc unavailable"
                     *           }
                     *         ],
                     *         "message": "No credit bureau answered; retry later.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditInquiry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer).
                 * @example 6b1f3c2e-8d4a-4f7e-b9c1-2a5d7e9f0b13
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bureau": "crc",
                 *       "bvn": "22212345678",
                 *       "consent_reference": "CNS-7KQ2M9XW4T8R3PZ6HD5N",
                 *       "inquiry_type": "soft",
                 *       "purpose": "loan_application"
                 *     }
                 */
                "application/json": components["schemas"]["CreditInquiryRequestDto"];
            };
        };
        responses: {
            /** @description A replay: the first answer to this Idempotency-Key and body again (its status, 201, in Idempotent-Original-Status) */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Idempotent-Original-Status": components["headers"]["Idempotent-Original-Status"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "inquiry_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "inquiry_type": "soft",
                     *       "recorded_on_bureau": true,
                     *       "request_id": "string",
                     *       "score_at_inquiry": 300
                     *     }
                     */
                    "application/json": components["schemas"]["CreditInquiryDto"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "inquiry_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "inquiry_type": "soft",
                     *       "recorded_on_bureau": true,
                     *       "request_id": "string",
                     *       "score_at_inquiry": 300
                     *     }
                     */
                    "application/json": components["schemas"]["CreditInquiryDto"];
                };
            };
            /** @description The request is not valid. Error codes: IDEMPOTENCY_KEY_INVALID, VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "IDEMPOTENCY_KEY_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "Idempotency-Key",
                     *             "issue": "at most 255 printable characters"
                     *           }
                     *         ],
                     *         "message": "The Idempotency-Key header is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "DUPLICATE_IDempotency",
                     *         "details": [],
                     *         "message": "This Idempotency-Key was used with a different body.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No credit bureau answered. Error codes: BUREAU_UNAVAILABLE */
            502: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BUREAU_UNAVAILABLE",
                     *         "details": [
                     *           {
                     *             "field": "bureau",
                     *             "issue": "crc unavailable"
                     *           }
                     *         ],
                     *         "message": "No credit bureau answered; retry later.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createCreditReport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer).
                 * @example 6b1f3c2e-8d4a-4f7e-b9c1-2a5d7e9f0b13
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bureau": "crc",
                 *       "bvn": "22212345678",
                 *       "consent_reference": "string"
                 *     }
                 */
                "application/json": components["schemas"]["CreditReportRequestDto"];
            };
        };
        responses: {
            /** @description A replay: the first answer to this Idempotency-Key and body again (its status, 202, in Idempotent-Original-Status) */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Idempotent-Original-Status": components["headers"]["Idempotent-Original-Status"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "request_id": "string",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditReportAcceptedDto"];
                };
            };
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "request_id": "string",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditReportAcceptedDto"];
                };
            };
            /** @description The request is not valid. Error codes: IDEMPOTENCY_KEY_INVALID, VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "IDEMPOTENCY_KEY_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "Idempotency-Key",
                     *             "issue": "at most 255 printable characters"
                     *           }
                     *         ],
                     *         "message": "The Idempotency-Key header is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "DUPLICATE_IDempotency",
                     *         "details": [],
                     *         "message": "This Idempotency-Key was used with a different body.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCreditReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                report_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bureau": "crc",
                     *       "bvn": "22212345678",
                     *       "completed_at": "2026-01-15T09:30:00.000Z",
                     *       "consent_reference": "string",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "failure_reason": null,
                     *       "livemode": true,
                     *       "report": {
                     *         "active_facilities": 1,
                     *         "bureau_source": "crc+first_central",
                     *         "bureaus_answered": [
                     *           "crc",
                     *           "first_central"
                     *         ],
                     *         "bureaus_unavailable": [],
                     *         "facilities": [
                     *           {
                     *             "account_ref": "****4821",
                     *             "amount_overdue": 0,
                     *             "classification": "performing",
                     *             "closed_on": "2026-01-15",
                     *             "credit_limit": 1500000,
                     *             "currency": "NGN",
                     *             "days_past_due": 1,
                     *             "facility_type": "term_loan",
                     *             "instalment_amount": 68500,
                     *             "lender": "Guaranty Trust Bank",
                     *             "lender_type": "commercial_bank",
                     *             "maturity_date": "2026-01-15",
                     *             "months_reported": 1,
                     *             "ngn_rate": null,
                     *             "on_time_payments_pct": 95.8,
                     *             "opened_on": "2026-01-15",
                     *             "outstanding_balance": 420000,
                     *             "payment_history": [
                     *               {
                     *                 "days_past_due": 0,
                     *                 "month": "2026-10"
                     *               }
                     *             ],
                     *             "status": "open",
                     *             "worst_delinquency_days": 1
                     *           }
                     *         ],
                     *         "factors": [
                     *           {
                     *             "category": "payment_history",
                     *             "code": "late_payments",
                     *             "description": "96.4% of 56 monthly repayments on time in the last 24 months; worst delinquency 30 days.",
                     *             "impact": "positive",
                     *             "max_points": 193,
                     *             "points": 140
                     *           }
                     *         ],
                     *         "generated_at": "2026-01-15T09:30:00.000Z",
                     *         "hard_inquiries": [
                     *           {
                     *             "date": "2026-01-15",
                     *             "inquiry_type": "soft",
                     *             "institution": "Access Bank",
                     *             "purpose": "loan_application"
                     *           }
                     *         ],
                     *         "knockouts": [
                     *           "non_performing_facility"
                     *         ],
                     *         "months_analyzed": 1,
                     *         "no_hit": true,
                     *         "on_time_payments_pct": 1,
                     *         "partial": true,
                     *         "rating": "excellent",
                     *         "score": 300,
                     *         "score_basis": {
                     *           "facilities": 4,
                     *           "hard_inquiries_12m": 2,
                     *           "hard_inquiries_30d": 1,
                     *           "hard_inquiries_7d": 0,
                     *           "lenders_30d": 1,
                     *           "oldest_facility_months": 61,
                     *           "payments_reported": 41,
                     *           "summary": "4 facilities and 41 monthly repayments reported in the last 24 months, oldest facility 61 months old.",
                     *           "worst_classification": "performing"
                     *         },
                     *         "score_ceiling": 1,
                     *         "thin_file": true,
                     *         "total_facilities": 1,
                     *         "worst_delinquency_days": 1
                     *       },
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "request_id": "string",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditReportDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "report_id",
                     *             "issue": "report_id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditScore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bureau": "crc",
                 *       "bvn": "22212345678",
                 *       "consent_reference": "CNS-7KQ2M9XW4T8R3PZ6HD5N"
                 *     }
                 */
                "application/json": components["schemas"]["CreditScoreRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bureau_source": "crc+first_central",
                     *       "bureaus_answered": [
                     *         "crc",
                     *         "first_central"
                     *       ],
                     *       "bureaus_unavailable": [],
                     *       "bvn": "22212345678",
                     *       "factors": [
                     *         {
                     *           "category": "payment_history",
                     *           "code": "late_payments",
                     *           "description": "96.4% of 56 monthly repayments on time in the last 24 months; worst delinquency 30 days.",
                     *           "impact": "positive",
                     *           "max_points": 193,
                     *           "points": 140
                     *         }
                     *       ],
                     *       "knockouts": [],
                     *       "no_hit": false,
                     *       "partial": false,
                     *       "rating": "excellent",
                     *       "request_id": "string",
                     *       "score": 712,
                     *       "score_basis": {
                     *         "facilities": 4,
                     *         "hard_inquiries_12m": 2,
                     *         "hard_inquiries_30d": 1,
                     *         "hard_inquiries_7d": 0,
                     *         "lenders_30d": 1,
                     *         "oldest_facility_months": 61,
                     *         "payments_reported": 41,
                     *         "summary": "4 facilities and 41 monthly repayments reported in the last 24 months, oldest facility 61 months old.",
                     *         "worst_classification": "performing"
                     *       },
                     *       "score_ceiling": null,
                     *       "thin_file": false
                     *     }
                     */
                    "application/json": components["schemas"]["CreditScoreDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "bvn",
                     *             "issue": "bvn is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No credit bureau answered. Error codes: BUREAU_UNAVAILABLE */
            502: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "BUREAU_UNAVAILABLE",
                     *         "details": [
                     *           {
                     *             "field": "bureau",
                     *             "issue": "crc unavailable"
                     *           }
                     *         ],
                     *         "message": "No credit bureau answered; retry later.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    customerOverview: {
        parameters: {
            query?: {
                account_number?: string;
                /** @description For the credit part (with consent_reference) and the financial report cases */
                bvn?: string;
                /**
                 * @description A consent of your organization for this BVN (POST /api/v1/consents); without a valid one the credit part is absent, with the reason
                 * @example CNS-7KQ2M9XW4T8R3PZ6HD5N
                 */
                consent_reference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": null,
                     *       "bvn": null,
                     *       "credit": {
                     *         "available": true,
                     *         "bureaus_answered": [
                     *           "string"
                     *         ],
                     *         "message": "string",
                     *         "rating": "string",
                     *         "reason": "string",
                     *         "recent_inquiries": [
                     *           {
                     *             "bureaus": [
                     *               "string"
                     *             ],
                     *             "created_at": "2026-01-15T09:30:00.000Z",
                     *             "inquiry_id": "string",
                     *             "inquiry_type": "string",
                     *             "purpose": "string",
                     *             "score_at_inquiry": 1
                     *           }
                     *         ],
                     *         "score": 1
                     *       },
                     *       "documents": [
                     *         {
                     *           "analyzed_at": "2026-01-15T09:30:00.000Z",
                     *           "document_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "file_type": "string",
                     *           "tamper_risk": "string",
                     *           "tamper_score": 1,
                     *           "verification": null
                     *         }
                     *       ],
                     *       "financial_reports": [
                     *         {
                     *           "case_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "reference_id": "string",
                     *           "score": 1,
                     *           "status": "string"
                     *         }
                     *       ],
                     *       "fraud": {
                     *         "fraud_score": 1,
                     *         "last_updated": "2026-01-15T09:30:00.000Z",
                     *         "open_alerts": [
                     *           {
                     *             "account_number": "string",
                     *             "age_seconds": 1,
                     *             "alert_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *             "assignee_id": 1,
                     *             "created_at": "2026-01-15T09:30:00.000Z",
                     *             "livemode": true,
                     *             "outcome": "confirmed_fraud",
                     *             "receiver_account": null,
                     *             "recommended_action": "string",
                     *             "resolution_note": null,
                     *             "resolved_at": "2026-01-15T09:30:00.000Z",
                     *             "risk_score": 1,
                     *             "severity": "low",
                     *             "signals": [
                     *               "string"
                     *             ],
                     *             "source": "analysis",
                     *             "status": "open",
                     *             "transaction_id": null
                     *           }
                     *         ],
                     *         "recent_analyses": [
                     *           {
                     *             "amount": 1,
                     *             "channel": "string",
                     *             "counterparty_account": "string",
                     *             "currency": "string",
                     *             "direction": "outgoing",
                     *             "label": null,
                     *             "occurred_at": "2026-01-15T09:30:00.000Z",
                     *             "recommended_action": "string",
                     *             "risk_level": "string",
                     *             "risk_score": 1,
                     *             "transaction_id": "string"
                     *           }
                     *         ],
                     *         "risk_level": "string"
                     *       },
                     *       "network_reports": {
                     *         "report_count": 1,
                     *         "reports": [
                     *           {
                     *             "created_at": "2026-01-15T09:30:00.000Z",
                     *             "fraud_type": "string",
                     *             "own": true,
                     *             "status": "string"
                     *           }
                     *         ]
                     *       },
                     *       "request_id": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerOverviewDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "account_number",
                     *             "issue": "account_number is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    detectFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, JPEG, PNG, WebP or TIFF; 10 MB by default (DETECT_MAX_FILE_BYTES)
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cached": true,
                     *       "detection_data": {
                     *         "analyzed_at": "2026-01-15T09:30:00.000Z",
                     *         "content_fingerprint": null,
                     *         "file_type": "pdf",
                     *         "findings": [
                     *           {
                     *             "code": "PDF_INCREMENTAL_UPDATE",
                     *             "description": "The file was saved 2 times: 1 update(s) were appended after the original document.",
                     *             "severity": "info"
                     *           }
                     *         ],
                     *         "metadata": {
                     *           "page_count": 2,
                     *           "producer": "iText 7",
                     *           "revisions": 1
                     *         },
                     *         "mime_type": "application/pdf",
                     *         "other_organizations_count": 0,
                     *         "other_organizations_same_content_count": 0,
                     *         "size_bytes": 48213,
                     *         "statement": {
                     *           "account_name": null,
                     *           "account_number": "1012345678",
                     *           "bank": "Zenith Bank",
                     *           "bank_code": "057",
                     *           "checks": {
                     *             "account_number": "pass",
                     *             "amount_fonts": "pass",
                     *             "dates_in_period": "pass",
                     *             "opening_to_closing": "pass",
                     *             "running_balance": "pass",
                     *             "salary_on_business_days": "pass"
                     *           },
                     *           "closing_balance": 1,
                     *           "opening_balance": 1,
                     *           "pages_read": 0,
                     *           "period_end": "2026-01-15",
                     *           "period_start": "2026-01-15",
                     *           "total_credits": 1,
                     *           "total_debits": 1,
                     *           "transaction_count": 0
                     *         },
                     *         "tamper_risk": "low",
                     *         "tamper_score": 0,
                     *         "verification": "consistent"
                     *       },
                     *       "image_hash": "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *       "livemode": true,
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["DetectionResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [],
                     *         "message": "The request body is not valid JSON.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAlerts: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                account_number?: string;
                /** @example low */
                severity?: "low" | "medium" | "high" | "critical";
                /** @example open */
                status?: "open" | "in_review" | "resolved";
                /**
                 * @description The assignee's user id, or none for alerts nobody is assigned to
                 * @example 1
                 */
                assignee?: number | "none";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "account_number": "string",
                     *           "age_seconds": 1,
                     *           "alert_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "assignee_id": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "livemode": true,
                     *           "outcome": "confirmed_fraud",
                     *           "receiver_account": null,
                     *           "recommended_action": "string",
                     *           "resolution_note": null,
                     *           "resolved_at": "2026-01-15T09:30:00.000Z",
                     *           "risk_score": 1,
                     *           "severity": "low",
                     *           "signals": [
                     *             "string"
                     *           ],
                     *           "source": "analysis",
                     *           "status": "open",
                     *           "transaction_id": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FraudAlertListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAlertGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": "string",
                     *       "age_seconds": 1,
                     *       "alert_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "assignee_id": 1,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "history": [
                     *         {
                     *           "action": "assigned",
                     *           "actor_user_id": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "from": {
                     *             "assignee_id": null,
                     *             "status": "open"
                     *           },
                     *           "note": null,
                     *           "to": {
                     *             "assignee_id": 12,
                     *             "status": "in_review"
                     *           }
                     *         }
                     *       ],
                     *       "livemode": true,
                     *       "outcome": "confirmed_fraud",
                     *       "receiver_account": null,
                     *       "recommended_action": "string",
                     *       "resolution_note": null,
                     *       "resolved_at": "2026-01-15T09:30:00.000Z",
                     *       "risk_score": 1,
                     *       "severity": "low",
                     *       "signals": [
                     *         "string"
                     *       ],
                     *       "source": "analysis",
                     *       "status": "open",
                     *       "transaction": {
                     *         "amount": 1,
                     *         "channel": "string",
                     *         "currency": "string",
                     *         "device_id": null,
                     *         "ip_address": null,
                     *         "ip_country": null,
                     *         "label": null,
                     *         "occurred_at": "2026-01-15T09:30:00.000Z",
                     *         "receiver_account": "string",
                     *         "recommended_action": "string",
                     *         "risk_level": "string",
                     *         "risk_score": 1,
                     *         "sender_account": "string",
                     *         "signals": [
                     *           {
                     *             "code": "NEW_DEVICE",
                     *             "contribution": 22,
                     *             "description": "string",
                     *             "details": {}
                     *           }
                     *         ],
                     *         "transaction_id": "string"
                     *       },
                     *       "transaction_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["FraudAlertDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAlertAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": 12
                 *     }
                 */
                "application/json": components["schemas"]["AssignAlertDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": "string",
                     *       "age_seconds": 1,
                     *       "alert_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "assignee_id": 1,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "history": [
                     *         {
                     *           "action": "assigned",
                     *           "actor_user_id": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "from": {
                     *             "assignee_id": null,
                     *             "status": "open"
                     *           },
                     *           "note": null,
                     *           "to": {
                     *             "assignee_id": 12,
                     *             "status": "in_review"
                     *           }
                     *         }
                     *       ],
                     *       "livemode": true,
                     *       "outcome": "confirmed_fraud",
                     *       "receiver_account": null,
                     *       "recommended_action": "string",
                     *       "resolution_note": null,
                     *       "resolved_at": "2026-01-15T09:30:00.000Z",
                     *       "risk_score": 1,
                     *       "severity": "low",
                     *       "signals": [
                     *         "string"
                     *       ],
                     *       "source": "analysis",
                     *       "status": "open",
                     *       "transaction": {
                     *         "amount": 1,
                     *         "channel": "string",
                     *         "currency": "string",
                     *         "device_id": null,
                     *         "ip_address": null,
                     *         "ip_country": null,
                     *         "label": null,
                     *         "occurred_at": "2026-01-15T09:30:00.000Z",
                     *         "receiver_account": "string",
                     *         "recommended_action": "string",
                     *         "risk_level": "string",
                     *         "risk_score": 1,
                     *         "sender_account": "string",
                     *         "signals": [
                     *           {
                     *             "code": "NEW_DEVICE",
                     *             "contribution": 22,
                     *             "description": "string",
                     *             "details": {}
                     *           }
                     *         ],
                     *         "transaction_id": "string"
                     *       },
                     *       "transaction_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["FraudAlertDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "user_id",
                     *             "issue": "user_id is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAlertResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Customer confirmed by phone: buying a car.",
                 *       "outcome": "confirmed_fraud"
                 *     }
                 */
                "application/json": components["schemas"]["ResolveAlertDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": "string",
                     *       "age_seconds": 1,
                     *       "alert_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "assignee_id": 1,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "history": [
                     *         {
                     *           "action": "assigned",
                     *           "actor_user_id": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "from": {
                     *             "assignee_id": null,
                     *             "status": "open"
                     *           },
                     *           "note": null,
                     *           "to": {
                     *             "assignee_id": 12,
                     *             "status": "in_review"
                     *           }
                     *         }
                     *       ],
                     *       "livemode": true,
                     *       "outcome": "confirmed_fraud",
                     *       "receiver_account": null,
                     *       "recommended_action": "string",
                     *       "resolution_note": null,
                     *       "resolved_at": "2026-01-15T09:30:00.000Z",
                     *       "risk_score": 1,
                     *       "severity": "low",
                     *       "signals": [
                     *         "string"
                     *       ],
                     *       "source": "analysis",
                     *       "status": "open",
                     *       "transaction": {
                     *         "amount": 1,
                     *         "channel": "string",
                     *         "currency": "string",
                     *         "device_id": null,
                     *         "ip_address": null,
                     *         "ip_country": null,
                     *         "label": null,
                     *         "occurred_at": "2026-01-15T09:30:00.000Z",
                     *         "receiver_account": "string",
                     *         "recommended_action": "string",
                     *         "risk_level": "string",
                     *         "risk_score": 1,
                     *         "sender_account": "string",
                     *         "signals": [
                     *           {
                     *             "code": "NEW_DEVICE",
                     *             "contribution": 22,
                     *             "description": "string",
                     *             "details": {}
                     *           }
                     *         ],
                     *         "transaction_id": "string"
                     *       },
                     *       "transaction_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["FraudAlertDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "outcome",
                     *             "issue": "outcome is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAnalyze: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer).
                 * @example 6b1f3c2e-8d4a-4f7e-b9c1-2a5d7e9f0b13
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25000,
                 *       "channel": "mobile",
                 *       "currency": "NGN",
                 *       "device_id": "a1b2c3d4-device",
                 *       "ip_address": "102.89.34.12",
                 *       "metadata": {
                 *         "receiver_bank_code": "058",
                 *         "timezone": "Africa/Lagos"
                 *       },
                 *       "receiver_account": "9876543210",
                 *       "sender_account": "0123456789",
                 *       "transaction_id": "TXN-20261123-000123"
                 *     }
                 */
                "application/json": components["schemas"]["AnalyzeTransactionDto"];
            };
        };
        responses: {
            /** @description OK. A retry with the same Idempotency-Key and body gets this answer again, with Idempotent-Replayed: true */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Idempotent-Original-Status": components["headers"]["Idempotent-Original-Status"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "is_fraud": true,
                     *       "livemode": true,
                     *       "recommended_action": "approve",
                     *       "request_id": "string",
                     *       "risk_level": "low",
                     *       "risk_score": 12,
                     *       "signals": [
                     *         {
                     *           "code": "NEW_DEVICE",
                     *           "contribution": 22,
                     *           "description": "string",
                     *           "details": {}
                     *         }
                     *       ],
                     *       "transaction_id": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["AnalyzeResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: IDEMPOTENCY_KEY_INVALID, VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "IDEMPOTENCY_KEY_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "Idempotency-Key",
                     *             "issue": "at most 255 printable characters"
                     *           }
                     *         ],
                     *         "message": "The Idempotency-Key header is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "DUPLICATE_IDempotency",
                     *         "details": [],
                     *         "message": "This Idempotency-Key was used with a different body.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudDeviceFingerprint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account_number": "0123456789",
                 *       "device_id": "a1b2c3d4-device",
                 *       "ip_address": "102.89.34.12",
                 *       "is_emulator": true,
                 *       "timezone": "Africa/Lagos",
                 *       "user_agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36"
                 *     }
                 */
                "application/json": components["schemas"]["DeviceFingerprintDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "device_id": "string",
                     *       "flags": [
                     *         "NEW_DEVICE"
                     *       ],
                     *       "known_device": true,
                     *       "request_id": "string",
                     *       "risk_level": "low",
                     *       "risk_score": 0
                     *     }
                     */
                    "application/json": components["schemas"]["DeviceFingerprintResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "device_id",
                     *             "issue": "device_id is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudEnginePerformance: {
        parameters: {
            query?: {
                /**
                 * @description Whole weeks back, the current one included.
                 * @example 8
                 */
                weeks?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-01-15T09:30:00.000Z",
                     *       "shadow": {
                     *         "labelled": 1,
                     *         "live": {
                     *           "confirmed_fraud": 1,
                     *           "held_back": 1,
                     *           "legitimate": 1,
                     *           "precision": 1
                     *         },
                     *         "shadow": {
                     *           "confirmed_fraud": 1,
                     *           "held_back": 1,
                     *           "legitimate": 1,
                     *           "precision": 1
                     *         }
                     *       },
                     *       "to": "2026-01-15T09:30:00.000Z",
                     *       "weeks": [
                     *         {
                     *           "alerts": {
                     *             "critical": 1,
                     *             "high": 1,
                     *             "low": 1,
                     *             "medium": 1
                     *           },
                     *           "confirmed_fraud": 1,
                     *           "declined": 1,
                     *           "held_back": 1,
                     *           "inconclusive": 1,
                     *           "legitimate": 1,
                     *           "precision": 1,
                     *           "week_start": "2026-01-15"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EnginePerformanceDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "weeks",
                     *             "issue": "weeks is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listNetworkReports: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @example received */
                status?: "received" | "under_review" | "verified";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "account_number": "string",
                     *           "amount_lost": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "evidence_urls": [
                     *             "string"
                     *           ],
                     *           "fraud_type": "phishing",
                     *           "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "reviewed_at": "2026-01-15T09:30:00.000Z",
                     *           "status": "received"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NetworkReportListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    moveNetworkReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "under_review"
                 *     }
                 */
                "application/json": components["schemas"]["ReportStatusDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": "string",
                     *       "amount_lost": 1,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "evidence_urls": [
                     *         "string"
                     *       ],
                     *       "fraud_type": "phishing",
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "reviewed_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "received"
                     *     }
                     */
                    "application/json": components["schemas"]["NetworkReportDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "status",
                     *             "issue": "status is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudReport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer).
                 * @example 6b1f3c2e-8d4a-4f7e-b9c1-2a5d7e9f0b13
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account_number": "0123456789",
                 *       "amount_lost": 150000,
                 *       "description": "string",
                 *       "evidence_urls": [
                 *         "https://evidence.bank.example/case/123.pdf"
                 *       ],
                 *       "fraud_type": "phishing",
                 *       "reporter_email": "fraud-desk@bank.example"
                 *     }
                 */
                "application/json": components["schemas"]["FraudReportDto"];
            };
        };
        responses: {
            /** @description A replay: the first answer to this Idempotency-Key and body again (its status, 201, in Idempotent-Original-Status) */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Idempotent-Original-Status": components["headers"]["Idempotent-Original-Status"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "request_id": "string",
                     *       "status": "received"
                     *     }
                     */
                    "application/json": components["schemas"]["FraudReportResultDto"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "request_id": "string",
                     *       "status": "received"
                     *     }
                     */
                    "application/json": components["schemas"]["FraudReportResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: IDEMPOTENCY_KEY_INVALID, VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "IDEMPOTENCY_KEY_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "Idempotency-Key",
                     *             "issue": "at most 255 printable characters"
                     *           }
                     *         ],
                     *         "message": "The Idempotency-Key header is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "DUPLICATE_IDempotency",
                     *         "details": [],
                     *         "message": "This Idempotency-Key was used with a different body.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudReportGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": "string",
                     *       "amount_lost": 1,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "description": null,
                     *       "evidence_urls": [
                     *         "string"
                     *       ],
                     *       "fraud_type": "phishing",
                     *       "report_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "reporter_email": "string",
                     *       "reviewed_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "received"
                     *     }
                     */
                    "application/json": components["schemas"]["FraudReportDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAccountScore: {
        parameters: {
            query: {
                account_number: string;
                /** @description CBN bank code (3 to 6 digits); accepted for the record, scores are per account number. */
                bank_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_number": "0123456789",
                     *       "fraud_score": 0,
                     *       "last_updated": "2026-01-15T09:30:00.000Z",
                     *       "report_count": 1,
                     *       "risk_level": "low"
                     *     }
                     */
                    "application/json": components["schemas"]["AccountScoreDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "account_number",
                     *             "issue": "account_number is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getFraudSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bank_code": "058",
                     *       "report_confirmed_fraud": true,
                     *       "shadow": {
                     *         "thresholds": {
                     *           "critical": 80,
                     *           "high": 60,
                     *           "medium": 30
                     *         },
                     *         "weights": {
                     *           "NEW_DEVICE": 25
                     *         }
                     *       },
                     *       "thresholds": {
                     *         "critical": 80,
                     *         "high": 60,
                     *         "medium": 30
                     *       },
                     *       "updated_at": "2026-01-15T09:30:00.000Z",
                     *       "weights": {}
                     *     }
                     */
                    "application/json": components["schemas"]["FraudSettingsDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateFraudSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bank_code": "058",
                 *       "report_confirmed_fraud": true,
                 *       "shadow": {
                 *         "thresholds": {
                 *           "critical": 80,
                 *           "high": 60,
                 *           "medium": 30
                 *         },
                 *         "weights": {
                 *           "NEW_DEVICE": 25
                 *         }
                 *       },
                 *       "thresholds": {
                 *         "critical": 80,
                 *         "high": 60,
                 *         "medium": 30
                 *       },
                 *       "weights": {
                 *         "NEW_DEVICE": 25
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateFraudSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bank_code": "058",
                     *       "report_confirmed_fraud": true,
                     *       "shadow": {
                     *         "thresholds": {
                     *           "critical": 80,
                     *           "high": 60,
                     *           "medium": 30
                     *         },
                     *         "weights": {
                     *           "NEW_DEVICE": 25
                     *         }
                     *       },
                     *       "thresholds": {
                     *         "critical": 80,
                     *         "high": 60,
                     *         "medium": 30
                     *       },
                     *       "updated_at": "2026-01-15T09:30:00.000Z",
                     *       "weights": {}
                     *     }
                     */
                    "application/json": components["schemas"]["FraudSettingsDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "weights",
                     *             "issue": "weights is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudVelocityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account_number": "0123456789",
                 *       "event_type": "transfer",
                 *       "threshold": 5,
                 *       "window_minutes": 60
                 *     }
                 */
                "application/json": components["schemas"]["VelocityCheckDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_count": 1,
                     *       "exceeded": true,
                     *       "request_id": "string",
                     *       "threshold": 1,
                     *       "window_minutes": 1
                     *     }
                     */
                    "application/json": components["schemas"]["VelocityResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "account_number",
                     *             "issue": "account_number is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudWatchlistCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "full_name": "Adebayo Ogunlesi",
                 *       "identifier": "08031234567",
                 *       "subject_type": "account"
                 *     }
                 */
                "application/json": components["schemas"]["WatchlistCheckDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "match_count": 1,
                     *       "matched": true,
                     *       "matches": [
                     *         {
                     *           "entry_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "full_name": null,
                     *           "identifier": null,
                     *           "list": "organization",
                     *           "match_type": "identifier",
                     *           "reason": null,
                     *           "score": 0,
                     *           "subject_type": "account"
                     *         }
                     *       ],
                     *       "request_id": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["WatchlistResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "subject_type",
                     *             "issue": "subject_type is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWatchlistEntries: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @example organization */
                list?: "organization" | "sanctions" | "pep";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "full_name": null,
                     *           "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "identifier": null,
                     *           "list": "organization",
                     *           "reason": null,
                     *           "subject_type": "account"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WatchlistEntryListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createWatchlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "full_name": "string",
                 *       "identifier": "string",
                 *       "list": "organization",
                 *       "reason": "string",
                 *       "subject_type": "account"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWatchlistEntryDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "full_name": null,
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "identifier": null,
                     *       "list": "organization",
                     *       "reason": null,
                     *       "subject_type": "account"
                     *     }
                     */
                    "application/json": components["schemas"]["WatchlistEntryDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "subject_type",
                     *             "issue": "subject_type is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteWatchlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    importWatchlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "csv": "subject_type,identifier,full_name,reason\naccount,0123456789,,mule\nphone,08031234567,Ada Obi,",
                 *       "list": "organization"
                 *     }
                 */
                "application/json": components["schemas"]["WatchlistImportDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "imported": 1,
                     *       "rejected": [
                     *         {
                     *           "issue": "string",
                     *           "line": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WatchlistImportResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "csv",
                     *             "issue": "csv is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listRequestLogs: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @description An HTTP status (404) or a class (2xx, 4xx, 5xx). */
                status?: string;
                /** @description Part of the path. */
                path?: string;
                /** @example string */
                request_id?: string;
                /** @example string */
                idempotency_key?: string;
                /**
                 * @description Only the requests made with this API key (its id), refused calls included.
                 * @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17
                 */
                token_id?: string;
                /**
                 * @description From this time (inclusive).
                 * @example 2026-01-15T09:30:00.000Z
                 */
                from?: string;
                /**
                 * @description Before this time.
                 * @example 2026-01-15T09:30:00.000Z
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "error_code": "VALIDATION_ERROR",
                     *           "idempotency_key": null,
                     *           "latency_ms": 12,
                     *           "livemode": true,
                     *           "method": "POST",
                     *           "path": "/api/v1/fraud/analyze",
                     *           "path_template": "/api/v1/fraud/alerts/:id",
                     *           "principal": {
                     *             "kind": "user",
                     *             "token_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *             "user_id": 1
                     *           },
                     *           "request_id": "string",
                     *           "status": 200
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RequestLogListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getRequestLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example string */
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "error_code": "VALIDATION_ERROR",
                     *       "idempotency_key": null,
                     *       "latency_ms": 12,
                     *       "livemode": true,
                     *       "method": "POST",
                     *       "path": "/api/v1/fraud/analyze",
                     *       "path_template": "/api/v1/fraud/alerts/:id",
                     *       "principal": {
                     *         "kind": "user",
                     *         "token_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "user_id": 1
                     *       },
                     *       "request_body": null,
                     *       "request_id": "string",
                     *       "response_body": null,
                     *       "status": 200
                     *     }
                     */
                    "application/json": components["schemas"]["RequestLogDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "request_id",
                     *             "issue": "request_id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listReportCases: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @example PENDING_CONNECTION */
                status?: "PENDING_CONNECTION" | "CONNECTED" | "PROCESSING" | "REPORT_READY" | "FAILED" | "EXPIRED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "case_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "reference_id": "string",
                     *           "report_completed_at": "2026-01-15T09:30:00.000Z",
                     *           "score": 1,
                     *           "status": "PENDING_CONNECTION",
                     *           "webhook_delivered_at": "2026-01-15T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReportCaseListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createReportCase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "consent_reference": "CNS-7K2M9Q4X",
                 *       "contact_email": "adaeze@example.com",
                 *       "contact_phone": "+2348031234567",
                 *       "country_codes": [
                 *         "NG"
                 *       ],
                 *       "full_name": "Adaeze Okonkwo",
                 *       "loan_monthly_rate_percent": 4.5,
                 *       "loan_tenor_months": 12,
                 *       "redirect_url": "https://lender.example/loans/return",
                 *       "reference_id": "LOAN-2026-000123"
                 *     }
                 */
                "application/json": components["schemas"]["CreateReportCaseDto"];
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "case_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "link_url": "https://bank.example/webhooks/naija-risk",
                     *       "message": "Case created. Send link_url to the applicant to connect their bank account.",
                     *       "status": "PENDING_CONNECTION"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedReportCaseDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "full_name",
                     *             "issue": "full_name is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getReportCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                case_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "applicant_consent": {
                     *         "given_at": "2026-01-15T09:30:00.000Z",
                     *         "version": "2026-11-01"
                     *       },
                     *       "case_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "connection_completed_at": "2026-01-15T09:30:00.000Z",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "redirect_url": "https://bank.example/webhooks/naija-risk",
                     *       "reference_id": "string",
                     *       "report": {
                     *         "affordability_ceiling_local": 138600,
                     *         "currency": "NGN",
                     *         "details": {
                     *           "currency": "NGN",
                     *           "fx": {
                     *             "rate_date": null,
                     *             "source": "REPORT_USD_NGN_RATE (configured)",
                     *             "usd_ngn_rate": 1550
                     *           }
                     *         },
                     *         "dti_ratio": 0.098,
                     *         "generated_at": "2026-01-15T09:30:00.000Z",
                     *         "income_monthly_local": 459000,
                     *         "income_monthly_usd": 296.13,
                     *         "report_pdf_url": "https://api.naijarisk.example/api/v1/report/3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17/pdf?expires=1768469400&sig=4b1d9e0c7a2f",
                     *         "score": 72
                     *       },
                     *       "report_completed_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "PENDING_CONNECTION",
                     *       "subject_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "webhook_delivered_at": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ReportCaseDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "case_id",
                     *             "issue": "case_id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getReportPdf: {
        parameters: {
            query: {
                /** @example 4b1d9e0c7a2f6e8d */
                sig: string;
                /** @example 1768469400 */
                expires: string;
            };
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                case_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "case_id",
                     *             "issue": "case_id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listReportCaseTransitions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                case_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "case_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "transitions": [
                     *         {
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "from_status": "PENDING_CONNECTION",
                     *           "reason": "applicant connected Zenith Bank",
                     *           "to_status": "PENDING_CONNECTION"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReportCaseTransitionsDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "case_id",
                     *             "issue": "case_id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    usageSummary: {
        parameters: {
            query?: {
                /** @example 24h */
                window?: "24h" | "7d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "analyses_by_action": {
                     *         "ALLOW": 90,
                     *         "BLOCK": 2,
                     *         "REVIEW": 8
                     *       },
                     *       "from": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "open_alerts": 1,
                     *       "report_cases_by_state": {},
                     *       "requests": {
                     *         "by_endpoint": [
                     *           {
                     *             "count": 1,
                     *             "method": "POST",
                     *             "path": "/api/v1/fraud/analyze",
                     *             "status": 200
                     *           }
                     *         ],
                     *         "p50_ms": 1,
                     *         "p99_ms": 1,
                     *         "total": 1
                     *       },
                     *       "to": "2026-01-15T09:30:00.000Z",
                     *       "webhooks": {
                     *         "by_status": {
                     *           "failed": 1,
                     *           "succeeded": 10
                     *         },
                     *         "success_rate": 1
                     *       },
                     *       "window": "24h"
                     *     }
                     */
                    "application/json": components["schemas"]["UsageSummaryDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "window",
                     *             "issue": "window is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bvn": "22212345678",
                 *       "consent_reference": "string",
                 *       "date_of_birth": "1988-04-17",
                 *       "first_name": "Adaeze",
                 *       "last_name": "Okafor",
                 *       "middle_name": "Ngozi",
                 *       "nin": "12345678901",
                 *       "phone_number": "08031234567"
                 *     }
                 */
                "application/json": components["schemas"]["CreateVerificationDto"];
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "request_id": "string",
                     *       "status": "pending",
                     *       "verification_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["VerificationAcceptedDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "first_name",
                     *             "issue": "first_name is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "all_matched": true,
                     *       "completed_at": "2026-01-15T09:30:00.000Z",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "failure_reason": null,
                     *       "fields": [
                     *         {
                     *           "field": "first_name",
                     *           "match": true
                     *         }
                     *       ],
                     *       "id_found": true,
                     *       "id_number": "222******78",
                     *       "id_type": "bvn",
                     *       "livemode": true,
                     *       "request_id": "string",
                     *       "status": "pending",
                     *       "verification_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["VerificationDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                event_id?: string;
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                endpoint_id?: string;
                /** @example pending */
                status?: "pending" | "queued" | "delivering" | "succeeded" | "failed";
                /**
                 * @description The deliveries of one financial report case's events (report.ready, report.failed).
                 * @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17
                 */
                case_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "attempt_count": 1,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "delivered_at": "2026-01-15T09:30:00.000Z",
                     *           "endpoint_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "event_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "event_type": "fraud.alert",
                     *           "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "last_error": null,
                     *           "last_latency_ms": 1,
                     *           "last_status_code": 1,
                     *           "livemode": true,
                     *           "max_attempts": 1,
                     *           "next_attempt_at": "2026-01-15T09:30:00.000Z",
                     *           "status": "pending"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "attempt_count": 1,
                     *       "attempts": [
                     *         {
                     *           "attempt_no": 1,
                     *           "error": null,
                     *           "latency_ms": 1,
                     *           "response_content_type": "application/json",
                     *           "response_excerpt": null,
                     *           "response_truncated": true,
                     *           "started_at": "2026-01-15T09:30:00.000Z",
                     *           "status_code": 1,
                     *           "success": true
                     *         }
                     *       ],
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "delivered_at": "2026-01-15T09:30:00.000Z",
                     *       "endpoint_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "event_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "event_type": "fraud.alert",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "last_error": null,
                     *       "last_latency_ms": 1,
                     *       "last_status_code": 1,
                     *       "livemode": true,
                     *       "max_attempts": 1,
                     *       "next_attempt_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "attempt_count": 1,
                     *       "attempts": [
                     *         {
                     *           "attempt_no": 1,
                     *           "error": null,
                     *           "latency_ms": 1,
                     *           "response_content_type": "application/json",
                     *           "response_excerpt": null,
                     *           "response_truncated": true,
                     *           "started_at": "2026-01-15T09:30:00.000Z",
                     *           "status_code": 1,
                     *           "success": true
                     *         }
                     *       ],
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "delivered_at": "2026-01-15T09:30:00.000Z",
                     *       "endpoint_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "event_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "event_type": "fraud.alert",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "last_error": null,
                     *       "last_latency_ms": 1,
                     *       "last_status_code": 1,
                     *       "livemode": true,
                     *       "max_attempts": 1,
                     *       "next_attempt_at": "2026-01-15T09:30:00.000Z",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryDetailDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "all_events": true,
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "description": "string",
                     *           "disabled_reason": null,
                     *           "enabled": true,
                     *           "events": [
                     *             "fraud.alert"
                     *           ],
                     *           "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "livemode": true,
                     *           "url": "https://bank.example/webhooks/naija-risk"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "string",
                 *       "events": [
                 *         "fraud.alert"
                 *       ],
                 *       "url": "https://hooks.acme.test/risk"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "all_events": true,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "description": "string",
                     *       "disabled_reason": null,
                     *       "enabled": true,
                     *       "events": [
                     *         "fraud.alert"
                     *       ],
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "livemode": true,
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                     *       "url": "https://bank.example/webhooks/naija-risk"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookEndpointDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "url",
                     *             "issue": "url is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "all_events": true,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "description": "string",
                     *       "disabled_reason": null,
                     *       "enabled": true,
                     *       "events": [
                     *         "fraud.alert"
                     *       ],
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "livemode": true,
                     *       "url": "https://bank.example/webhooks/naija-risk"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "string",
                 *       "enabled": true,
                 *       "events": [
                 *         "fraud.alert"
                 *       ],
                 *       "url": "https://bank.example/webhooks/naija-risk"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "all_events": true,
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "description": "string",
                     *       "disabled_reason": null,
                     *       "enabled": true,
                     *       "events": [
                     *         "fraud.alert"
                     *       ],
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "livemode": true,
                     *       "url": "https://bank.example/webhooks/naija-risk"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grace_seconds": 0
                 *     }
                 */
                "application/json": components["schemas"]["RotateSecretDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "previous_secret": null,
                     *       "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "secret": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "previous_secret": null,
                     *       "previous_secret_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "secret": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17"
                 *     }
                 */
                "application/json": components["schemas"]["SendTestDto"];
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": 1,
                     *       "event": "fraud.alert",
                     *       "event_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["SentEventDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [],
                     *         "message": "The request body is not valid JSON.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    hostedPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example q7Xv2Lm9Pz4Kc8Rt1Wn6Ys3Hd5Jb0Fg */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/html */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "token",
                     *             "issue": "token is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    hostedComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example q7Xv2Lm9Pz4Kc8Rt1Wn6Ys3Hd5Jb0Fg */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "public_token": "string"
                 *     }
                 */
                "application/json": components["schemas"]["CompleteConnectionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "institution_name": null,
                     *       "status": "CONNECTED"
                     *     }
                     */
                    "application/json": components["schemas"]["CompletedConnectionDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "public_token",
                     *             "issue": "public_token is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    hostedLinkToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example q7Xv2Lm9Pz4Kc8Rt1Wn6Ys3Hd5Jb0Fg */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "consent_version": "2026-11-01"
                 *     }
                 */
                "application/json": components["schemas"]["LinkTokenRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "expiration": "2026-01-15T09:30:00.000Z",
                     *       "link_token": "string",
                     *       "provider": "sandbox"
                     *     }
                     */
                    "application/json": components["schemas"]["LinkTokenDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "token",
                     *             "issue": "token is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONSENT_INVALID",
                     *         "details": [
                     *           {
                     *             "field": "consent_reference",
                     *             "issue": "the consent was revoked"
                     *           }
                     *         ],
                     *         "message": "The consent does not cover this request.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    hostedSandboxConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example q7Xv2Lm9Pz4Kc8Rt1Wn6Ys3Hd5Jb0Fg */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "institution_id": "gtbank",
                 *       "profile": "salaried"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxConnectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "public_token": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxPublicTokenDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "profile",
                     *             "issue": "profile is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    hostedSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example q7Xv2Lm9Pz4Kc8Rt1Wn6Ys3Hd5Jb0Fg */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "applicant_name": "Adaeze O.",
                     *       "consent": {
                     *         "given_at": "2026-01-15T09:30:00.000Z",
                     *         "text": "string",
                     *         "version": "2026-11-01"
                     *       },
                     *       "country_codes": [
                     *         "string"
                     *       ],
                     *       "institution_name": null,
                     *       "institutions": [
                     *         {
                     *           "id": "string",
                     *           "name": "string"
                     *         }
                     *       ],
                     *       "link_expires_at": "2026-01-15T09:30:00.000Z",
                     *       "link_token": null,
                     *       "organization": {
                     *         "display_name": "Acme MFB",
                     *         "logo_url": "https://bank.example/webhooks/naija-risk",
                     *         "privacy_notice_url": "https://bank.example/webhooks/naija-risk",
                     *         "terms_url": "https://bank.example/webhooks/naija-risk"
                     *       },
                     *       "organization_name": "string",
                     *       "provider": "sandbox",
                     *       "return_urls": {
                     *         "exit_url": "https://bank.example/webhooks/naija-risk",
                     *         "success_url": "https://bank.example/webhooks/naija-risk"
                     *       },
                     *       "status": "PENDING_CONNECTION",
                     *       "step": "connect"
                     *     }
                     */
                    "application/json": components["schemas"]["HostedSessionDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "token",
                     *             "issue": "token is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    healthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "details": {
                     *         "database": {
                     *           "responseTime": 12,
                     *           "status": "up"
                     *         }
                     *       },
                     *       "error": {},
                     *       "info": {
                     *         "database": {
                     *           "responseTime": 12,
                     *           "status": "up"
                     *         }
                     *       },
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "database": {
                         *         "responseTime": 12,
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                /** @description Time the health indicator took to respond, in ms */
                                responseTime?: number;
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                /** @description Time the health indicator took to respond, in ms */
                                responseTime?: number;
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "responseTime": 12,
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                /** @description Time the health indicator took to respond, in ms */
                                responseTime?: number;
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example ok
                         * @enum {string}
                         */
                        status?: "ok" | "degraded";
                    };
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /**
                 * @description Which mode's keys: the caller's mode by default (a dashboard session's switch); a test-mode caller sees test keys only.
                 * @example live
                 */
                mode?: "live" | "test";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "expires_at": "2026-01-15T09:30:00.000Z",
                     *           "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "last_used_at": "2026-01-15T09:30:00.000Z",
                     *           "livemode": true,
                     *           "name": "string",
                     *           "prefix": "sk_live_Ab12",
                     *           "revoked_at": "2026-01-15T09:30:00.000Z",
                     *           "role": "A"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ApiTokenListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expires_in_days": 1,
                 *       "livemode": true,
                 *       "mode": "live",
                 *       "name": "core-banking-prod",
                 *       "role": "A"
                 *     }
                 */
                "application/json": components["schemas"]["CreateApiTokenDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "last_used_at": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "name": "string",
                     *       "prefix": "sk_live_Ab12",
                     *       "revoked_at": "2026-01-15T09:30:00.000Z",
                     *       "role": "A",
                     *       "token": "sk_live_3q2+7w…"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiTokenDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "name",
                     *             "issue": "name is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "last_used_at": "2026-01-15T09:30:00.000Z",
                     *       "livemode": true,
                     *       "name": "string",
                     *       "prefix": "sk_live_Ab12",
                     *       "revoked_at": "2026-01-15T09:30:00.000Z",
                     *       "role": "A"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiTokenDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsDevMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "link": "http://localhost:3000/dashboard/reset-password?token=…",
                     *           "sent_at": "2026-01-15T09:30:00.000Z",
                     *           "subject": "Reset your password",
                     *           "to": "adaeze@acme.test"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DevMailListDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "created_at": "2026-01-15T09:30:00.000Z",
                     *           "email": "ada@bank.example",
                     *           "expires_at": "2026-01-15T09:30:00.000Z",
                     *           "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *           "invited_by": 1,
                     *           "role": "A"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InvitationListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "string",
                 *       "last_name": "string",
                 *       "password": "stringxxxx",
                 *       "token": "stringxxxx",
                 *       "username": "string"
                 *     }
                 */
                "application/json": components["schemas"]["AcceptInvitationDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date_joined": "2026-01-15T09:30:00.000Z",
                     *       "email": "adaeze@acme.test",
                     *       "first_name": "Adaeze",
                     *       "gender": "MALE",
                     *       "id": 1,
                     *       "is_active": true,
                     *       "is_verified_for_login": "true",
                     *       "last_name": "Okafor",
                     *       "organization_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "phone": "+2348031234567",
                     *       "role": "A",
                     *       "status": "active",
                     *       "tier": 1,
                     *       "username": "adaeze"
                     *     }
                     */
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "token",
                     *             "issue": "token is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@acme.test",
                 *       "livemode": true,
                 *       "password": "Correct-Horse-9!"
                 *     }
                 */
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "string",
                     *       "refresh": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "email",
                     *             "issue": "email is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date_joined": "2026-01-15T09:30:00.000Z",
                     *       "email": "adaeze@acme.test",
                     *       "first_name": "Adaeze",
                     *       "gender": "MALE",
                     *       "id": 1,
                     *       "is_active": true,
                     *       "is_verified_for_login": "true",
                     *       "last_name": "Okafor",
                     *       "organization_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "phone": "+2348031234567",
                     *       "role": "A",
                     *       "status": "active",
                     *       "tier": 1,
                     *       "username": "adaeze"
                     *     }
                     */
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 1,
                     *       "page_size": 1,
                     *       "results": [
                     *         {
                     *           "date_joined": "2026-01-15T09:30:00.000Z",
                     *           "email": "ada@bank.example",
                     *           "first_name": "string",
                     *           "id": 1,
                     *           "is_verified_for_login": "true",
                     *           "last_login_at": "2026-01-15T09:30:00.000Z",
                     *           "last_name": "string",
                     *           "role": "A",
                     *           "status": "active",
                     *           "username": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MemberListDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "page",
                     *             "issue": "page is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "chidi@acme.test",
                 *       "role": "B"
                 *     }
                 */
                "application/json": components["schemas"]["InviteMemberDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "email": "ada@bank.example",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "invited_by": 1,
                     *       "role": "A"
                     *     }
                     */
                    "application/json": components["schemas"]["InvitationDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "email",
                     *             "issue": "email is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "A",
                 *       "suspended": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdateMemberDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date_joined": "2026-01-15T09:30:00.000Z",
                     *       "email": "ada@bank.example",
                     *       "first_name": "string",
                     *       "id": 1,
                     *       "is_verified_for_login": "true",
                     *       "last_login_at": "2026-01-15T09:30:00.000Z",
                     *       "last_name": "string",
                     *       "role": "A",
                     *       "status": "active",
                     *       "username": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["MemberDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "id",
                     *             "issue": "id is not valid"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found. Error codes: NOT_FOUND */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "NOT_FOUND",
                     *         "details": [],
                     *         "message": "Resource not found.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state or with a request in flight. Error codes: CONFLICT */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "CONFLICT",
                     *         "details": [],
                     *         "message": "The resource is not in a state that allows this.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "branding": {
                     *         "display_name": "Acme MFB",
                     *         "logo_url": "https://acme.example/logo.png",
                     *         "privacy_notice_url": "https://bank.example/webhooks/naija-risk",
                     *         "terms_url": "https://bank.example/webhooks/naija-risk"
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "name": "Acme Microfinance Bank",
                     *       "tier": 1
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationSettingsDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "branding": {
                 *         "display_name": null,
                 *         "logo_url": "https://bank.example/webhooks/naija-risk",
                 *         "privacy_notice_url": "https://bank.example/webhooks/naija-risk",
                 *         "terms_url": "https://bank.example/webhooks/naija-risk"
                 *       },
                 *       "name": "string"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOrganizationSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "branding": {
                     *         "display_name": "Acme MFB",
                     *         "logo_url": "https://acme.example/logo.png",
                     *         "privacy_notice_url": "https://bank.example/webhooks/naija-risk",
                     *         "terms_url": "https://bank.example/webhooks/naija-risk"
                     *       },
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *       "name": "Acme Microfinance Bank",
                     *       "tier": 1
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationSettingsDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [],
                     *         "message": "The request body is not valid JSON.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "adaeze@acme.test"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If this address has an account, a password reset link has been sent to it."
                     *     }
                     */
                    "application/json": components["schemas"]["PasswordResetAcceptedDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "email",
                     *             "issue": "email is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Correct-Horse-9!",
                 *       "token": "stringxxxx"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetConfirmDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reset": true
                     *     }
                     */
                    "application/json": components["schemas"]["PasswordResetDoneDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "token",
                     *             "issue": "token is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refresh": "string"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "string",
                     *       "refresh": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["RefreshResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "refresh",
                     *             "issue": "refresh is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsSessionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@acme.test",
                 *       "livemode": true,
                 *       "password": "Correct-Horse-9!"
                 *     }
                 */
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "string",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_in": 900,
                     *       "livemode": true,
                     *       "organization": {
                     *         "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "name": "Acme Microfinance Bank",
                     *         "tier": 1
                     *       },
                     *       "token_type": "Bearer",
                     *       "user": {
                     *         "date_joined": "2026-01-15T09:30:00.000Z",
                     *         "email": "adaeze@acme.test",
                     *         "first_name": "Adaeze",
                     *         "gender": "MALE",
                     *         "id": 1,
                     *         "is_active": true,
                     *         "is_verified_for_login": "true",
                     *         "last_name": "Okafor",
                     *         "organization_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "phone": "+2348031234567",
                     *         "role": "A",
                     *         "status": "active",
                     *         "tier": 1,
                     *         "username": "adaeze"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "email",
                     *             "issue": "email is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsSessionDelete: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The value of the nr_csrf cookie (signed double-submit CSRF defence).
                 * @example string
                 */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was no session). */
            204: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [],
                     *         "message": "The request body is not valid JSON.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsSessionMode: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The value of the nr_csrf cookie (signed double-submit CSRF defence).
                 * @example string
                 */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "livemode": true
                 *     }
                 */
                "application/json": components["schemas"]["SessionModeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "string",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_in": 900,
                     *       "livemode": true,
                     *       "organization": {
                     *         "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "name": "Acme Microfinance Bank",
                     *         "tier": 1
                     *       },
                     *       "token_type": "Bearer",
                     *       "user": {
                     *         "date_joined": "2026-01-15T09:30:00.000Z",
                     *         "email": "adaeze@acme.test",
                     *         "first_name": "Adaeze",
                     *         "gender": "MALE",
                     *         "id": 1,
                     *         "is_active": true,
                     *         "is_verified_for_login": "true",
                     *         "last_name": "Okafor",
                     *         "organization_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "phone": "+2348031234567",
                     *         "role": "A",
                     *         "status": "active",
                     *         "tier": 1,
                     *         "username": "adaeze"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "livemode",
                     *             "issue": "livemode is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsSessionRefresh: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The value of the nr_csrf cookie (signed double-submit CSRF defence).
                 * @example string
                 */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "string",
                     *       "expires_at": "2026-01-15T09:30:00.000Z",
                     *       "expires_in": 900,
                     *       "livemode": true,
                     *       "organization": {
                     *         "id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "name": "Acme Microfinance Bank",
                     *         "tier": 1
                     *       },
                     *       "token_type": "Bearer",
                     *       "user": {
                     *         "date_joined": "2026-01-15T09:30:00.000Z",
                     *         "email": "adaeze@acme.test",
                     *         "first_name": "Adaeze",
                     *         "gender": "MALE",
                     *         "id": 1,
                     *         "is_active": true,
                     *         "is_verified_for_login": "true",
                     *         "last_name": "Okafor",
                     *         "organization_id": "3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17",
                     *         "phone": "+2348031234567",
                     *         "role": "A",
                     *         "status": "active",
                     *         "tier": 1,
                     *         "username": "adaeze"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [],
                     *         "message": "The request body is not valid JSON.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid credentials. Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNAUTHENTICATED",
                     *         "details": [],
                     *         "message": "Authentication is required: send Authorization: Bearer <token>.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed. Error codes: FORBIDDEN */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "FORBIDDEN",
                     *         "details": [],
                     *         "message": "Your role does not allow this operation.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "adaeze@acme.test",
                 *       "first_name": "string",
                 *       "gender": "MALE",
                 *       "last_name": "string",
                 *       "organization_name": "Acme Microfinance Bank",
                 *       "password": "Correct-Horse-9!",
                 *       "phone": "+2348031234567",
                 *       "username": "string"
                 *     }
                 */
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Check your email: the next step has been sent to this address."
                     *     }
                     */
                    "application/json": components["schemas"]["SignupResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "organization_name",
                     *             "issue": "organization_name is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    accountsVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "stringxxxx"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyEmailDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "adaeze@acme.test",
                     *       "verified": true
                     *     }
                     */
                    "application/json": components["schemas"]["VerifyEmailResultDto"];
                };
            };
            /** @description The request is not valid. Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_ERROR",
                     *         "details": [
                     *           {
                     *             "field": "token",
                     *             "issue": "token is required"
                     *           }
                     *         ],
                     *         "message": "The request is not valid.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is too large. Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "PAYLOAD_TOO_LARGE",
                     *         "details": [],
                     *         "message": "The request body is too large.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not of a supported media type. Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "UNSUPPORTED_MEDIA_TYPE",
                     *         "details": [],
                     *         "message": "Send the body as application/json.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests. Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "RATE_LIMITED",
                     *         "details": [],
                     *         "message": "Rate limit of 600 requests per 60 s exceeded.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unexpected error (logged). Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INTERNAL_ERROR",
                     *         "details": [],
                     *         "message": "An unexpected error occurred; it has been logged.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency is unavailable for now; retry. Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "SERVICE_UNAVAILABLE",
                     *         "details": [],
                     *         "message": "A dependency of the service is unavailable; retry shortly.",
                     *         "request_id": "req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
