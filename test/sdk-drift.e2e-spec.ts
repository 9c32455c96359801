import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';

// The SDK's types and the Postman collection are generated from openapi.json by
// `npm run sdk:generate`; regenerating them into a temporary folder must give the checked-in bytes.
const GENERATED = ['clients/typescript/src/schema.ts', 'postman/naija-risk-api.postman_collection.json', 'postman/test-mode.postman_environment.json'];

describe('SDK and Postman collection drift', () => {
  let out: string;
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('`npm run sdk:generate` output equals the checked-in files byte for byte (run it after changing openapi.json)', async () => {
    out = await mkdtemp(join(tmpdir(), 'sdk-drift-'));
    await promisify(execFile)(process.execPath, ['scripts/sdk-generate.mjs', '--out', out], { cwd: process.cwd(), timeout: 120000 });
    for (const file of GENERATED) {
      const [checkedIn, regenerated] = await Promise.all([readFile(join(process.cwd(), file), 'utf8'), readFile(join(out, file), 'utf8')]);
      expect({ file, same: checkedIn === regenerated }).toEqual({ file, same: true });
    }
  }, 150000);

  it('the collection covers every operation of openapi.json, and the environment is test mode on localhost', async () => {
    const spec = JSON.parse(await readFile('openapi.json', 'utf8'));
    const operations = Object.values(spec.paths as Record<string, Record<string, unknown>>).reduce((n, p) => n + Object.keys(p).filter((m) => m !== 'parameters').length, 0);
    const collection = JSON.parse(await readFile(GENERATED[1], 'utf8'));
    const requests: { request: { auth?: { type: string; bearer?: { value: string }[] } | null } }[] = [];
    const walk = (items: { item?: unknown[] }[]) => items.forEach((i) => (i.item ? walk(i.item as { item?: unknown[] }[]) : requests.push(i as never)));
    walk(collection.item);
    expect(requests).toHaveLength(operations);
    const bearer = requests.filter((r) => r.request.auth?.type === 'bearer');
    expect(bearer.length).toBeGreaterThan(operations / 2);
    for (const r of bearer) expect(r.request.auth!.bearer![0].value).toBe('{{bearerToken}}');

    const env = JSON.parse(await readFile(GENERATED[2], 'utf8'));
    const vars = Object.fromEntries(env.values.map((v: { key: string; value: string }) => [v.key, v.value]));
    expect(vars.baseUrl).toBe('http://localhost:3000');
    expect(vars.bearerToken).toMatch(/^sk_test_/);
  });
});
