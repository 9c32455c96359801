import { Injectable } from '@nestjs/common';
import { ApiError, type ErrorDetail } from '../../common/errors.js';
import type { FraudSettingsDto, RuleSetDto, UpdateFraudSettingsDto } from '../dto/settings.dto.js';
import { FraudSettingsRepository } from './fraud-settings.repository.js';
import { DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, SIGNAL_CODES, type Thresholds, type Weights } from './scoring.js';

export interface RuleSet {
  weights: Weights;
  thresholds: Thresholds;
}
export interface EngineSettings {
  live: RuleSet;
  shadow: RuleSet | null;
  /** the organization's own bank code, '' when not set */
  bankCode: string;
}

/** Kept in memory this long: a change reaches every replica within it. */
const CACHE_MS = 5000;

/** Per-organization weights and thresholds (defaults when none are stored), and the shadow rule set. */
@Injectable()
export class FraudSettingsService {
  private readonly cache = new Map<string, { at: number; value: EngineSettings; updatedAt: Date | null; reportConfirmedFraud: boolean }>();

  constructor(private readonly stored: FraudSettingsRepository) {}

  async forOrganization(organizationId: string): Promise<EngineSettings> {
    return (await this.load(organizationId)).value;
  }

  /** The cached settings while fresh (no promise on the hot path), else undefined. */
  cached(organizationId: string): EngineSettings | undefined {
    const hit = this.cache.get(organizationId);
    return hit && Date.now() - hit.at < CACHE_MS ? hit.value : undefined;
  }

  async get(organizationId: string): Promise<FraudSettingsDto> {
    this.cache.delete(organizationId);
    const { value, updatedAt, reportConfirmedFraud } = await this.load(organizationId);
    return { ...value.live, shadow: value.shadow, report_confirmed_fraud: reportConfirmedFraud, bank_code: value.bankCode || null, updated_at: updatedAt?.toISOString() ?? null };
  }

  async update(organizationId: string, dto: UpdateFraudSettingsDto): Promise<FraudSettingsDto> {
    const live = checkRuleSet(dto, '');
    const shadow = dto.shadow ? checkRuleSet(dto.shadow, 'shadow.') : null;
    await this.stored.save(organizationId, { ...live, shadow, reportConfirmedFraud: dto.report_confirmed_fraud, bankCode: dto.bank_code });
    return this.get(organizationId);
  }

  private async load(organizationId: string) {
    const hit = this.cache.get(organizationId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit;
    const row = await this.stored.findByOrganization(organizationId);
    const value: EngineSettings = row
      ? {
          live: { weights: { ...DEFAULT_WEIGHTS, ...row.weights }, thresholds: row.thresholds },
          shadow: row.shadow ? { weights: { ...DEFAULT_WEIGHTS, ...row.shadow.weights }, thresholds: row.shadow.thresholds } : null,
          bankCode: row.bankCode ?? '',
        }
      : { live: { weights: DEFAULT_WEIGHTS, thresholds: DEFAULT_THRESHOLDS }, shadow: null, bankCode: '' };
    const entry = { at: Date.now(), value, updatedAt: row?.updatedAt ?? null, reportConfirmedFraud: row?.reportConfirmedFraud ?? false };
    this.cache.set(organizationId, entry);
    return entry;
  }
}

function checkRuleSet(dto: RuleSetDto, prefix: string): RuleSet {
  const problems: ErrorDetail[] = [];
  const weights: Weights = { ...DEFAULT_WEIGHTS };
  for (const [code, w] of Object.entries(dto.weights ?? {})) {
    if (!(SIGNAL_CODES as readonly string[]).includes(code)) problems.push({ field: `${prefix}weights.${code}`, issue: `unknown signal code; one of ${SIGNAL_CODES.join(', ')}` });
    else if (typeof w !== 'number' || !Number.isFinite(w) || w < 0 || w > 100) problems.push({ field: `${prefix}weights.${code}`, issue: 'must be a number from 0 to 100' });
    else weights[code as keyof Weights] = w;
  }
  const t = dto.thresholds;
  if (!(t.medium < t.high && t.high < t.critical)) problems.push({ field: `${prefix}thresholds`, issue: 'must satisfy medium < high < critical' });
  if (problems.length) throw ApiError.validation(problems);
  return { weights, thresholds: { medium: t.medium, high: t.high, critical: t.critical } };
}
