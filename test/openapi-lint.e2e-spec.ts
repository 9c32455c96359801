import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';

const run = promisify(execFile);
const ROOT = process.cwd();
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** @redocly/cli with redocly.yaml (and its ignore file): the error and warning counts. */
async function redocly(file: string) {
  const { stdout } = await run(bin('redocly'), ['lint', file, '--format=json', '--config', join(ROOT, 'redocly.yaml')], { cwd: ROOT, env, maxBuffer: 64 << 20 }).catch((e) => e);
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; severity: string }[] };
  return { ...report.totals, problems: report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`) };
}

/** Spectral with .spectral.yaml (spectral:oas): the results by severity (0 error, 1 warning). */
async function spectral(file: string) {
  const dir = mkdtempSync(join(tmpdir(), 'spectral-'));
  try {
    const out = join(dir, 'out.json');
    await run(bin('spectral'), ['lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--format', 'json', '--output', out], { cwd: ROOT, env, maxBuffer: 64 << 20 }).catch(() => undefined);
    const results = JSON.parse(readFileSync(out, 'utf8')) as { code: string; message: string; severity: number; path: string[] }[];
    const show = (r: (typeof results)[number]) => `${r.code} at ${r.path.join('.')}: ${r.message}`;
    return { errors: results.filter((r) => r.severity === 0).map(show), warnings: results.filter((r) => r.severity === 1).map(show) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const doc = JSON.parse(readFileSync(join(ROOT, 'openapi.json'), 'utf8')) as Json;
const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
    .map(([method, op]) => ({ path, method, op: op as Json, name: `${method.toUpperCase()} ${path}` })),
);

describe('openapi.json under @redocly/cli and Spectral', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('@redocly/cli (recommended) finds no error and no warning', async () => {
    const r = await redocly(join(ROOT, 'openapi.json'));
    expect(r.problems).toEqual([]);
    expect(r.errors).toBe(0);
  });

  it('Spectral (spectral:oas) finds no error and no warning', async () => {
    const r = await spectral(join(ROOT, 'openapi.json'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('both linters do report errors: an OpenAPI 3.1 exclusiveMinimum in this 3.0 document fails both', async () => {
    const broken = structuredClone(doc);
    broken.components.schemas.AnalyzeTransactionDto.properties.amount.exclusiveMinimum = 0;
    const file = join(scratch, 'openapi.json');
    writeFileSync(file, JSON.stringify(broken));
    expect((await redocly(file)).errors).toBeGreaterThan(0);
    expect((await spectral(file)).errors.length).toBeGreaterThan(0);
  });
});

describe('openapi.json describes the service as it is', () => {
  it('document: servers, described tags, contact, licence, and the version of package.json', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(doc.info.version).toBe(pkg.version);
    expect(doc.info.contact).toEqual(expect.objectContaining({ email: expect.any(String), url: expect.any(String) }));
    expect(doc.info.license).toEqual(expect.objectContaining({ name: expect.any(String), url: expect.any(String) }));
    expect(doc.servers.length).toBeGreaterThan(0);
    const used = new Set(operations.flatMap((o) => o.op.tags ?? []));
    const described = new Map((doc.tags as Json[]).map((t) => [t.name, t.description]));
    for (const tag of used) expect([tag, described.get(tag)?.length > 20]).toEqual([tag, true]);
  });

  it('every operation has a summary, a description and examples of its parameters, JSON request and responses', () => {
    const missing: string[] = [];
    for (const { name, op } of operations) {
      if (!op.summary) missing.push(`${name}: summary`);
      if (!op.description) missing.push(`${name}: description`);
      for (const p of op.parameters ?? []) if (p.example === undefined && p.schema?.example === undefined) missing.push(`${name}: example of ${p.in} ${p.name}`);
      const body = op.requestBody?.content?.['application/json'];
      if (body && body.example === undefined && !body.examples) missing.push(`${name}: request example`);
      for (const [status, r] of Object.entries(op.responses as Json)) {
        const json = (r as Json).content?.['application/json'];
        if (json && json.example === undefined && !json.examples) missing.push(`${name} ${status}: response example`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('statuses every route can answer are declared, in the envelope, with their headers', () => {
    const problems: string[] = [];
    const has = (o: (typeof operations)[number], status: string) => {
      if (!o.op.responses[status]) problems.push(`${o.name}: no ${status}`);
    };
    for (const o of operations) {
      if (['post', 'put', 'patch'].includes(o.method)) ['400', '413', '415'].forEach((s) => has(o, s));
      if (!o.path.startsWith('/health/')) ['429', '503'].forEach((s) => has(o, s));
      if (o.op.security?.length) has(o, '401');
      for (const [status, r] of Object.entries(o.op.responses as Json) as [string, Json][]) {
        const headers = Object.keys(r.headers ?? {});
        for (const h of ['X-Request-ID', 'API-Version']) if (!headers.includes(h)) problems.push(`${o.name} ${status}: no ${h}`);
        if ((status === '429' || status === '503') && !headers.includes('Retry-After')) problems.push(`${o.name} ${status}: no Retry-After`);
        if (status === '401' && !headers.includes('WWW-Authenticate')) problems.push(`${o.name} 401: no WWW-Authenticate`);
        if (status >= '400' && r.content?.['application/json'] && r.content['application/json'].schema?.$ref !== '#/components/schemas/ErrorResponseDto') {
          problems.push(`${o.name} ${status}: not the envelope`);
        }
      }
      const idempotent = (o.op.parameters ?? []).some((p: Json) => p.name === 'Idempotency-Key');
      if (idempotent && !o.op.responses['200']?.headers?.['Idempotent-Replayed']) problems.push(`${o.name}: replay (200 with Idempotent-Replayed) not declared`);
      if (!o.path.startsWith('/health/') && !o.op.responses['200']?.headers?.['RateLimit-Limit'] && !Object.values(o.op.responses as Json).some((r: Json) => r.headers?.['RateLimit-Limit'])) {
        problems.push(`${o.name}: no RateLimit-* headers`);
      }
    }
    expect(problems).toEqual([]);
    expect(doc.components.headers['WWW-Authenticate'].schema.enum).toEqual(['Bearer']);
  });

  it("analyze's 200 is its answer, not a replay; creations declare their replay as 200", () => {
    const analyze = doc.paths['/api/v1/fraud/analyze/'].post.responses['200'];
    expect(analyze.description).not.toMatch(/^(a )?replay|replay of an earlier/i);
    expect(analyze.content['application/json'].schema.$ref).toBe('#/components/schemas/AnalyzeResultDto');
    expect(doc.paths['/api/v1/fraud/report/'].post.responses['200'].description).toMatch(/replay/i);
  });

  it('schemas: the upload is binary, the financial report is typed, contract counts and scores are integers', () => {
    const s = doc.components.schemas;
    expect(doc.paths['/api/v1/detect/file'].post.requestBody.content['multipart/form-data'].schema.properties.file).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }));
    expect(s.ReportCaseDto.properties.report.allOf).toEqual([{ $ref: '#/components/schemas/FinancialReportDto' }]);
    expect(Object.keys(s.FinancialReportDto.properties)).toEqual(expect.arrayContaining(['score', 'income_monthly_usd', 'income_monthly_local', 'affordability_ceiling_local', 'dti_ratio', 'report_pdf_url']));
    expect(s.AnalyzeTransactionDto.properties.amount).toEqual(expect.objectContaining({ minimum: 0, exclusiveMinimum: true }));
    const integers = {
      AccountScoreDto: ['report_count'],
      WatchlistResultDto: ['match_count'],
      VelocityCheckDto: ['window_minutes', 'threshold'],
      VelocityResultDto: ['event_count', 'threshold', 'window_minutes'],
      FraudAlertListDto: ['count', 'page', 'page_size'],
      CreditScoreDto: ['score'],
      CreditInquiryDto: ['score_at_inquiry'],
      CreditHistoryDto: ['months_analyzed', 'total_facilities', 'active_facilities', 'worst_delinquency_days'],
      UserDto: ['id', 'tier'],
    };
    const wrong = Object.entries(integers).flatMap(([schema, props]) => props.filter((p) => s[schema]?.properties?.[p]?.type !== 'integer').map((p) => `${schema}.${p}`));
    expect(wrong).toEqual([]);
    const query = (path: string, name: string) => doc.paths[path].get.parameters.find((p: Json) => p.name === name).schema.type;
    expect([query('/api/v1/credit/history/', 'months'), query('/api/v1/fraud/alerts/', 'page')]).toEqual(['integer', 'integer']);
  });
});
