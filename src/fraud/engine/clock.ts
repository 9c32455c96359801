import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ApiError } from '../../common/errors.js';

export const FRAUD_CLOCK = Symbol('FRAUD_CLOCK');
export const InjectClock = () => Inject(FRAUD_CLOCK);

/** The engine's only source of "now": velocity windows, hours of day, profile times, alerts. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const replayTime = new AsyncLocalStorage<Date>();

/** FRAUD_REPLAY_CLOCK=true (not in production): X-Replay-Time sets the engine's time, so replayed weeks keep their real spacing. */
export const replayClock: Clock = { now: () => replayTime.getStore() ?? new Date() };

export function clockFor(config: AppConfig): Clock {
  return config.fraud.replayClock ? replayClock : systemClock;
}

@Injectable()
export class ReplayTimeMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction) {
    const header = req.headers['x-replay-time'];
    if (!this.config.fraud.replayClock || typeof header !== 'string') return next();
    const at = new Date(header);
    if (Number.isNaN(at.getTime())) return next(ApiError.validation([{ field: 'X-Replay-Time', issue: 'must be an ISO 8601 date-time' }]));
    replayTime.run(at, () => next());
  }
}
