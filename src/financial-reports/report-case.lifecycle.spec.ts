import { describe, expect, it } from '@jest/globals';
import { canTransition, isTerminal, sourcesOf } from '../queue/transition-table.js';
import { CASE_STATUSES, CaseStatus } from './entities/report-case.entity.js';
import { CASE_TRANSITIONS } from './report-case.lifecycle.js';

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
        expect([from, to, canTransition(CASE_TRANSITIONS, from, to)]).toEqual([from, to, want]);
      }
    }
  });

  it('never moves a terminal state', () => {
    for (const s of ['REPORT_READY', 'FAILED', 'EXPIRED'] as const) {
      expect(isTerminal(CASE_TRANSITIONS, s)).toBe(true);
      expect(CASE_TRANSITIONS[s]).toEqual([]);
    }
    for (const s of ['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING'] as const) expect(isTerminal(CASE_TRANSITIONS, s)).toBe(false);
  });

  it('derives the conditional-update sources of each target', () => {
    expect(sourcesOf(CASE_TRANSITIONS, 'REPORT_READY').sort()).toEqual(['CONNECTED', 'PROCESSING']);
    expect(sourcesOf(CASE_TRANSITIONS, 'FAILED').sort()).toEqual(['CONNECTED', 'PROCESSING']);
    expect(sourcesOf(CASE_TRANSITIONS, 'EXPIRED')).toEqual(['PENDING_CONNECTION']);
    expect(sourcesOf(CASE_TRANSITIONS, 'CONNECTED')).toEqual(['PENDING_CONNECTION']);
    expect(sourcesOf(CASE_TRANSITIONS, 'PROCESSING')).toEqual(['CONNECTED']);
    expect(sourcesOf(CASE_TRANSITIONS, 'PENDING_CONNECTION')).toEqual([]);
  });
});
