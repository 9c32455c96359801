import { describe, expect, it } from '@jest/globals';
import { named } from './sql.js';

describe('named SQL parameters', () => {
  it('compiles :names to positions, once per name, and leaves casts alone', () => {
    const s = named(`SELECT :org::uuid, x FROM t WHERE a = :org AND b = :limit AND c = 'x'::text`, { org: 'o1', limit: 5 });
    expect(s.text).toBe(`SELECT $1::uuid, x FROM t WHERE a = $1 AND b = $2 AND c = 'x'::text`);
    expect(s.values).toEqual(['o1', 5]);
  });

  it('refuses a parameter without a value', () => {
    expect(() => named('SELECT :missing', {})).toThrow(':missing');
  });
});
