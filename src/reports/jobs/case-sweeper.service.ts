import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { CaseStateMachine } from '../case-state-machine.service.js';
import { STALE_CASE_SECONDS } from '../reports.constants.js';
import { ReportsService } from '../reports.service.js';

const BATCH = 500;

/**
 * The periodic job of the worker role: links past REPORT_LINK_TTL_SECONDS move PENDING_CONNECTION
 * -> EXPIRED (report.failed is sent), and connected cases whose Bull job was lost are queued again.
 * Any number of workers may sweep at once: each move is a conditional transition.
 */
@Injectable()
export class CaseSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CaseSweeper.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly machine: CaseStateMachine,
    private readonly reports: ReportsService,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweep(), this.config.reports.expirySweepIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async sweep(): Promise<{ expired: number; requeued: number }> {
    if (this.running) return { expired: 0, requeued: 0 };
    this.running = true;
    let expired = 0;
    let requeued = 0;
    try {
      const due: Array<{ id: string }> = await this.db.query(
        `SELECT id FROM report_cases WHERE status = 'PENDING_CONNECTION' AND link_expires_at <= now() ORDER BY link_expires_at LIMIT ${BATCH}`,
      );
      for (const { id } of due) if (await this.machine.transition(id, 'EXPIRED', 'link expired before connection')) expired++;
      const stale: Array<{ id: string }> = await this.db.query(
        `SELECT id FROM report_cases WHERE status IN ('CONNECTED', 'PROCESSING') AND updated_at < now() - make_interval(secs => $1) LIMIT ${BATCH}`,
        [STALE_CASE_SECONDS],
      );
      for (const { id } of stale) {
        await this.reports.enqueue(id);
        requeued++;
      }
    } catch (err) {
      this.logger.warn({ err }, 'report case sweep failed; the next one retries');
    } finally {
      this.running = false;
    }
    return { expired, requeued };
  }
}
