import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReportCaseTransition } from './entities/report-case-transition.entity.js';

/** A case's history: one row per status change, written in the transaction of the change. */
@Injectable()
export class ReportCaseTransitionRepository {
  async record(manager: EntityManager, entry: Pick<ReportCaseTransition, 'caseId' | 'fromStatus' | 'toStatus' | 'reason'>): Promise<void> {
    await manager.insert(ReportCaseTransition, { ...entry, reason: entry.reason.slice(0, 300) });
  }
}
