import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { GENERATED_SECRETS } from '../src/config/secrets.js';
import { runToExit } from './support/service-process.js';
import { REDIS_URL } from './support/test-app.js';

// Production takes every secret from its environment and starts without one of them never.
// docker-compose.yml runs the stack in production mode, with each secret from the env file that
// `cli secrets:generate` writes; without that file compose stops before starting anything.

// js-yaml comes with @nestjs/swagger; load() reads this file the same in its versions 3 and 4
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
type Compose = { services: Record<string, { environment?: Record<string, string | number | boolean> }> };
const compose = yaml.load(readFileSync('docker-compose.yml', 'utf8')) as Compose;

/** Compose's interpolation: ${NAME}, ${NAME:-default} and ${NAME:?error} (an error stops compose). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
    if (vars[name]) return vars[name];
    if (op === '?') throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return op === '-' ? (arg ?? '') : '';
  });
}
const environmentOf = (service: string, vars: Record<string, string>) =>
  Object.fromEntries(Object.entries(compose.services[service].environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]));
const parseEnvFile = (text: string) =>
  Object.fromEntries(text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));

describe('production secrets: every one is required, and docker-compose.yml passes each from the env file', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses to start in production without them, naming every missing one, and writes no secrets file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prod-secrets-'));
    dirs.push(dir);
    const { code, output } = await runToExit(['dist/main.js', 'api'], { NODE_ENV: 'production', DATA_DIR: dir, REDIS_URL });
    expect(code).toBe(1);
    for (const name of [...GENERATED_SECRETS, 'DATABASE_URL']) expect(output).toMatch(new RegExp(`- ${name} is required in production`));
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it('gives the compose stack a valid production configuration from the file `cli secrets:generate` writes', async () => {
    const generated = await runToExit(['dist/cli.js', 'secrets:generate'], {});
    expect(generated.code).toBe(0);
    const vars = parseEnvFile(generated.output);
    for (const service of ['api', 'worker']) {
      const env = environmentOf(service, vars);
      expect(env.NODE_ENV).toBe('production');
      const config = loadConfig(env);
      expect(config.isProduction).toBe(true);
      expect(config.jwt.secret).toBe(vars.JWT_SECRET);
      expect(config.encryptionKey).toEqual(Buffer.from(vars.ENCRYPTION_KEY, 'hex'));
      // the application's DATABASE_URL carries the password compose gives PostgreSQL
      expect(new URL(config.database.url!).password).toBe(environmentOf('postgres', vars).POSTGRES_PASSWORD);
    }
  });

  it('holds no secret value itself: without the env file compose refuses to start', () => {
    for (const [service, names] of [
      ['api', [...GENERATED_SECRETS, 'DATABASE_URL']],
      ['worker', [...GENERATED_SECRETS, 'DATABASE_URL']],
      ['postgres', ['POSTGRES_PASSWORD']],
    ] as const) {
      for (const name of names) {
        expect(() => interpolate(String(compose.services[service].environment?.[name] ?? ''), {})).toThrow(/required variable \w+ is missing a value: run npm run -s cli -- secrets:generate > \.env/);
      }
    }
  });
});
