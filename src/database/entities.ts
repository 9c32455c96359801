import { EmailOutbox } from '../accounts/entities/email-outbox.entity.js';
import { EmailVerification } from '../accounts/entities/email-verification.entity.js';
import { Organization } from '../accounts/entities/organization.entity.js';
import { PasswordReset } from '../accounts/entities/password-reset.entity.js';
import { Invitation } from '../accounts/entities/invitation.entity.js';
import { RequestLog } from '../request-log/request-log.entity.js';
import { User } from '../accounts/entities/user.entity.js';
import { FRAUD_ENTITIES } from '../fraud/entities/index.js';
import { ReportCase } from '../financial-reports/entities/report-case.entity.js';
import { ReportCaseTransition } from '../financial-reports/entities/report-case-transition.entity.js';
import { ReportPdf } from '../financial-reports/entities/report-pdf.entity.js';
import { DocumentDetection } from '../documents/entities/document-detection.entity.js';
import { ApiToken } from '../auth/entities/api-token.entity.js';
import { CreditAccessLog } from '../credit/access-log/credit-access-log.entity.js';
import { Consent } from '../credit/consents/entities/consent.entity.js';
import { CreditInquiry } from '../credit/entities/credit-inquiry.entity.js';
import { CreditReport } from '../credit/credit-reports/credit-report.entity.js';
import { IdentityVerification } from '../credit/verifications/entities/identity-verification.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';
import { IdempotencyKey } from '../idempotency/entities/idempotency-key.entity.js';
import { WebhookAttempt } from '../webhooks/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../webhooks/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../webhooks/entities/webhook-endpoint.entity.js';
import { WebhookEvent } from '../webhooks/entities/webhook-event.entity.js';

/** Every entity of the service; the data source and the migration drift check both use this list. */
export const ENTITIES = [
  Organization, User, ApiToken, RefreshToken, EmailVerification, EmailOutbox, IdempotencyKey,
  WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt,
  Consent, CreditInquiry, CreditReport, IdentityVerification, CreditAccessLog,
  ...FRAUD_ENTITIES,
  ReportCase, ReportCaseTransition, ReportPdf,
  DocumentDetection,
  PasswordReset, Invitation,
  RequestLog,
];
