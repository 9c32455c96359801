import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import type { NextFunction, Request, Response } from 'express';
import { EMAIL_QUEUE } from '../accounts/email/email.constants.js';
import { OrganizationsService } from '../accounts/organizations.service.js';
import { bearerToken, PrincipalResolver } from '../auth/principal-resolver.service.js';
import { sendApiError } from '../common/error-envelope.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ApiError } from '../common/errors.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { WEBHOOK_QUEUE } from '../webhooks/webhook.constants.js';

const BASE_PATH = '/admin/queues';
const COOKIE = 'queue_admin';
const COOKIE_TTL_SECONDS = 900;
/** The cookie's JWT audience: the API's guard refuses it as a bearer token. */
const SESSION_AUDIENCE = 'queue-dashboard';

const cookieToken = (header: string | undefined) => {
  const m = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(header ?? '');
  return m ? decodeURIComponent(m[1]) : null;
};

/**
 * Bull Board for the operator's administrators, outside Nest's guard: it uses the guard's PrincipalResolver and the
 * shared operator check. POST /session sets a 15-minute HttpOnly cookie, as a browser cannot send the bearer header.
 */
export function mountQueueDashboard(app: INestApplication) {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(BASE_PATH);
  createBullBoard({
    queues: [EMAIL_QUEUE, WEBHOOK_QUEUE, MAINTENANCE_QUEUE].map((name) => new BullAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter: adapter,
  });
  const principals = app.get(PrincipalResolver);
  const organizations = app.get(OrganizationsService);
  const secureCookie = app.get<AppConfig>(APP_CONFIG).isProduction;

  // The bearer header, else the session cookie POST /session set (which only a bearer header can open).
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const bearer = bearerToken(req.headers.authorization);
      const principal = await principals.throttled(req.ip ?? 'unknown', (gate) =>
        bearer ? principals.resolve(bearer, gate) : principals.resolveSession(cookieToken(req.headers.cookie), SESSION_AUDIENCE, gate),
      );
      if (!(await organizations.isOperatorAdministrator(principal))) return sendApiError(req, res, ApiError.forbidden('The queue dashboard is for administrators of the operator organization.'));
      if (req.method === 'POST' && req.path === '/session') {
        if (!bearer) return sendApiError(req, res, ApiError.unauthenticated('A dashboard session is opened with an Authorization: Bearer header.'));
        const session = await principals.signSession(principal, SESSION_AUDIENCE, COOKIE_TTL_SECONDS);
        res.cookie(COOKIE, session, { httpOnly: true, sameSite: 'strict', secure: secureCookie || req.secure, path: BASE_PATH, maxAge: COOKIE_TTL_SECONDS * 1000 });
        return res.status(204).end();
      }
      next();
    } catch (err) {
      if (err instanceof ApiError) return sendApiError(req, res, err);
      next(err);
    }
  };
  app.use(BASE_PATH, guard, adapter.getRouter());
}
