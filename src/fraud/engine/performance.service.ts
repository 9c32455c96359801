import { Injectable } from '@nestjs/common';
import type { Principal } from '../../auth/principal.js';
import { AlertRepository } from '../alerts/alert.repository.js';
import type { EnginePerformanceDto, RuleSetOutcomeDto } from '../dto/performance.dto.js';
import { InjectClock, type Clock } from './clock.js';
import { PerformanceRepository } from './performance.repository.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/** What the analysts' labels say about the engine: precision by week, alert volume, and the shadow rules on the same traffic. */
@Injectable()
export class EnginePerformanceService {
  constructor(
    private readonly performance: PerformanceRepository,
    private readonly alerts: AlertRepository,
    @InjectClock() private readonly clock: Clock,
  ) {}

  async get(principal: Principal, weeks: number): Promise<EnginePerformanceDto> {
    const org = principal.organizationId;
    const now = this.clock.now();
    // whole ISO weeks (Monday 00:00 UTC), the current one included
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
    const from = new Date(monday.getTime() - (weeks - 1) * WEEK_MS);
    const [decisions, volume, shadow] = await Promise.all([
      this.performance.decisionsByWeek(org, principal.livemode, from),
      this.alerts.volumeBySeverity(org, principal.livemode, from),
      this.performance.shadowTally(org, principal.livemode, from),
    ]);
    const rows = new Map<string, EnginePerformanceDto['weeks'][number]>();
    for (let i = 0; i < weeks; i++) {
      const week = new Date(from.getTime() + i * WEEK_MS).toISOString().slice(0, 10);
      rows.set(week, { week_start: week, held_back: 0, declined: 0, confirmed_fraud: 0, legitimate: 0, inconclusive: 0, precision: null, alerts: { low: 0, medium: 0, high: 0, critical: 0 } });
    }
    for (const d of decisions) {
      const row = rows.get(d.week);
      if (!row) continue;
      Object.assign(row, { held_back: d.flagged, declined: d.declined, confirmed_fraud: d.confirmed_fraud, legitimate: d.legitimate, inconclusive: d.inconclusive, precision: ratio(d.confirmed_fraud, d.confirmed_fraud + d.legitimate) });
    }
    for (const v of volume) {
      const row = rows.get(v.week);
      if (row && (SEVERITIES as readonly string[]).includes(v.severity)) row.alerts[v.severity as (typeof SEVERITIES)[number]] = v.n;
    }
    const outcome = (flagged: number, confirmed: number, legitimate: number): RuleSetOutcomeDto => ({ held_back: flagged, confirmed_fraud: confirmed, legitimate, precision: ratio(confirmed, confirmed + legitimate) });
    return {
      from: from.toISOString(),
      to: now.toISOString(),
      weeks: [...rows.values()],
      shadow: shadow.labelled
        ? {
            labelled: shadow.labelled,
            live: outcome(shadow.live_flagged, shadow.live_confirmed, shadow.live_legitimate),
            shadow: outcome(shadow.shadow_flagged, shadow.shadow_confirmed, shadow.shadow_legitimate),
          }
        : null,
    };
  }
}

function ratio(a: number, b: number): number | null {
  return b ? Math.round((1000 * a) / b) / 1000 : null;
}
