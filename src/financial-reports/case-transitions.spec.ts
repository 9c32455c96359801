import { describe, expect, it } from '@jest/globals';
import { CASE_TRANSITIONS, canTransition, isTerminal, sourcesOf } from './case-transitions.js';
import { CASE_STATUSES, CaseStatus } from './entities/report-case.entity.js';

describe('case transition table', () => {
  const allowed: Array<[CaseStatus, CaseStatus]> = [
    ['PENDING_CONNECTION', 'CONNECTED'],
    ['PENDING_CONNECTION', 'EXPIRED'],
    ['CONNECTED', 'PROCESSING'],
    ['CONNECTED', 'REPORT_READY'],
    ['CONNECTED', 'FAILED'],
    ['PROCESSING', 'REPORT_READY'],
    ['PROCESSING', 'FAILED'],
  ];

  it('allows exactly the contract + DESIGN.md transitions, nothing else', () => {
    for (const from of CASE_STATUSES) {
      for (const to of CASE_STATUSES) {
        const want = allowed.some(([f, t]) => f === from && t === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, want]);
      }
    }
  });

  it('never moves a terminal state', () => {
    for (const s of ['REPORT_READY', 'FAILED', 'EXPIRED'] as const) {
      expect(isTerminal(s)).toBe(true);
      expect(CASE_TRANSITIONS[s]).toEqual([]);
    }
    for (const s of ['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING'] as const) expect(isTerminal(s)).toBe(false);
  });

  it('derives the conditional-update sources of each target', () => {
    expect(sourcesOf('REPORT_READY').sort()).toEqual(['CONNECTED', 'PROCESSING']);
    expect(sourcesOf('FAILED').sort()).toEqual(['CONNECTED', 'PROCESSING']);
    expect(sourcesOf('EXPIRED')).toEqual(['PENDING_CONNECTION']);
    expect(sourcesOf('CONNECTED')).toEqual(['PENDING_CONNECTION']);
    expect(sourcesOf('PROCESSING')).toEqual(['CONNECTED']);
    expect(sourcesOf('PENDING_CONNECTION')).toEqual([]);
  });
});
