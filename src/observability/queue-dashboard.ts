import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import { JwtService } from '@nestjs/jwt';
import type { Queue } from 'bull';
import type { NextFunction, Request, Response } from 'express';
import { EMAIL_QUEUE } from '../accounts/email/email.constants.js';
import { OrganizationsService } from '../accounts/organizations.service.js';
import { bearerToken, PrincipalResolver } from '../auth/principal-resolver.service.js';
import { sendApiError } from '../common/error-envelope.js';
import { ApiError } from '../common/errors.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { WEBHOOK_QUEUE } from '../webhooks/webhook.constants.js';

const BASE_PATH = '/admin/queues';
const COOKIE = 'queue_admin';
const COOKIE_TTL_SECONDS = 900;

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
  const jwt = app.get(JwtService);

  // The bearer header, else the session cookie set by POST /session.
  const tokenOf = (req: Request) => bearerToken(req.headers.authorization) ?? cookieToken(req.headers.cookie);

  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const principal = await principals.resolve(tokenOf(req));
      if (!(await organizations.isOperatorAdministrator(principal))) return sendApiError(req, res, ApiError.forbidden('The queue dashboard is for administrators of the operator organization.'));
      if (req.method === 'POST' && req.path === '/session') {
        const claims = { org: principal.organizationId, role: principal.role, tier: principal.tier, typ: 'access' };
        const session = await jwt.signAsync(claims, { subject: String(principal.userId), expiresIn: COOKIE_TTL_SECONDS });
        res.cookie(COOKIE, session, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: BASE_PATH, maxAge: COOKIE_TTL_SECONDS * 1000 });
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
