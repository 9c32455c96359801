import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { createRedis, InjectRedis } from '../redis/redis.module.js';

/** What stopped being valid: one API token, everything of a user, or everything of an organization. */
export type Revocation =
  | { kind: 'token'; tokenHash: string }
  | { kind: 'user'; userId: number }
  | { kind: 'organization'; organizationId: string }
  /** Redis came back after an outage: messages may have been missed, so every cache starts over. */
  | { kind: 'all' };

type Listener = (revocation: Revocation) => void;

/** The Redis broadcast that makes every replica drop cached credentials at once (revocations, suspensions, tier changes). */
@Injectable()
export class AuthRevocationService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AuthRevocationService.name);
  private readonly listeners: Listener[] = [];
  private subscriber?: Redis;
  // The channel keeps its first name so replicas of the previous release still hear token revocations.
  private readonly channel: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.channel = `${config.redis.keyPrefix}auth:api-token-revoked`;
  }

  async onModuleInit() {
    this.subscriber = createRedis(this.config.redis);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => this.emit(parseRevocation(message)));
    // Whatever was cached while disconnected may be stale: start over on reconnect.
    this.subscriber.on('ready', () => this.emit({ kind: 'all' }));
    await this.subscriber.connect().catch(() => undefined);
    await this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  onModuleDestroy() {
    this.subscriber?.disconnect();
  }

  /** Caches register here; they hear their own process's revocations too. */
  onRevoked(listener: Listener) {
    this.listeners.push(listener);
  }

  /** Applies the revocation here at once, then tells every other process. */
  async publish(revocation: Exclude<Revocation, { kind: 'all' }>) {
    this.emit(revocation);
    await this.redis.publish(this.channel, formatRevocation(revocation)).catch((err: Error) => {
      this.logger.warn(`could not broadcast a ${revocation.kind} revocation (other processes drop it within the cache TTL): ${err.message}`);
    });
  }

  private emit(revocation: Revocation) {
    for (const listener of this.listeners) listener(revocation);
  }
}

function formatRevocation(r: Exclude<Revocation, { kind: 'all' }>): string {
  if (r.kind === 'token') return r.tokenHash; // the bare hash, as the previous release sent it
  return r.kind === 'user' ? `user:${r.userId}` : `organization:${r.organizationId}`;
}

/** A message from any release: a bare hash is a token; anything unrecognised drops every cache. */
export function parseRevocation(message: string): Revocation {
  if (/^[0-9a-f]{64}$/.test(message)) return { kind: 'token', tokenHash: message };
  const [kind, id] = message.split(':', 2);
  if (kind === 'user' && /^\d+$/.test(id ?? '')) return { kind: 'user', userId: Number(id) };
  if (kind === 'organization' && id) return { kind: 'organization', organizationId: id };
  return { kind: 'all' };
}
