import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { PartitionRepository } from './partition.repository.js';
import { PARTITIONED_TABLES, partitionName, periodStart } from './partitioned-tables.js';

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

  async maintain(now: Date = new Date()): Promise<MaintenanceResult> {
    const result: MaintenanceResult = { created: [], dropped: [] };
    for (const { table, unit, ahead, retentionDays } of PARTITIONED_TABLES) {
      for (let p = 0; p <= ahead; p++) {
        const [from, to] = [periodStart(unit, now, p), periodStart(unit, now, p + 1)];
        const name = partitionName(table, unit, from);
        if (await this.partitions.create(table, name, from, to)) result.created.push(name);
      }
      const cutoff = now.getTime() - retentionDays(this.config) * 86_400_000;
      for (const p of await this.partitions.partitionsOf(table)) {
        if (!p.upperBound || p.upperBound.getTime() > cutoff) continue;
        await this.partitions.drop(table, p.name);
        result.dropped.push(p.name);
      }
    }
    if (result.created.length || result.dropped.length) this.logger.log(result, 'partitions made ahead and dropped past retention');
    return result;
  }
}
