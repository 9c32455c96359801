import { describe, expect, it } from '@jest/globals';
import { LruMap } from './lru-map.js';

describe('LruMap', () => {
  it('evicts one entry, the least recently used, when a new key arrives at the limit', () => {
    const lru = new LruMap<string, number>(3);
    lru.set('a', 1).set('b', 2).set('c', 3);
    expect(lru.get('a')).toBe(1); // a is now the most recently used; b the least
    lru.set('d', 4);
    expect(lru.size).toBe(3);
    expect(lru.has('b')).toBe(false);
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, 3, 4]);
  });

  it('never clears itself under a flood of new keys: recently used entries survive', () => {
    const lru = new LruMap<number, string>(1000);
    lru.set(-1, 'hot');
    for (let i = 0; i < 20_000; i++) {
      lru.set(i, `cold ${i}`);
      if (i % 100 === 0) lru.get(-1); // used now and then, as a live token is
    }
    expect(lru.size).toBe(1000);
    expect(lru.get(-1)).toBe('hot');
    expect(lru.get(19_999)).toBe('cold 19999');
    expect(lru.has(0)).toBe(false);
  });

  it('replacing a key does not evict another', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1).set('b', 2).set('a', 3);
    expect([lru.size, lru.get('a'), lru.get('b')]).toEqual([2, 3, 2]);
  });

  it('refuses a size below 1', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
