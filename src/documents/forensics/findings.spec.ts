import { describe, expect, it } from '@jest/globals';
import { FindingList, tamperRisk, tamperScore } from './findings.js';
import { classifyTool } from './known-tools.js';

describe('tamper score and risk', () => {
  it('no findings, or info only, is 0 and low', () => {
    expect(tamperScore([])).toBe(0);
    expect(tamperScore([{ code: 'X', description: '', severity: 'info' }])).toBe(0);
    expect(tamperRisk(0)).toBe('low');
  });

  it('one high finding alone is medium; high plus medium is high; the score stops at 100', () => {
    const high = { code: 'H', description: '', severity: 'high' as const };
    const medium = { code: 'M', description: '', severity: 'medium' as const };
    expect(tamperRisk(tamperScore([high]))).toBe('medium');
    expect(tamperRisk(tamperScore([high, medium]))).toBe('high');
    expect(tamperScore([high, high, high])).toBe(100);
  });

  it("a broken running balance alone is high risk: a bank's system cannot produce one", () => {
    const broken = { code: 'STATEMENT_RUNNING_BALANCE_BROKEN', description: '', severity: 'high' as const };
    const other = { code: 'STATEMENT_DATE_OUTSIDE_PERIOD', description: '', severity: 'high' as const };
    expect(tamperRisk(tamperScore([broken]))).toBe('high');
    expect(tamperRisk(tamperScore([other]))).toBe('medium');
  });

  it('low findings alone stay low until several add up', () => {
    const low = { code: 'L', description: '', severity: 'low' as const };
    expect(tamperRisk(tamperScore([low, { ...low, code: 'L2' }]))).toBe('low');
    expect(tamperRisk(tamperScore([low, { ...low, code: 'L2' }, { ...low, code: 'L3' }, { ...low, code: 'L4' }]))).toBe('medium');
  });

  it('a finding list keeps one finding per code, most severe first', () => {
    const list = new FindingList();
    list.add('B', 'low', 'first');
    list.add('A', 'high', 'x');
    list.add('B', 'high', 'second');
    expect(list.toArray().map((f) => [f.code, f.description])).toEqual([
      ['A', 'x'],
      ['B', 'first'],
    ]);
  });
});

describe('known tools', () => {
  it('tells editors from converters from bank systems', () => {
    expect(classifyTool('iLovePDF')).toEqual({ kind: 'editor', name: 'iLovePDF' });
    expect(classifyTool('Adobe Photoshop 25.0 (Windows)')?.kind).toBe('editor');
    expect(classifyTool('Microsoft® Word for Microsoft 365')).toEqual({ kind: 'converter', name: 'Microsoft Word' });
    expect(classifyTool('Skia/PDF m120')?.kind).toBe('converter');
    expect(classifyTool('iText® 7.2.5 ©2000-2023 iText Group NV')).toBeNull();
    expect(classifyTool(undefined)).toBeNull();
  });
});
