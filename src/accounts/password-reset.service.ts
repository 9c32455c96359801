import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { AuthRevocationService } from '../auth/auth-revocation.service.js';
import { newOpaqueToken, sha256Hex } from '../auth/token-hash.js';
import { TokenService } from '../auth/token.service.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { InjectRedis } from '../redis/redis.module.js';
import { redisLimiter } from '../throttling/redis-limiter.js';
import { EmailService } from './email/email.service.js';
import { passwordResetEmail } from './email/signup-emails.js';
import { PasswordService } from './password.service.js';
import { UserRepository } from './user.repository.js';

const RESET_TTL_MS = 3600 * 1000;

/** Password reset by email: the request answers the same for any address; the token is hashed, single use, one hour. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly byIp: RateLimiterRedis;
  private readonly byEmail: RateLimiterRedis;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UserRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly emails: EmailService,
    private readonly revocations: AuthRevocationService,
    @InjectRedis() redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    // Same budget as sign-up: both send mail to an address the caller names.
    const { perIp, perEmail, windowSeconds } = config.signupThrottle;
    this.byIp = redisLimiter(redis, 'pwreset:ip', perIp, windowSeconds);
    this.byEmail = redisLimiter(redis, 'pwreset:email', perEmail, windowSeconds);
  }

  /** Answers before the lookup, so the time taken says nothing about whether the address has an account. */
  async request(emailInput: string, ip: string): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    await this.throttle(email, ip);
    this.send(email).catch((err: Error) => this.logger.error(`password reset mail not written: ${err.message}`));
  }

  private async send(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newOpaqueToken();
    const outboxId = await this.db.transaction(async (manager) => {
      await this.users.createPasswordReset(manager, user.id, sha256Hex(token), new Date(Date.now() + RESET_TTL_MS));
      return this.emails.enqueue(manager, passwordResetEmail(email, this.config.publicBaseUrl, token));
    });
    await this.emails.dispatch(outboxId);
  }

  /** Sets the new password and closes every open sign-in of the user. */
  async confirm(token: string, password: string): Promise<void> {
    const passwordHash = await this.passwords.hash(password);
    const userId = await this.db.transaction(async (manager) => {
      const id = await this.users.consumePasswordReset(manager, sha256Hex(token));
      if (!id) throw ApiError.validation([{ field: 'token', issue: 'the token is unknown, already used or expired' }], 'The reset token is not valid.');
      await this.users.setPasswordHash(manager, id, passwordHash);
      await this.tokens.revokeAllForUser(id, manager);
      return id;
    });
    await this.revocations.publish({ kind: 'user', userId });
  }

  private async throttle(email: string, ip: string) {
    for (const [limiter, key] of [[this.byIp, ip], [this.byEmail, email]] as const) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw ApiError.rateLimited(err.msBeforeNext / 1000, 'Too many password reset requests; try again later.');
        this.logger.warn(`password reset limiter unavailable, attempt allowed: ${(err as Error).message}`);
      }
    }
  }
}
