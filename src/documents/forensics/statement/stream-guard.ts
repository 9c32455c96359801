import { inflateSync } from 'node:zlib';
import type { Budget } from '../findings.js';

// pdfjs inflates without a limit, so every non-image Flate stream is inflated here first with a cap: a bomb stops the checks, not the process.

const MAX_STREAM = 16 * 1024 * 1024;
const MAX_TOTAL = 96 * 1024 * 1024;
const ascii = (s: string) => Buffer.from(s, 'latin1');
const STREAM = ascii('stream');
const END = ascii('endstream');
const OBJ = ascii('obj');

/** True when every non-image Flate stream inflates within the caps (and the budget lasted). */
export function streamsWithinLimits(bytes: Buffer, budget: Budget): boolean {
  let total = 0;
  let count = 0;
  for (let at = bytes.indexOf(STREAM); at !== -1; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (bytes[at - 3] === 0x65 && bytes[at - 2] === 0x6e && bytes[at - 1] === 0x64) continue; // "endstream"
    if (++count % 50 === 0 && budget.exceeded) return false;
    const dictStart = bytes.lastIndexOf(OBJ, at);
    const dict = bytes.subarray(Math.max(0, dictStart, at - 4096), at).toString('latin1');
    if (!/\/FlateDecode\b/.test(dict) || /\/Subtype\s*\/Image\b/.test(dict)) continue;
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = bytes.indexOf(END, start);
    if (end === -1) continue;
    try {
      total += inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_STREAM }).length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) return false;
      // a stream that does not inflate (truncated, encrypted, another filter chain) cannot grow either
    }
    if (total > MAX_TOTAL) return false;
    at = end;
  }
  return true;
}
