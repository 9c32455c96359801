import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REDIS_URL, TEST_SECRETS, type TestApp } from './test-app.js';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the compiled operator CLI (`node dist/cli.js …`) as its own process against a test app's database and Redis prefix. */
export async function runCli(t: TestApp, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: t.databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: t.config.redis.keyPrefix,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    ...TEST_SECRETS,
    ...env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['dist/cli.js', ...args], { env: fullEnv });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
