import { findLender, lenderKey } from '../../common/lenders/nigerian-lenders.js';

// Every facility and inquiry of every file is resolved to a lender; names repeat, so remember them.
const MAX_NAMES = 10_000;
const keys = new Map<string, string>();
const names = new Map<string, string>();

function remember(cache: Map<string, string>, name: string, resolve: (n: string) => string): string {
  let hit = cache.get(name);
  if (hit === undefined) {
    if (cache.size >= MAX_NAMES) cache.clear();
    hit = resolve(name);
    cache.set(name, hit);
  }
  return hit;
}

/** lenderKey of the shared list, memoised. */
export const lenderKeyOf = (name: string) => remember(keys, name, lenderKey);

/** The shared list's name for a lender, or the name as given when it is not on the list. */
export const canonicalLenderName = (name: string) => remember(names, name, (n) => findLender(n)?.name ?? n);
