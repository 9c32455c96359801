import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { ApiError } from '../../common/errors.js';
import { loadConfig } from '../../config/config.js';
import { generateSecrets } from '../../config/secrets.js';
import { AnalysisPool } from './analysis-pool.js';

const dir = mkdtempSync(join(tmpdir(), 'analysis-pool-'));
function workerScript(name: string, body: string) {
  const file = join(dir, name);
  writeFileSync(file, `import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (job) => { ${body} });\n`);
  return pathToFileURL(file);
}
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...generateSecrets(), DETECT_ANALYSIS_BUDGET_MS: '100', DETECT_ANALYSIS_WORKERS: '2', ...env });
const pools: AnalysisPool[] = [];
const pool = (p: AnalysisPool) => (pools.push(p), p);
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100802000000', 'hex');

afterAll(async () => {
  await Promise.all(pools.map((p) => p.onModuleDestroy()));
});

describe('analysis pool', () => {
  it('runs the built analysis worker', async () => {
    const p = pool(new AnalysisPool(config()));
    expect(p.threaded).toBe(true);
    const result = await p.analyze('png', 'image/png', Buffer.from(png));
    expect(result.file_type).toBe('png');
    expect(result.metadata).toMatchObject({ width: 16, height: 16 });
  });

  it('DETECT_ANALYSIS_WORKERS=0 analyses in the calling thread', async () => {
    const p = pool(new AnalysisPool(config({ DETECT_ANALYSIS_WORKERS: '0' })));
    expect(p.threaded).toBe(false);
    expect((await p.analyze('png', 'image/png', Buffer.from(png))).metadata).toMatchObject({ width: 16 });
  });

  it('a worker stuck past the budget plus grace is terminated and the file gets ANALYSIS_TIMEOUT', async () => {
    const p = pool(new AnalysisPool(config({ DETECT_ANALYSIS_WORKERS: '1' }), workerScript('stall.mjs', 'for (;;) {}')));
    const started = Date.now();
    const result = await p.analyze('pdf', 'application/pdf', Buffer.from('%PDF-1.7'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.findings.map((f) => f.code)).toEqual(['ANALYSIS_TIMEOUT']);
    expect(result.tamper_risk).toBe('medium');
  });

  it('waiting files take turns by queue: a second organization is not stuck behind the first one\'s backlog', async () => {
    const echo = workerScript('echo.mjs', 'setTimeout(() => parentPort.postMessage({ findings: [], file_type: job.kind, mime_type: job.mime }), 150);');
    const p = pool(new AnalysisPool(config({ DETECT_ANALYSIS_WORKERS: '1', DETECT_ANALYSIS_BUDGET_MS: '5000' }), echo));
    const finished: string[] = [];
    const send = (mime: string, queue: string) => p.analyze('pdf', mime, Buffer.from('%PDF-1.7'), queue).then((r) => finished.push(r.mime_type));
    await Promise.all([send('a1', 'org-a'), send('a2', 'org-a'), send('a3', 'org-a'), send('b1', 'org-b')]);
    expect(finished).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('on shutdown, waiting and running files answer 503 (nothing stored, nothing left hanging)', async () => {
    const slow = workerScript('slow.mjs', 'setTimeout(() => parentPort.postMessage({ findings: [], file_type: job.kind }), 2000);');
    const p = new AnalysisPool(config({ DETECT_ANALYSIS_WORKERS: '1', DETECT_ANALYSIS_BUDGET_MS: '5000' }), slow);
    const outcomes = [1, 2].map((n) => p.analyze('pdf', `f${n}`, Buffer.from('%PDF-1.7'), 'org').then(() => 'analysed', (err: ApiError) => err.code));
    await new Promise((r) => setTimeout(r, 200));
    await p.onModuleDestroy();
    expect(await Promise.all(outcomes)).toEqual(['SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE']);
    await expect(p.analyze('pdf', 'f3', Buffer.from('%PDF-1.7'))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('a worker that exhausts its heap ends with ANALYSIS_RESOURCE_LIMIT, and the next file gets a fresh worker', async () => {
    const hog = workerScript('hog.mjs', "if (job.mime === 'hog') { const keep = []; for (;;) keep.push(new Array(1e6).fill(job.mime)); } parentPort.postMessage({ findings: [], file_type: job.kind });");
    const p = pool(new AnalysisPool(config({ DETECT_ANALYSIS_WORKERS: '1', DETECT_ANALYSIS_BUDGET_MS: '30000' }), hog));
    const result = await p.analyze('pdf', 'hog', Buffer.from('%PDF-1.7'));
    expect(result.findings.map((f) => f.code)).toEqual(['ANALYSIS_RESOURCE_LIMIT']);
    expect((await p.analyze('png', 'image/png', Buffer.from(png))).file_type).toBe('png');
  }, 60_000);
});
