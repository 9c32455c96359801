import { describe, expect, it } from '@jest/globals';
import { summarizeContent } from './pdf-content.js';

const run = (s: string) => summarizeContent(Buffer.from(s, 'latin1'));

describe('content stream summary', () => {
  it('composes cm matrices inside q/Q to size a drawn image', () => {
    const s = run('q 1 0 0 1 10 20 cm 595 0 0 842 0 0 cm /Im1 Do Q /Im2 Do');
    expect(s.drawn).toEqual([
      { name: 'Im1', width: 595, height: 842, at: 4 },
      { name: 'Im2', width: 1, height: 1, at: 6 },
    ]);
  });

  it('separates visible text from invisible (render mode 3) OCR text and knows what came after the image', () => {
    const s = run('q 600 0 0 800 0 0 cm /Scan Do Q BT 3 Tr /F1 9 Tf (hidden) Tj ET BT 0 Tr [(shown)] TJ ET');
    expect(s.invisibleText).toBe(1);
    expect(s.visibleText).toBe(1);
    expect(s.lastVisibleTextAt).toBeGreaterThan(s.drawn[0].at);
  });

  it('is not fooled by operators inside strings, comments or inline image data', () => {
    const s = run('BT (a \\) Tj /Im9 Do) Tj ET % 1 0 0 1 0 0 cm /X Do\nBI /W 4 /H 4 ID \x00Tj Do\x01 EI\nBT <48656c6c6f> Tj ET');
    expect(s.visibleText).toBe(2);
    expect(s.drawn).toEqual([]);
  });

  it('stops after the operator cap on hostile content', () => {
    const s = summarizeContent(Buffer.from('q Q '.repeat(1000)), 100);
    expect(s.truncated).toBe(true);
  });

  it('unbalanced Q and garbage bytes never throw', () => {
    expect(() => run('Q Q Q ) ] >> \xff\xfe 1 2 cm Do /')).not.toThrow();
  });
});
