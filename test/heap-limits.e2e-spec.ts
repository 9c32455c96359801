import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';

const probe = async (mode: 'with' | 'without') =>
  Number((await promisify(execFile)(process.execPath, [fileURLToPath(new URL('./support/external-memory-probe.mjs', import.meta.url)), mode], { timeout: 60_000 })).stdout.trim());

describe('heap settings (src/heap-limits.ts, imported first by main.ts)', () => {
  it('memory outside the heap no longer forces a full collection every 64 MB', async () => {
    // 1 GB through 1 MB buffers, 16 alive at a time: about one full collection per 64-100 MB by default
    expect(await probe('without')).toBeGreaterThanOrEqual(5);
    expect(await probe('with')).toBeLessThanOrEqual(2);
  });
});
