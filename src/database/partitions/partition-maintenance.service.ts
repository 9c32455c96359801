import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { PartitionRepository } from './partition.repository.js';
import { PARTITIONED_TABLES, partitionName, periodOfName, periodStart, type PartitionedTable } from './partitioned-tables.js';

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
}

/** Makes each partitioned table's partitions ahead and drops those past its retention. Safe to run twice, and at once. */
@Injectable()
export class PartitionMaintenanceService {
  private readonly logger = new Logger(PartitionMaintenanceService.name);

  constructor(
    private readonly partitions: PartitionRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Every table's periods ahead first, then the drops: a drop that fails (DETACH waits for every older transaction, so a
   * long one outlasts the statement timeout) must not keep any table from its next periods. Each table's step is tried
   * on its own; the run fails after doing all it could, and the next run finishes the rest.
   */
  async maintain(now: Date = new Date()): Promise<MaintenanceResult> {
    const result: MaintenanceResult = { created: [], dropped: [] };
    const failures: unknown[] = [];
    const attempt = (step: () => Promise<void>) => step().catch((err: unknown) => void failures.push(err));
    for (const table of PARTITIONED_TABLES) await attempt(() => this.makeAhead(table, now, result));
    for (const table of PARTITIONED_TABLES) await attempt(() => this.dropExpired(table, now, result));
    if (result.created.length || result.dropped.length) this.logger.log(result, 'partitions made ahead and dropped past retention');
    if (failures.length) throw new AggregateError(failures, `partition maintenance: ${failures.length} step(s) failed (${failures.map(String).join('; ')})`);
    return result;
  }

  private async makeAhead({ table, unit, ahead }: PartitionedTable, now: Date, result: MaintenanceResult) {
    for (let p = 0; p <= ahead; p++) {
      const [from, to] = [periodStart(unit, now, p), periodStart(unit, now, p + 1)];
      const name = partitionName(table, unit, from);
      if (await this.partitions.create(table, name, from, to)) result.created.push(name);
    }
  }

  private async dropExpired({ table, unit, retentionDays, keepWhile, after }: PartitionedTable, now: Date, result: MaintenanceResult) {
    const cutoff = now.getTime() - retentionDays(this.config) * 86_400_000;
    // the partition of the same period (`_pYYYYMM`, `_legacy`) of the table this one's rows refer to, while it exists
    const referredStillThere = async (name: string) => Boolean(after && (await this.partitions.exists(after + name.slice(table.length))));
    for (const p of await this.partitions.partitionsOf(table)) {
      if (!p.upperBound || p.upperBound.getTime() > cutoff) continue;
      if (keepWhile && (await this.partitions.holds(p.name, keepWhile))) {
        this.logger.log({ partition: p.name }, 'partition past retention kept: it still holds rows in progress');
        continue;
      }
      if (await referredStillThere(p.name)) continue;
      await this.partitions.drop(table, p.name);
      result.dropped.push(p.name);
    }
    // a partition detached by a run that stopped before its DROP is a table of its own now, past retention too
    for (const name of await this.partitions.detachedOf(table)) {
      const start = periodOfName(table, unit, name);
      if (!start || periodStart(unit, start, 1).getTime() > cutoff || (await referredStillThere(name))) continue;
      await this.partitions.drop(table, name);
      result.dropped.push(name);
    }
    // so is the legacy partition (FROM (MINVALUE), the table before the migration) once detached: it has no period in
    // its name, so it goes once every row it can hold is past retention, as it would have attached
    const legacy = await this.partitions.detachedLegacyOf(table);
    if (legacy && !legacy.before) {
      this.logger.warn({ table: legacy.name }, 'detached legacy partition kept: neither a recorded bound nor an index on its partition key tells how new its rows are; drop it by hand');
    } else if (legacy?.before && legacy.before.getTime() <= cutoff && !(await referredStillThere(legacy.name))) {
      await this.partitions.drop(table, legacy.name);
      result.dropped.push(legacy.name);
    }
  }
}
