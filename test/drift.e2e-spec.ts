import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDatabase, dropDatabase, REDIS_URL } from './support/test-app.js';

const run = promisify(execFile);

// Both checks run the compiled CLI: the Swagger plugin only runs in `nest build`, and the
// migrations under test are the compiled ones the service applies.
describe('drift between code and checked-in artifacts', () => {
  let database: { name: string; url: string };
  const env = () => ({ ...process.env, DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: 'drift:', LOG_LEVEL: 'error', NODE_ENV: 'test' });

  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await dropDatabase(database.name);
  });

  it('openapi.json is what the code generates (run `npm run openapi` after changing the API)', async () => {
    const { stdout } = await run('node', ['dist/cli.js', 'openapi'], { env: env(), maxBuffer: 64 * 1024 * 1024 });
    const generated = JSON.parse(stdout);
    const checkedIn = JSON.parse(readFileSync('openapi.json', 'utf8'));
    expect(generated).toEqual(checkedIn);
  });

  it('a migration generated now would be empty (run `npm run migration:generate -- Name` after changing entities)', async () => {
    const { stdout } = await run('node', ['dist/cli.js', 'schema:check'], { env: env() });
    expect(stdout.trim()).toBe('schema in sync');
  });
});
