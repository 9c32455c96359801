import { describe, expect, it } from '@jest/globals';
import { JOB_TRANSITIONS } from './job-lifecycle.js';
import { canTransition, isTerminal, sourcesOf } from './transition-table.js';

describe('the job transition table', () => {
  it('claims a pending job (a takeover of a processing one is no status change, so not in the table)', () => {
    expect(sourcesOf(JOB_TRANSITIONS, 'processing')).toEqual(['pending']);
  });

  it('finishes and releases only a processing job', () => {
    expect(sourcesOf(JOB_TRANSITIONS, 'completed')).toEqual(['processing']);
    expect(sourcesOf(JOB_TRANSITIONS, 'failed')).toEqual(['processing']);
    expect(sourcesOf(JOB_TRANSITIONS, 'pending')).toEqual(['processing']);
  });

  it('never moves a finished job', () => {
    expect(isTerminal(JOB_TRANSITIONS, 'completed')).toBe(true);
    expect(isTerminal(JOB_TRANSITIONS, 'failed')).toBe(true);
    expect(isTerminal(JOB_TRANSITIONS, 'pending')).toBe(false);
    expect(canTransition(JOB_TRANSITIONS, 'failed', 'processing')).toBe(false);
    expect(canTransition(JOB_TRANSITIONS, 'pending', 'completed')).toBe(false);
  });
});
