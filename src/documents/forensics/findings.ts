// Findings and the overall tamper risk. One place decides how findings add up to a score, so the
// PDF and image analysers only say what they saw.

export const SEVERITIES = ['info', 'low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const TAMPER_RISKS = ['low', 'medium', 'high'] as const;
export type TamperRisk = (typeof TAMPER_RISKS)[number];

export interface Finding {
  code: string;
  description: string;
  severity: Severity;
}

/** Points per finding: one high finding alone is medium risk, a high plus anything of note is high. */
const WEIGHT: Record<Severity, number> = { info: 0, low: 8, medium: 20, high: 45 };
const HIGH_FROM = 60;
const MEDIUM_FROM = 25;

/** Contradictions a bank's own system cannot produce (its arithmetic does not fail): alone they make the risk high. */
const CONCLUSIVE = new Set(['STATEMENT_RUNNING_BALANCE_BROKEN', 'STATEMENT_CLOSING_BALANCE_MISMATCH']);

export function tamperScore(findings: readonly Finding[]): number {
  return Math.min(100, findings.reduce((sum, f) => sum + (CONCLUSIVE.has(f.code) ? Math.max(HIGH_FROM, WEIGHT[f.severity]) : WEIGHT[f.severity]), 0));
}

export function tamperRisk(score: number): TamperRisk {
  if (score >= HIGH_FROM) return 'high';
  if (score >= MEDIUM_FROM) return 'medium';
  return 'low';
}

/** Collects findings once per code (the first description wins). */
export class FindingList {
  private readonly byCode = new Map<string, Finding>();

  add(code: string, severity: Severity, description: string) {
    if (!this.byCode.has(code)) this.byCode.set(code, { code, severity, description });
  }

  has(code: string) {
    return this.byCode.has(code);
  }

  toArray(): Finding[] {
    const order = (s: Severity) => -SEVERITIES.indexOf(s);
    return [...this.byCode.values()].sort((a, b) => order(a.severity) - order(b.severity) || a.code.localeCompare(b.code));
  }
}

/** What an analyser returns: findings plus the facts a reviewer wants to see beside them. */
export interface Analysis {
  findings: Finding[];
  metadata: Record<string, unknown>;
}

/** Deadline shared by the steps of one analysis; parsers are synchronous, so steps check it between pieces. */
export class Budget {
  private readonly deadline: number;
  constructor(ms: number) {
    this.deadline = Date.now() + ms;
  }
  get exceeded() {
    return Date.now() > this.deadline;
  }
}
