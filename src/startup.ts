import pino from 'pino';
import { AppConfig, ConfigError, loadStartupConfig } from './config/config.js';
import { directUrlOf, resolveDatabaseUrl } from './database/database-url.js';
import { migrate } from './database/data-source.js';
import { assertRedisReachable, describeRedis } from './redis/redis.module.js';

export interface Prepared {
  config: AppConfig;
  databaseUrl: string;
  log: pino.Logger;
}

const redactUrl = (url: string) => url.replace(/\/\/([^@/]*)@/, '//***@');

/** Stops the process with one clear message (no stack trace). */
export function die(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Before Nest starts: configuration (development secrets outside production), Redis answering, PostgreSQL found or started, migrations applied. */
export async function prepare(options: { logToStderr?: boolean; runMigrations?: boolean } = {}): Promise<Prepared> {
  let config: AppConfig;
  let generatedSecretsFile: string | null;
  try {
    ({ config, generatedSecretsFile } = loadStartupConfig());
  } catch (err) {
    if (err instanceof ConfigError) die(err.message);
    throw err;
  }
  const log = pino({ level: config.logLevel, base: { context: 'startup' } }, pino.destination(options.logToStderr ? 2 : 1));
  if (generatedSecretsFile) log.info({ file: generatedSecretsFile }, 'generated JWT_SECRET and ENCRYPTION_KEY for development; later starts reuse them');
  try {
    await assertRedisReachable(config.redis);
  } catch {
    die(
      config.redis.sentinel
        ? `error: Redis is not reachable: no answer from ${describeRedis(config.redis)}; check REDIS_SENTINELS and REDIS_SENTINEL_NAME.`
        : `error: Redis is not reachable at ${describeRedis(config.redis)}; start it (e.g. redis-server --daemonize yes) or set REDIS_URL.`,
    );
  }
  let databaseUrl: string;
  try {
    databaseUrl = await resolveDatabaseUrl(config, (line) => log.info(line));
  } catch (err) {
    die(`error: the embedded PostgreSQL could not start: ${(err as Error).message}`);
  }
  if (options.runMigrations !== false) {
    try {
      const applied = await migrate(config, directUrlOf(config, databaseUrl));
      if (applied.length) log.info({ applied }, 'migrations applied');
    } catch (err) {
      die(`error: PostgreSQL at ${redactUrl(directUrlOf(config, databaseUrl))} could not be migrated: ${(err as Error).message}`);
    }
  }
  return { config, databaseUrl, log };
}
