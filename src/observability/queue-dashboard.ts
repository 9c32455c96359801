import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import { JwtService } from '@nestjs/jwt';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { EMAIL_QUEUE } from '../accounts/email/email.constants.js';
import { ApiTokenService } from '../auth/api-token.service.js';
import { PrincipalStatusService } from '../auth/principal-status.service.js';
import { type AccessClaims, type Principal, principalFromAccessClaims } from '../auth/principal.js';
import { looksLikeApiToken } from '../auth/token-hash.js';
import { sendApiError } from '../common/error-envelope.js';
import { ApiError } from '../common/errors.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { WEBHOOK_QUEUE } from '../webhooks/webhook.constants.js';

const BASE_PATH = '/admin/queues';
const COOKIE = 'queue_admin';
const COOKIE_TTL_SECONDS = 900;

/**
 * Bull Board at /admin/queues, for administrators (role A) of the operator organization only.
 * It is plain Express, outside Nest's guard, so it authenticates the bearer token itself with the
 * same token services. A browser cannot send a bearer header with the board's own requests, so
 * `POST /admin/queues/session` (with the header) sets a 15-minute HttpOnly, SameSite=Strict cookie.
 */
export function mountQueueDashboard(app: INestApplication) {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(BASE_PATH);
  createBullBoard({
    queues: [EMAIL_QUEUE, WEBHOOK_QUEUE, MAINTENANCE_QUEUE].map((name) => new BullAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter: adapter,
  });
  const apiTokens = app.get(ApiTokenService);
  const jwt = app.get(JwtService);
  const standing = app.get(PrincipalStatusService);
  const db = app.get<DataSource>(getDataSourceToken());

  const fromJwt = async (token: string) => {
    try {
      const principal = principalFromAccessClaims(await jwt.verifyAsync<AccessClaims>(token));
      return principal && (await standing.current(principal)); // refused once suspended
    } catch {
      return null;
    }
  };
  const principalOf = async (req: Request): Promise<Principal | null> => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (m) return looksLikeApiToken(m[1]) ? apiTokens.authenticate(m[1]) : fromJwt(m[1]);
    const cookie = /(?:^|;\s*)queue_admin=([^;]+)/.exec(req.headers.cookie ?? '');
    return cookie ? fromJwt(decodeURIComponent(cookie[1])) : null;
  };

  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const principal = await principalOf(req);
      if (!principal) return sendApiError(req, res, ApiError.unauthenticated());
      const [org] = await db.query(`SELECT is_operator FROM organizations WHERE id = $1`, [principal.organizationId]);
      if (principal.role !== 'A' || !org?.is_operator) return sendApiError(req, res, ApiError.forbidden('The queue dashboard is for administrators of the operator organization.'));
      if (req.method === 'POST' && req.path === '/session') {
        const claims = { org: principal.organizationId, role: principal.role, tier: principal.tier, typ: 'access' };
        const session = await jwt.signAsync(claims, { subject: String(principal.userId), expiresIn: COOKIE_TTL_SECONDS });
        res.cookie(COOKIE, session, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: BASE_PATH, maxAge: COOKIE_TTL_SECONDS * 1000 });
        return res.status(204).end();
      }
      next();
    } catch (err) {
      next(err);
    }
  };
  app.use(BASE_PATH, guard, adapter.getRouter());
}
