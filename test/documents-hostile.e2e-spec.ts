// Issue 11, item 4: a hostile document must not stall the service. A worst-case PDF (9.5 MB,
// 313,000 objects) is analysed off the event loop with the default settings, ends in a finding
// within its time budget, and an organization's concurrent analyses are capped (429 beyond the
// cap), with every slot given back, including when the client goes away.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { cleanPdf, hostilePdf } from './support/documents-corpus.js';
import { analyzeDocument } from '../src/documents/forensics/document-forensics.js';
import { createOrganization, REDIS_URL, startTestApp, TestApp } from './support/test-app.js';

// far below what a worst-case file takes to parse (about 1 s of a quiet core), so every one is over it
const BUDGET_MS = 250;
const PER_ORGANIZATION = 2;
/**
 * Generous for a 2-core machine shared with other test runs (the bench measured stalls up to ~0.5 s
 * there); one analysis in the request thread blocks it for the budget plus the parse, over 2 s. On a
 * slower machine the bound is half of what one analysis takes in this thread, measured in the same run
 * (a machine at half speed stalled a healthy probe 1.18 s, and a stall in the request thread grows as much).
 */
const LIVE_BOUND_MS = 1000;
const OVER_BUDGET = ['ANALYSIS_INCOMPLETE', 'ANALYSIS_TIMEOUT'];

let t: TestApp;
let redis: Redis;
let seq = 0;

interface Finding {
  code: string;
  severity: string;
}

function upload(token: string, bytes: Buffer) {
  return request(t.server)
    .post('/api/v1/detect/file')
    .set('Authorization', `Bearer ${token}`)
    .attach('file', bytes, { filename: 'statement.pdf', contentType: 'application/pdf' })
    .then((res) => res);
}

const codes = (res: { body: { detection_data: { findings: Finding[] } } }) => res.body.detection_data.findings.map((f) => f.code);
const leases = (organizationId: string) => redis.zcard(`${t.config.redis.keyPrefix}detect:analyses:${organizationId}`);

/** Sends the multipart head and `share` of the file, then (after `hold`: milliseconds, or until it settles) drops the connection. */
function abandonedUpload(token: string, bytes: Buffer, share: number, hold: number | Promise<unknown>): Promise<void> {
  const boundary = `b${++seq}x`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = t.server.address() as AddressInfo;
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/detect/file',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + bytes.length + tail.length },
    });
    req.on('error', () => undefined);
    req.on('response', (res) => res.resume());
    req.write(head);
    req.write(bytes.subarray(0, Math.floor(bytes.length * share)));
    if (share >= 1) req.write(tail);
    void (typeof hold === 'number' ? sleep(hold) : hold).finally(() => {
      req.destroy();
      resolve();
    });
  });
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await probe();
  while (!ok(last) && Date.now() < deadline) {
    await sleep(100);
    last = await probe();
  }
  return last;
}

