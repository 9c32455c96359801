import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Principal } from '../auth/principal.js';
import { ReportUsageRepository } from '../financial-reports/report-usage.repository.js';
import { FraudUsageRepository } from '../fraud/fraud-usage.repository.js';
import { RequestLogQueryService } from '../request-log/request-log-query.service.js';
import { WebhookUsageRepository } from '../webhooks/webhook-usage.repository.js';
import { USAGE_WINDOWS, UsageSummaryDto, UsageWindow } from './usage.dto.js';

const round = (n: number | null) => (n === null || n === undefined ? null : Math.round(Number(n) * 10) / 10);

/** The dashboard's overview, each figure from the domain that owns it (DESIGN.md, Dashboard: usage). */
@Injectable()
export class UsageService {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly requestLog: RequestLogQueryService,
  ) {}

  async summary(principal: Principal, window: UsageWindow): Promise<UsageSummaryDto> {
    const to = new Date();
    const from = new Date(to.getTime() - USAGE_WINDOWS[window]);
    const org = principal.organizationId;
    const mode = principal.livemode;
    // The domain modules are registered per role; their exported repositories are found wherever they live.
    const fraud = this.moduleRef.get(FraudUsageRepository, { strict: false });
    const webhooks = this.moduleRef.get(WebhookUsageRepository, { strict: false });
    const reports = this.moduleRef.get(ReportUsageRepository, { strict: false });
    const [stats, analyses, deliveries, openAlerts, cases] = await Promise.all([
      this.requestLog.windowStats(principal, from),
      fraud.analysesByAction(org, mode, from),
      webhooks.deliveriesByStatus(org, mode, from),
      fraud.openAlerts(org, mode),
      reports.casesByState(org, mode, from),
    ]);
    const finished = (deliveries.succeeded ?? 0) + (deliveries.failed ?? 0);
    return {
      window,
      from: from.toISOString(),
      to: to.toISOString(),
      livemode: principal.livemode,
      requests: {
        total: stats.total,
        p50_ms: round(stats.p50),
        p99_ms: round(stats.p99),
        by_endpoint: stats.groups.map((g) => ({ method: g.method, path: g.pathTemplate, status: Number(g.status), count: Number(g.count) })),
      },
      analyses_by_action: analyses,
      webhooks: { by_status: deliveries, success_rate: finished ? Math.round(((deliveries.succeeded ?? 0) / finished) * 10000) / 10000 : null },
      open_alerts: openAlerts,
      report_cases_by_state: cases,
    };
  }
}
