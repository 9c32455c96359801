/**
 * A size-bounded map that, when full, evicts the entry used least recently (one at a time), so a
 * flood of new keys never empties it at once. A Map iterates in insertion order: reading an entry
 * moves it to the end, and the first key is the least recently used.
 */
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