beforeAll(async () => {
  // DETECT_ANALYSIS_WORKERS is left at its default: the default must keep the event loop free
  t = await startTestApp({ DETECT_ANALYSIS_BUDGET_MS: String(BUDGET_MS), DETECT_MAX_CONCURRENT_PER_ORGANIZATION: String(PER_ORGANIZATION) });
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

describe('POST /api/v1/detect/file: a worst-case PDF does not stall the service', () => {
  it('while four 9.5 MB, 313,000-object PDFs are analysed, GET /health/live answers within a second (or half an in-thread analysis on a slower machine), and each ends in a time-limit finding', async () => {
    const [a, b] = await Promise.all([createOrganization(t, 'Hostile A'), createOrganization(t, 'Hostile B')]);
    const files = [0, 1, 2, 3].map((i) => hostilePdf(`live-${i}`));
    expect(files[0].length).toBeGreaterThan(9_500_000);

    // what one analysis in the request thread would stall the probe for, on this machine now
    const inThreadStarted = performance.now();
    const reference = await analyzeDocument('pdf', 'application/pdf', files[0], BUDGET_MS);
    const bound = Math.max(LIVE_BOUND_MS, (performance.now() - inThreadStarted) / 2);
    expect(reference.findings.some((f) => OVER_BUDGET.includes(f.code))).toBe(true);

    let running = true;
    const uploads = Promise.all(files.map((bytes, i) => upload(i < 2 ? a.api_token : b.api_token, bytes))).finally(() => (running = false));
    const latencies: number[] = [];
    await sleep(200);
    while (running) {
      const started = performance.now();
      const live = await request(t.server).get('/health/live');
      latencies.push(performance.now() - started);
      expect(live.status).toBe(200);
      await sleep(50);
    }
    const results = await uploads;

    // One probe may take a stall of the test's own process (a full GC late in a long run), up to half a bound more;
    // analyses in the request thread stall it for seconds, and stack up in one probe (measured with
    // DETECT_ANALYSIS_WORKERS=0: 10.9 s and 24.9 s against bounds of 2.9 and 3.1 s), and one alone stalls it for
    // about twice the bound (the bound is half of one in-thread analysis, or a second)
    const slowest = [...latencies].sort((x, y) => y - x);
    expect(latencies.length).toBeGreaterThanOrEqual(5); // the probes overlapped the analyses
    expect(slowest[1]).toBeLessThan(bound);
    expect(slowest[0]).toBeLessThan(1.5 * bound);
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(codes(res).some((c) => OVER_BUDGET.includes(c))).toBe(true);
    }
  });

  it('a document over its time budget answers a finding within budget + grace, not a hang or a 5xx', async () => {
    const c = await createOrganization(t, 'Hostile C');
    const started = Date.now();
    const res = await upload(c.api_token, hostilePdf('budget'));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(BUDGET_MS + 2000 + 3000); // the hard stop is budget + 2 s; 3 s for a loaded machine
    const limit = (res.body.detection_data.findings as Finding[]).find((f) => OVER_BUDGET.includes(f.code));
    expect(limit).toBeDefined();
  });
});

describe('POST /api/v1/detect/file: concurrent analyses per organization', () => {
  it('beyond DETECT_MAX_CONCURRENT_PER_ORGANIZATION: 429 RATE_LIMITED with Retry-After in the envelope; other organizations are served; slots come back', async () => {
    const [busy, other] = await Promise.all([createOrganization(t, 'Busy Bank'), createOrganization(t, 'Other Bank')]);
    // two uploads hold their slots from authentication on, and (stuck half-way) for as long as the test
    // needs: a third one of theirs is refused however late it arrives
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const holding = Promise.all([0, 1].map((i) => abandonedUpload(busy.api_token, hostilePdf(`limit-${i}`), 0.5, held)));
    try {
      expect(await until(() => leases(busy.organization_id), (n) => n === PER_ORGANIZATION, 5000)).toBe(PER_ORGANIZATION);
      const refused = await upload(busy.api_token, await cleanPdf('a third one'));
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(refused.body.error.request_id).toEqual(expect.any(String));
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);

      const served = await upload(other.api_token, await cleanPdf('another organization'));
      expect(served.status).toBe(200);
    } finally {
      letGo();
      await holding;
    }
    expect(await until(() => leases(busy.organization_id), (n) => n === 0, 5000)).toBe(0);

    // uploads analysed to the end give their slots back too
    const running = Promise.all([0, 1].map((i) => upload(busy.api_token, hostilePdf(`limit-${i}`))));
    for (const res of await running) expect(res.status).toBe(200);
    // a release waits a few milliseconds for this replica's next acquire to ride on, then goes alone
    expect(await until(() => leases(busy.organization_id), (n) => n === 0, 1000)).toBe(0);
    const after = await upload(busy.api_token, await cleanPdf('after the two'));
    expect(after.status).toBe(200);
  });

  it('a refused, failed or abandoned upload gives its slot back (mid-upload and mid-analysis)', async () => {
    const org = await createOrganization(t, 'Abandoning Bank');
    const hostile = hostilePdf('abandoned');

    // refused for its type (415): the slot is returned with the error
    const text = await request(t.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${org.api_token}`).attach('file', Buffer.from('plain text, not a document'), 'a.txt');
    expect(text.status).toBe(415);
    expect(await until(() => leases(org.organization_id), (n) => n === 0, 2000)).toBe(0);

    // gone half-way through the upload, then gone while the analysis runs
    await Promise.all([abandonedUpload(org.api_token, hostile, 0.5, 300), abandonedUpload(org.api_token, hostilePdf('abandoned-2'), 1, 300)]);
    expect(await until(() => leases(org.organization_id), (n) => n === 0, BUDGET_MS + 2000 + 10000)).toBe(0);
    const res = await upload(org.api_token, await cleanPdf('after abandoning'));
    expect(res.status).toBe(200);
  });
});
