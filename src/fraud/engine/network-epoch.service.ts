import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hotPathPool } from '../../database/hot-path.js';

/** Reloaded this often (wall time): the epoch only moves when an older event arrives late. */
const REFRESH_MS = 10 * 60_000;

/**
 * The network's epoch: when the service first saw any account (min first_seen_at of
 * fraud_network_accounts, one index probe). An account first seen in the network's first days is
 * not young, only new to the service (every account is at a cold start), so youth counts only for
 * accounts that appeared once the network had been watching for a while.
 */
@Injectable()
export class NetworkEpoch {
  private cached: { value: Date; at: number } | null = null;
  private loading: Promise<Date | null> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The epoch, or null while the network has seen nothing; a stale value is refreshed in the background. */
  async get(): Promise<Date | null> {
    if (this.cached) {
      if (Date.now() - this.cached.at > REFRESH_MS) void this.load().catch(() => undefined);
      return this.cached.value;
    }
    return this.load();
  }

  private load(): Promise<Date | null> {
    this.loading ??= hotPathPool(this.db)
      .query({ name: 'fraud_network_epoch', text: 'SELECT min(first_seen_at) AS epoch FROM fraud_network_accounts' })
      .then(({ rows }) => {
        const epoch = rows[0]?.epoch ? new Date(rows[0].epoch) : null;
        if (epoch) this.cached = { value: epoch, at: Date.now() };
        return epoch;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }
}
