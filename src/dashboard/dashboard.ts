import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

// The dashboard SPA (web/, built by `npm run build` into dist/web) served at /dashboard, with
// client routes falling back to index.html. Its CSP is stricter than helmet's default for the API.
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:", // organizations' logos (https only, as the API enforces)
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const here = dirname(fileURLToPath(import.meta.url));
const distRoot = here.includes(`${sep}dist${sep}`) ? join(here, '..') : join(here, '..', '..', 'dist');
export const DASHBOARD_DIR = join(distRoot, 'web');

export function mountDashboard(app: NestExpressApplication, dir = DASHBOARD_DIR) {
  const indexFile = join(dir, 'index.html');
  let index: string | null = null;
  const router = express.Router();
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  // hashed file names: cached for a year; a missing asset is a plain 404, never index.html
  router.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (index === null) {
      if (!existsSync(indexFile)) return next();
      index = readFileSync(indexFile, 'utf8');
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(index);
  });
  app.use('/dashboard', router);
}
