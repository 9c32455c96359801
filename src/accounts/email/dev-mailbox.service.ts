import { Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { InjectRedis } from '../../redis/redis.module.js';

export interface DevMail {
  to: string;
  subject: string;
  /** The mail's action link (verify, reset, accept an invitation), when it has one. */
  link: string | null;
  sent_at: string;
}

const KEY = 'dev-mail';
const KEEP = 50;
const TTL_SECONDS = 24 * 3600;

/**
 * Outside production and without SMTP, the mails the worker logs are also kept (the last 50, one day)
 * in Redis, so a newcomer's dashboard can show the verification/reset/invitation link. Never enabled otherwise.
 */
@Injectable()
export class DevMailboxService {
  private readonly logger = new Logger(DevMailboxService.name);
  readonly enabled: boolean;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    this.enabled = !config.isProduction && !config.smtp.url;
  }

  async record(to: string, subject: string, body: string): Promise<void> {
    if (!this.enabled) return;
    const link = /https?:\/\/\S+[?&]token=[^\s)]+/.exec(body)?.[0] ?? null;
    const mail: DevMail = { to, subject, link, sent_at: new Date().toISOString() };
    try {
      await this.redis.multi().lpush(KEY, JSON.stringify(mail)).ltrim(KEY, 0, KEEP - 1).expire(KEY, TTL_SECONDS).exec();
    } catch (err) {
      this.logger.warn(`development mailbox not updated: ${(err as Error).message}`);
    }
  }

  async list(): Promise<DevMail[]> {
    const rows = await this.redis.lrange(KEY, 0, KEEP - 1);
    return rows.map((r) => JSON.parse(r) as DevMail);
  }
}
