import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';

const run = promisify(execFile);

// The dashboard's API types are generated from the checked-in openapi.json; hand edits or a stale
// file fail here (run `npm run web:types`, which `npm run openapi` also does).
describe('dashboard API types', () => {
  it('web/src/api/schema.d.ts is what openapi-typescript generates from openapi.json', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'web-types-')), 'schema.d.ts');
    await run(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi.json', '--default-non-nullable=false', '-o', out]);
    expect(readFileSync('web/src/api/schema.d.ts', 'utf8')).toBe(readFileSync(out, 'utf8'));
  });
});
