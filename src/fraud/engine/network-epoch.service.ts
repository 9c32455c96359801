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

/**
 * Each organization's own first analysed transfer per mode (fraud_member_since), read once per process: a member that joined
 * a network of months sees every customer first seen on that customer's first transfer, so a reading of an account's first
 * day in the network waits for the member's own first week. Later analyses do not move it in this process; another
 * replica's earlier first analysis does, at that replica's first read. (Under the replay clock a process keeps its first
 * request's time: an earlier replayed time reads a negative tenure, the reading off.) A member that piloted with a few
 * transfers and moves its customers over weeks later has its week counted from the pilot: a limit.
 */
@Injectable()
export class MemberTenure {
  private readonly since = new Map<string, Promise<Date>>();

  constructor(private readonly analyses: AnalysisRepository) {}

  /** When the organization's first transfer in this mode was analysed (`at` for this one, when it is the first). */
  get(organizationId: string, livemode: boolean, at: Date): Promise<Date> {
    const key = `${livemode}:${organizationId}`;
    let since = this.since.get(key);
    if (!since) {
      since = this.analyses.memberSince(organizationId, livemode, at);
      this.since.set(key, since);
      // a failed read is tried again by the next analysis, not remembered
      since.catch(() => this.since.delete(key));
    }
    return since;
  }
}
