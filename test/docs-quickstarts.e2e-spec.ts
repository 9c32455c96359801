import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WEBHOOK_EVENT_TYPES } from '../src/webhooks/webhook-events.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { freePort } from './support/service-process.js';
import { genuineStatement, renderStatement, rng } from './support/statement-pdf.mjs';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The quick starts in docs/ run as written: every ```sh quickstart``` block of a page, in order, as
// one bash script (curl against this app's port), and every ```ts quickstart``` block as a module
// with the SDK. docs/webhooks.md's event catalogue is compared with the event types the code emits
// and with the events these runs really receive; its Node.js verification code checks a real delivery.

const DOCS = resolve('docs');
// The examples import the SDK as an integrator does: the package built to JavaScript (clients/typescript/dist).
const SDK_ENTRY = pathToFileURL(resolve('clients/typescript/dist/index.js')).href;
const PAGES = ['webhooks', 'fraud', 'credit', 'financial-reports', 'documents'];

interface Block {
  lang: string;
  tag: string;
  code: string;
}
/** Fenced blocks with an info string of two words: the language and a tag, e.g. "sh quickstart". */
function blocks(markdown: string, tag?: string): Block[] {
  const out: Block[] = [];
  for (const m of markdown.matchAll(/^```(\w+)(?: ([\w-]+))?\n([\s\S]*?)^```$/gm)) if (!tag || m[2] === tag) out.push({ lang: m[1], tag: m[2] ?? '', code: m[3] });
  return out;
}
const page = (name: string) => readFile(join(DOCS, `${name}.md`), 'utf8');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
function run(file: string, args: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    execFile(file, args, { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 150000, maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) =>
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const ok = (r: Run) => (r.code === 0 ? 'exit 0' : `exit ${r.code}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);

describe('docs quick starts, run against the service', () => {
  let t: TestApp;
  let baseUrl: string;
  let apiKey: string;
  let work: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS: '1,1,1',
      WEBHOOK_RELAY_INTERVAL_MS: '100',
      REPORT_PROVIDER_RETRY_DELAY_MS: '100',
      PUBLIC_BASE_URL: baseUrl, // link_url and report_pdf_url point at this instance
    });
    await t.app.listen(port, '127.0.0.1');
    apiKey = (await createOrganization(t, 'Docs Bank')).api_token;
    rx = await startReceiver();
    // Every event the quick starts cause also reaches this receiver (events omitted = all types).
    const all = await fetch(`${baseUrl}/api/v1/webhooks/endpoints`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: rx.url }),
    });
    expect(all.status).toBe(201);
    work = await mkdtemp(join(tmpdir(), 'docs-quickstarts-'));
    const built = await run(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', resolve('clients/typescript')], process.cwd(), {});
    expect(ok(built)).toBe('exit 0');
    await writeFile(join(work, 'statement.pdf'), await renderStatement(genuineStatement(rng(14))));
    env = { BASE_URL: baseUrl, NAIJA_RISK_API_KEY: apiKey, WEBHOOK_URL: rx.url };
  }, 180000); // tsc over the ~1 MB generated schema.ts, on a loaded machine: more than testTimeout's 60 s to spare
  afterAll(async () => {
    await rx?.close();
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  for (const name of PAGES) {
    describe(`docs/${name}.md`, () => {
      it('the curl quick start runs as written', async () => {
        const sh = blocks(await page(name), 'quickstart').filter((b) => b.lang === 'sh');
        expect(sh.length).toBeGreaterThan(0);
        const result = await run('bash', ['-euo', 'pipefail', '-c', sh.map((b) => b.code).join('\n')], work, env);
        expect(ok(result)).toBe('exit 0');
      }, 180000);

      it('the SDK quick start runs as written', async () => {
        const ts = blocks(await page(name), 'quickstart').filter((b) => b.lang === 'ts');
        expect(ts.length).toBeGreaterThan(0);
        for (const [i, b] of ts.entries()) {
          expect(b.code).toContain(`from '@naija-risk/sdk'`);
          const file = join(work, `${name}-${i}.mts`);
          await writeFile(file, b.code.replaceAll(`'@naija-risk/sdk'`, `'${SDK_ENTRY}'`));
          const result = await run(process.execPath, ['--disable-warning=ExperimentalWarning', file], work, env);
          expect(ok(result)).toBe('exit 0');
        }
      }, 180000);
    });
  }

  it('the SDK examples in docs/ and in the SDK README type-check against the generated types', async () => {
    const dir = join(work, 'typecheck');
    await mkdir(dir, { recursive: true });
    const sources = [...PAGES.map((p) => join(DOCS, `${p}.md`)), resolve('clients/typescript/README.md')];
    let n = 0;
    for (const source of sources) for (const b of blocks(await readFile(source, 'utf8')).filter((x) => x.lang === 'ts')) await writeFile(join(dir, `example-${++n}.mts`), b.code);
    expect(n).toBeGreaterThanOrEqual(PAGES.length + 2);
    const config = {
      compilerOptions: {
        module: 'nodenext', moduleResolution: 'nodenext', target: 'ES2023', strict: true, noEmit: true, skipLibCheck: true,
        types: ['node'], typeRoots: [resolve('node_modules/@types')],
        paths: { '@naija-risk/sdk': [resolve('clients/typescript/src/index.ts')] },
      },
      include: ['*.mts'],
    };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config));
    const result = await run(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', dir], dir, {});
    expect(ok(result)).toBe('exit 0');
  }, 120000);

  describe('docs/webhooks.md', () => {
    it('the event catalogue lists exactly the event types the code emits', async () => {
      const catalogue = (await page('webhooks')).split('## Event catalogue')[1];
      const documented = [...catalogue.matchAll(/^### `([a-z.]+)`$/gm)].map((m) => m[1]);
      expect([...documented].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    });

    it('every catalogue entry has a field table and an example with exactly those fields', async () => {
      const catalogue = (await page('webhooks')).split('## Event catalogue')[1];
      for (const section of catalogue.split(/^### /m).slice(1)) {
        const type = /^`([a-z.]+)`/.exec(section)![1];
        const fields = [...section.matchAll(/^\| ([a-z_]+) \|/gm)].map((m) => m[1]).filter((f) => f !== 'Field');
        const example = JSON.parse(blocks(section).find((b) => b.lang === 'json')!.code);
        expect({ type, event: example.event }).toEqual({ type, event: type });
        expect({ type, keys: Object.keys(example).sort() }).toEqual({ type, keys: [...new Set(['event', 'event_id', 'created_at', 'livemode', ...fields])].sort() });
      }
    });

    it('the events the quick starts caused have the fields of their catalogue examples', async () => {
      const catalogue = (await page('webhooks')).split('## Event catalogue')[1];
      const examples = new Map<string, string[]>();
      for (const section of catalogue.split(/^### /m).slice(1)) {
        const example = JSON.parse(blocks(section).find((b) => b.lang === 'json')!.code);
        examples.set(example.event, Object.keys(example).sort());
      }
      // the curl and SDK runs above sent at least these
      await waitFor(() => ['webhook.test', 'credit.report.ready', 'report.ready'].every((e) => rx.got.some((r) => r.json.event === e)), 30000);
      for (const r of rx.got) expect({ event: r.json.event, keys: Object.keys(r.json).sort() }).toEqual({ event: r.json.event, keys: examples.get(r.json.event as string) });
    });

    it('the Node.js verification code accepts a real delivery and refuses a changed body, another secret and an old timestamp', async () => {
      const verify = blocks(await page('webhooks'), 'verify-node');
      expect(verify).toHaveLength(1);
      await writeFile(join(work, 'verify.mjs'), verify[0].code);
      const delivery = rx.got.find((r) => r.json.event === 'webhook.test') ?? (await waitFor(() => rx.got.find((r) => r.json.event === 'webhook.test')));
      // the endpoint that sent it (several endpoints here share the receiver's URL): from the delivery log
      const auth = { headers: { Authorization: `Bearer ${apiKey}` } };
      const log = (await (await fetch(`${baseUrl}/api/v1/webhooks/deliveries?event_id=${delivery.headers['x-event-id']}`, auth)).json()) as { results: { endpoint_id: string }[] };
      const res = await fetch(`${baseUrl}/api/v1/webhooks/endpoints/${log.results[0].endpoint_id}/secret`, auth);
      const { secret } = (await res.json()) as { secret: string };
      await writeFile(join(work, 'delivery.json'), JSON.stringify({ raw: delivery.raw.toString('base64'), headers: delivery.headers, secret }));
      await writeFile(
        join(work, 'check.mjs'),
        `import { readFileSync } from 'node:fs';
import { verifyXSignature, verifyStandardWebhook } from './verify.mjs';
const d = JSON.parse(readFileSync('delivery.json', 'utf8'));
const raw = Buffer.from(d.raw, 'base64');
const changed = Buffer.from(raw.toString().replace('webhook.test', 'report.ready'));
const other = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
const later = Number(d.headers['x-timestamp']) + 301;
const both = (...a) => [verifyXSignature(...a), verifyStandardWebhook(...a)];
console.log(JSON.stringify({ real: both(raw, d.headers, d.secret), changed: both(changed, d.headers, d.secret), other: both(raw, d.headers, other), late: both(raw, d.headers, d.secret, later) }));`,
      );
      const result = await run(process.execPath, ['check.mjs'], work, {});
      expect(ok(result)).toBe('exit 0');
      expect(JSON.parse(result.stdout)).toEqual({ real: [true, true], changed: [false, false], other: [false, false], late: [false, false] });
    });
  });
});
