import { Injectable } from '@nestjs/common';
import { AnalysisRepository } from './analysis.repository.js';

/** Reloaded this often (wall time): the epoch moves when an older event arrives late, or when the operator approves or removes a member whose rows are the oldest. */
const REFRESH_MS = 10 * 60_000;

/** When the network first saw any account: an account first seen in its first days is new to the service, not young. */
@Injectable()
export class NetworkEpoch {
  private cached: { value: Date; at: number } | null = null;
  private loading: Promise<Date | null> | null = null;

  constructor(private readonly analyses: AnalysisRepository) {}

  /** The epoch, or null while the network has seen nothing; a stale value is refreshed in the background. */
  async get(): Promise<Date | null> {
    if (this.cached) {
      if (Date.now() - this.cached.at > REFRESH_MS) void this.load().catch(() => undefined);
      return this.cached.value;
    }
    return this.load();
  }

  private load(): Promise<Date | null> {
    this.loading ??= this.analyses
      .networkEpoch()
      .then((epoch) => {
        if (epoch) this.cached = { value: epoch, at: Date.now() };
        return epoch;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }
}
