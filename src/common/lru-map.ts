/** Bounded map evicting the least recently used entry one at a time (a flood of new keys never empties it); a read re-inserts, so the first key is the oldest. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError('maxSize must be a positive integer');
  }

  get size() {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    if (this.entries.size >= this.maxSize) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
