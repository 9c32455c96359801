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
        /** Sign in; returns access and refresh tokens */
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
        /** New access token from a refresh token (the refresh token rotates) */
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
        /** Record a customer's consent to pull their credit data */
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
        /** One consent */
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
        /** Revoke a consent; credit calls under it are refused from now on */
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
        /** Every access to a BVN's (or NIN's) data by this organization, newest first */
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
        /** Repayment history over the last `months` months with the facilities */
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
        /** Soft or hard bureau inquiry; hard ones are recorded on the bureau file */
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
        /** Queue a full credit report; credit.report.ready follows */
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
        /** A credit report: its status, and the report once completed */
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
        /** Credit score (300-850) with rating and explaining factors */
        post: operations["creditScore"];
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
        /** Your organization's fraud alerts, newest first (page_size default 20, max 100) */
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
        /** One fraud alert of your organization */
        get: operations["fraudAlertGet"];
        put?: never;
        post?: never;
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
        /** Score a transaction in real time, with the signals behind the score */
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
        /** Assess a device: known device, emulator or automation, shared device, IP vs time zone */
        post: operations["fraudDeviceFingerprint"];
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
        /** Reports awaiting or past review (network reviewers; no reporter details) */
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
        /** Move a report one step: received -> under_review -> verified (network reviewers) */
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
        /** Report confirmed fraud to the shared network */
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
        /** One of your organization’s fraud reports, with its review status */
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
        /** An account's fraud score as your organization sees it, with network report count */
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
        /** Your organization's engine weights, level thresholds and shadow rule set */
        get: operations["getFraudSettings"];
        /** Set weights and thresholds (live within 5 s on every replica) and an optional shadow rule set */
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
        /** Record an event and count the window including it */
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
        /** Screen an identifier (and optionally a full name) against your and the shared watchlists */
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
        /** Entries of your list and the shared lists, newest first */
        get: operations["listWatchlistEntries"];
        put?: never;
        /** Add a watchlist entry (shared lists: operator administrators only) */
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
        /** Remove a watchlist entry */
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
        /** Bulk import from CSV (header: subject_type,identifier,full_name,reason); bad lines are reported, good ones kept */
        post: operations["importWatchlist"];
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
        get?: never;
        put?: never;
        /** Open a financial report case and get the applicant bank-connection link */
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
        /** A financial report case: status, timestamps and (when ready) the scored report */
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
        /** The report PDF (expiring signed link from report_pdf_url) */
        get: operations["getReportPdf"];
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
        /** Verify a BVN or NIN against names and date of birth; the outcome follows by webhook or polling */
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
        /** One verification and its outcome per field */
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
        /** Delivery log: per event and endpoint, attempts, status codes, latency, next attempt */
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
        /** One delivery with every attempt */
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
        /** Deliver a finished delivery once more */
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
        /** List webhook endpoints (newest first) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Register a webhook endpoint; the signing secret is in the response */
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
        /** One webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint (its pending deliveries end) */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change URL, events, description or enabled */
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
        /** Rotate the signing secret; the old one keeps signing for a grace period */
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
        /** The endpoint's signing secret (and the previous one during a rotation) */
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
        /** Send a webhook.test event (the dashboard's "Send test") */
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
        /** The hosted bank-connection page (HTML) behind link_url */
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
        /** The provider's widget token (the same one again while valid) */
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
        /** Sandbox provider only: log in to a test bank with a profile, get a public token for this link (usable once) */
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
        /** Where the applicant is: the page resumes from this on every load */
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
        /** Liveness */
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
        /** Readiness: PostgreSQL and Redis reachable */
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
        /** List the organization's API tokens (newest first) */
        get: operations["listApiTokens"];
        put?: never;
        /** Create an API token; the token is shown only in this response */
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
        /** Revoke an API token; every replica refuses it from the next request */
        delete: operations["revokeApiToken"];
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
        /** Sign in with email and password */
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
        /** The authenticated user */
        get: operations["accountsMe"];
        put?: never;
        post?: never;
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
        /** Exchange a refresh token for a new pair (the refresh token rotates) */
        post: operations["accountsRefresh"];
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
        /** Register an organization and its administrator; the next step arrives by email (the same answer whether or not the address has an account) */
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
        /** Verify an email address with the token from the email */
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
        AccessLogEntryDto: {
            /** @example credit.score */
            action: string;
            /**
             * @description Who: user:<id> or token:<uuid>.
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
        AnalyzeResultDto: {
            is_fraud: boolean;
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
            events?: ("fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[];
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
            events: ("fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[];
            /** Format: uuid */
            id: string;
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
            /** @description How many other organizations have submitted the same bytes (who is never shown). */
            other_organizations_count: number;
            /** @description Other organizations that submitted a file with the same statement content, whatever its bytes (who is never shown). */
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
            /** @example true */
            success: boolean;
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
        FraudAlertDto: {
            account_number: string;
            /** Format: uuid */
            alert_id: string;
            /** Format: date-time */
            created_at: string;
            receiver_account: string | null;
            recommended_action: string;
            risk_score: number;
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            signals: string[];
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
            shadow: components["schemas"]["RuleSetDto"] | null;
            thresholds: components["schemas"]["ThresholdsDto"];
            /** Format: date-time */
            updated_at: string | null;
            weights: {
                [key: string]: number;
            };
        };
        HostedSessionDto: {
            /** @example Adaeze O. */
            applicant_name: string;
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
            /** @description The institution the applicant connects for. */
            organization_name: string;
            /** @example sandbox */
            provider: string;
            /** @example PENDING_CONNECTION */
            status: string;
            /** @enum {string} */
            step: "connect" | "processing" | "ready" | "failed" | "expired";
        };
        LinkTokenDto: {
            /** Format: date-time */
            expiration: string;
            link_token: string;
            /** @example sandbox */
            provider: string;
        };
        LoginDto: {
            /** @example admin@acme.test */
            email: string;
            /** @example Correct-Horse-9! */
            password: string;
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
        RefreshDto: {
            /** @description The refresh token from login or from the previous refresh. */
            refresh: string;
        };
        RefreshResultDto: {
            readonly access: string;
            refresh: string;
        };
        ReportCaseDto: {
            /** Format: uuid */
            case_id: string;
            /** Format: date-time */
            connection_completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            reference_id: string;
            /**
             * @description Null until REPORT_READY. Then: score (0-100, higher is more creditworthy), income_monthly_usd,
             *     income_monthly_local (NGN), affordability_ceiling_local (NGN), dti_ratio, report_pdf_url
             *     (an expiring signed link), currency, generated_at, and details (classified income, debts,
             *     spending, balances, the USD rate used and the score factors).
             * @example {
             *       "affordability_ceiling_local": 138600,
             *       "dti_ratio": 0.098,
             *       "income_monthly_local": 459000,
             *       "income_monthly_usd": 296.13,
             *       "report_pdf_url": "https://api.example.com/api/v1/report/…/pdf?expires=…&sig=…",
             *       "score": 72
             *     }
             */
            report: {
                [key: string]: unknown;
            } | null;
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
        ReportStatusDto: {
            /**
             * @description received -> under_review -> verified
             * @enum {string}
             */
            status: "under_review" | "verified";
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
            event: "fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test";
            /** Format: uuid */
            event_id: string;
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
        UpdateFraudSettingsDto: {
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
        UpdateWebhookEndpointDto: {
            description?: string;
            enabled?: boolean;
            /** @description Event types to receive; null = all. */
            events?: ("fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[] | null;
            /** Format: uri */
            url?: string;
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
            event_type: "fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test";
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_latency_ms: number | null;
            last_status_code: number | null;
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
            event_type: "fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test";
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_latency_ms: number | null;
            last_status_code: number | null;
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
            events: ("fraud.alert" | "fraud.score.updated" | "credit.report.ready" | "verification.completed" | "report.ready" | "report.failed" | "webhook.test")[];
            /** Format: uuid */
            id: string;
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
    headers: never;
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
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokenResponseDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["AuthRefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokenResponseDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["CreateConsentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                consent_reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                consent_reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditAccessLog: {
        parameters: {
            query?: {
                page?: number;
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessLogListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditHistory: {
        parameters: {
            query: {
                bvn: string;
                /** @description Lookback in calendar months, this month included. */
                months?: number;
                /** @description Reference of the customer consent (POST /api/v1/consents). */
                consent_reference: string;
                bureau?: "crc" | "first_central" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditHistoryDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: BUREAU_UNAVAILABLE */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    creditInquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditInquiryRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditInquiryDto"];
                };
            };
            /**
             * @description Error codes: VALIDATION_ERROR, INVALID_JSON
             *
             *     Error codes: IDEMPOTENCY_KEY_INVALID
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: BUREAU_UNAVAILABLE */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createCreditReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditReportRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditReportAcceptedDto"];
                };
            };
            /**
             * @description Error codes: VALIDATION_ERROR, INVALID_JSON
             *
             *     Error codes: IDEMPOTENCY_KEY_INVALID
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                report_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditReportDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["CreditScoreRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditScoreDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: BUREAU_UNAVAILABLE */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetectionResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAlerts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                account_number?: string;
                severity?: "low" | "medium" | "high" | "critical";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FraudAlertListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FraudAlertDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudAnalyze: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyzeTransactionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyzeResultDto"];
                };
            };
            /**
             * @description Error codes: VALIDATION_ERROR, INVALID_JSON
             *
             *     Error codes: IDEMPOTENCY_KEY_INVALID
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["DeviceFingerprintDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceFingerprintResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listNetworkReports: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: "received" | "under_review" | "verified";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkReportListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkReportDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    fraudReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FraudReportDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FraudReportResultDto"];
                };
            };
            /**
             * @description Error codes: VALIDATION_ERROR, INVALID_JSON
             *
             *     Error codes: IDEMPOTENCY_KEY_INVALID
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: DUPLICATE_IDempotency, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FraudReportDetailDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountScoreDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FraudSettingsDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["UpdateFraudSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FraudSettingsDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["VelocityCheckDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VelocityResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["WatchlistCheckDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchlistResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWatchlistEntries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                list?: "organization" | "sanctions" | "pep";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchlistEntryListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["CreateWatchlistEntryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchlistEntryDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["WatchlistImportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchlistImportResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["CreateReportCaseDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedReportCaseDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                case_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCaseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getReportPdf: {
        parameters: {
            query: {
                sig: string;
                expires: string;
            };
            header?: never;
            path: {
                case_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
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
                "application/json": components["schemas"]["CreateVerificationDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationAcceptedDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONSENT_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                event_id?: string;
                endpoint_id?: string;
                status?: "pending" | "queued" | "delivering" | "succeeded" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetailDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetailDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpointDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateSecretDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["SendTestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentEventDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/html */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    hostedComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteConnectionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletedConnectionDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkTokenDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxConnectDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPublicTokenDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedSessionDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                    [name: string]: unknown;
                };
                content: {
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
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: SERVICE_UNAVAILABLE
             *
             *     The Health Check is not successful
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example {
                         *       "database": {
                         *         "responseTime": 12,
                         *         "status": "up"
                         *       },
                         *       "redis": {
                         *         "message": "Could not connect",
                         *         "responseTime": 3005,
                         *         "status": "down"
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
                        /**
                         * @example {
                         *       "redis": {
                         *         "message": "Could not connect",
                         *         "responseTime": 3005,
                         *         "status": "down"
                         *       }
                         *     }
                         */
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
                         * @example error
                         * @enum {string}
                         */
                        status?: "error" | "shutting_down";
                    };
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenListDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["CreateApiTokenDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiTokenDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Error codes: INTERNAL_ERROR
             *
             *     Error codes: INTERNAL_ERROR
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
                "application/json": components["schemas"]["VerifyEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyEmailResultDto"];
                };
            };
            /** @description Error codes: VALIDATION_ERROR, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
