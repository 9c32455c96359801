import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, loadStartupConfig, parseRole } from './config.js';
import { generateSecrets, productionEnvFile } from './secrets.js';

// fresh for this run; a configuration without them is refused (see below)
const secrets = generateSecrets();

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('loadConfig accepted an invalid configuration');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an environment with only the secrets', () => {
    const c = loadConfig({ ...secrets });
    expect(c.nodeEnv).toBe('development');
    expect(c.isProduction).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.publicBaseUrl).toBe('http://localhost:3000');
    expect(c.logLevel).toBe('info');
    expect(c.database.url).toBeNull();
    expect(c.database.dataDir).toBe(resolve('.data'));
    expect(c.database.poolSize).toBe(20);
    expect(c.redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'risk:', sentinel: null });
    expect(c.jwt.issuer).toBe('naija-risk-api');
    expect(c.jwt.audience).toBe('naija-risk-api');
    expect(c.jwt.accessTtlSeconds).toBe(900);
    expect(c.jwt.refreshTtlSeconds).toBe(7 * 24 * 3600);
    expect(c.jwt.secret).toBe(secrets.JWT_SECRET);
    expect(c.encryptionKey).toEqual(Buffer.from(secrets.ENCRYPTION_KEY, 'hex'));
    expect(c.http).toEqual({ bodyLimitBytes: 1024 * 1024, trustProxy: false });
    expect(c.rateLimit.enabled).toBe(true);
    // tier 1 sustains 100 requests per second, with a burst allowance; higher tiers scale up
    expect(c.rateLimit.tiers).toEqual({
      1: { points: 100, duration: 1, burst: { points: 200, duration: 10 } },
      2: { points: 500, duration: 1, burst: { points: 1000, duration: 10 } },
      3: { points: 2000, duration: 1, burst: { points: 4000, duration: 10 } },
    });
    expect(c.rateLimit.authFailuresPerIp).toBe(30);
    expect(c.rateLimit.authFailureWindowSeconds).toBe(60);
    expect(c.rateLimit.anonymous).toEqual({ points: 300, duration: 60 });
    expect(c.rateLimit.loginFailuresPerEmailIp).toBe(5);
    expect(c.rateLimit.loginFailuresPerIp).toBe(50);
    expect(c.rateLimit.loginWindowSeconds).toBe(900);
    expect(c.smtp.url).toBeNull();
    expect(c.apiTokenCacheSeconds).toBe(10);
    expect(c.idempotency).toEqual({ ttlSeconds: 24 * 3600, lockSeconds: 60 });
    expect(c.seedDemo).toBe(true);
  });

  it('reads given values', () => {
    const c = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      JWT_SECRET: 'p'.repeat(40),
      ENCRYPTION_KEY: secrets.ENCRYPTION_KEY,
      DATABASE_URL: 'postgres://u:p@db:5432/risk',
      PUBLIC_BASE_URL: 'https://api.example.ng/',
      RATE_LIMIT_TIERS: '1:5/60, 2:50/30',
      LOGIN_MAX_FAILURES_PER_EMAIL_IP: '3',
      TRUST_PROXY: '2',
      RATE_LIMIT_ENABLED: '0',
      SEED_DEMO: 'no',
    });
    expect(c.nodeEnv).toBe('test');
    expect(c.isProduction).toBe(false);
    expect(c.port).toBe(8080);
    expect(c.jwt.secret).toBe('p'.repeat(40));
    expect(c.database.url).toBe('postgres://u:p@db:5432/risk');
    expect(c.publicBaseUrl).toBe('https://api.example.ng');
    expect(c.rateLimit.tiers).toEqual({ 1: { points: 5, duration: 60 }, 2: { points: 50, duration: 30 } });
    expect(c.rateLimit.loginFailuresPerEmailIp).toBe(3);
    expect(c.rateLimit.enabled).toBe(false);
    expect(c.http.trustProxy).toBe(2);
    expect(c.seedDemo).toBe(false);
  });

  it('reads tiers with and without a burst allowance, and the failed-authentication limit', () => {
    const c = loadConfig({ ...secrets, RATE_LIMIT_TIERS: '1:100/1+200/10, 2:600/60', AUTH_MAX_FAILURES_PER_IP: '5', AUTH_FAILURE_WINDOW_SECONDS: '300' });
    expect(c.rateLimit.tiers).toEqual({ 1: { points: 100, duration: 1, burst: { points: 200, duration: 10 } }, 2: { points: 600, duration: 60 } });
    expect(c.rateLimit.authFailuresPerIp).toBe(5);
    expect(c.rateLimit.authFailureWindowSeconds).toBe(300);
  });

  it('refuses malformed tiers (zero, a burst without its window) and a bad failed-authentication limit', () => {
    expect(problemsOf({ ...secrets, RATE_LIMIT_TIERS: '1:0/1,2:5/0,3:5/1+7,4:5/1+0/10,5:5/1+5/10' })).toEqual([
      expect.stringMatching(/^RATE_LIMIT_TIERS entries look like .*"1:0\/1"/),
      expect.stringMatching(/"2:5\/0"/),
      expect.stringMatching(/"3:5\/1\+7"/),
      expect.stringMatching(/"4:5\/1\+0\/10"/),
      'RATE_LIMIT_TIERS must define tier 1',
    ]);
    expect(problemsOf({ ...secrets, AUTH_MAX_FAILURES_PER_IP: '0', AUTH_FAILURE_WINDOW_SECONDS: 'soon' })).toEqual([
      expect.stringMatching(/^AUTH_MAX_FAILURES_PER_IP must be an integer/),
      expect.stringMatching(/^AUTH_FAILURE_WINDOW_SECONDS must be an integer/),
    ]);
  });

  it('treats empty strings as unset', () => {
    const c = loadConfig({ ...secrets, PORT: '', REDIS_URL: '', TRUST_PROXY: '' });
    expect(c.port).toBe(3000);
    expect(c.http.trustProxy).toBe(false);
    expect(problemsOf({ JWT_SECRET: '', ENCRYPTION_KEY: '' })).toEqual([expect.stringMatching(/^JWT_SECRET is not set/), expect.stringMatching(/^ENCRYPTION_KEY is not set/)]);
    expect(c.redis.url).toBe('redis://127.0.0.1:6379');
  });

  it('lists every problem at once in one ConfigError', () => {
    const problems = problemsOf({ PORT: 'abc', RATE_LIMIT_TIERS: 'bad', NODE_ENV: 'production' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT must be an integer.*"abc"/),
        expect.stringMatching(/^RATE_LIMIT_TIERS entries look like tier:requests\/seconds.*"bad"/),
        expect.stringMatching(/^RATE_LIMIT_TIERS must define tier 1/),
        expect.stringMatching(/^JWT_SECRET is required in production/),
        expect.stringMatching(/^ENCRYPTION_KEY is required in production/),
        expect.stringMatching(/^DATABASE_URL is required in production/),
      ]),
    );
    // each problem once
    expect(new Set(problems).size).toBe(problems.length);
  });

  it('names each problem in the error message, one per line', () => {
    let error: unknown;
    try {
      loadConfig({ ...secrets, PORT: '70000', LOG_LEVEL: 'loud', REDIS_URL: 'http://redis:6379', JWT_SECRET: 'short', SMTP_URL: 'not a url' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT must be an integer from 0 to 65535 \(got "70000"\)/),
        expect.stringMatching(/^JWT_SECRET must be at least 32 characters/),
        expect.stringMatching(/^LOG_LEVEL must be one of .*"loud"/),
        expect.stringMatching(/^REDIS_URL must use redis: or rediss:/),
        expect.stringMatching(/^SMTP_URL is not a valid URL/),
      ]),
    );
    expect(problems).toHaveLength(5);
    for (const p of problems) expect(message).toContain(`  - ${p}`);
    // a secret's value is never echoed
    expect(message).not.toContain('"short"');
  });

  it('refuses wrong kinds of values: booleans, enums, URLs, ranges', () => {
    const problems = problemsOf({
      ...secrets,
      NODE_ENV: 'staging',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://db/risk',
      HTTP_BODY_LIMIT_BYTES: '10',
      API_TOKEN_CACHE_SECONDS: '1.5',
      RATE_LIMIT_TIERS: '2:100/60',
    });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/NODE_ENV must be one of development, test, production/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY must be a hop count or comma-separated proxy addresses\/CIDRs .*"maybe"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must use postgres: or postgresql:/);
    expect(problems.join('\n')).toMatch(/HTTP_BODY_LIMIT_BYTES must be an integer from 1024/);
    expect(problems.join('\n')).toMatch(/API_TOKEN_CACHE_SECONDS must be an integer/);
    expect(problems.join('\n')).toMatch(/RATE_LIMIT_TIERS must define tier 1/);
  });
});

describe('Redis Sentinel', () => {
  it('is off by default: one Redis at REDIS_URL', () => {
    expect(loadConfig({ ...secrets }).redis.sentinel).toBeNull();
  });

  it('reads the sentinels (IPv6 in brackets), the primary name and the sentinels password', () => {
    const c = loadConfig({ ...secrets, REDIS_SENTINELS: '10.0.0.5:26379, sentinel-b:26380,[fd00::7]:26381', REDIS_SENTINEL_NAME: 'risk-primary', REDIS_SENTINEL_PASSWORD: 's3cret' });
    expect(c.redis.sentinel).toEqual({
      hosts: [
        { host: '10.0.0.5', port: 26379 },
        { host: 'sentinel-b', port: 26380 },
        { host: 'fd00::7', port: 26381 },
      ],
      name: 'risk-primary',
      password: 's3cret',
    });
  });

  it('refuses malformed sentinels, a missing primary name, and a name without sentinels', () => {
    expect(problemsOf({ ...secrets, REDIS_SENTINELS: '10.0.0.5,host:0,host:26379:1,fd00::7:26379,:26379' })).toEqual([
      expect.stringMatching(/^REDIS_SENTINELS entries look like host:port .*"10\.0\.0\.5"/),
      expect.stringMatching(/"host:0"/),
      expect.stringMatching(/"host:26379:1"/),
      expect.stringMatching(/"fd00::7:26379"/),
      expect.stringMatching(/":26379"/),
      expect.stringMatching(/^REDIS_SENTINEL_NAME is required with REDIS_SENTINELS/),
    ]);
    expect(problemsOf({ ...secrets, REDIS_SENTINEL_NAME: 'risk-primary' })).toEqual([expect.stringMatching(/^REDIS_SENTINEL_NAME is set but REDIS_SENTINELS is not/)]);
    expect(problemsOf({ ...secrets, REDIS_SENTINEL_PASSWORD: 'sentinel-secret' })).toEqual([expect.stringMatching(/^REDIS_SENTINEL_PASSWORD is set but REDIS_SENTINELS is not/)]);
  });
});

describe('document detection', () => {
  it('analyses on worker threads by default, leaving a core to the event loop, with 4 concurrent uploads per organization', () => {
    const c = loadConfig({ ...secrets });
    expect(c.detect.analysisWorkers).toBe(Math.min(4, Math.max(1, availableParallelism() - 1)));
    expect(c.detect.analysisWorkers).toBeGreaterThanOrEqual(1);
    expect(c.detect.maxConcurrentPerOrganization).toBe(4);
    expect(loadConfig({ ...secrets, DETECT_ANALYSIS_WORKERS: '0', DETECT_MAX_CONCURRENT_PER_ORGANIZATION: '9' }).detect).toMatchObject({ analysisWorkers: 0, maxConcurrentPerOrganization: 9 });
  });

  it('refuses a per-organization limit that is not a positive integer', () => {
    expect(problemsOf({ ...secrets, DETECT_MAX_CONCURRENT_PER_ORGANIZATION: '0' })).toEqual([expect.stringMatching(/^DETECT_MAX_CONCURRENT_PER_ORGANIZATION must be an integer from 1/)]);
    expect(problemsOf({ ...secrets, DETECT_MAX_CONCURRENT_PER_ORGANIZATION: 'many' })).toEqual([expect.stringMatching(/^DETECT_MAX_CONCURRENT_PER_ORGANIZATION must be an integer/)]);
  });
});

describe('REPORT_PROVIDER in production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATABASE_URL: 'postgres://u@db/risk', ENCRYPTION_KEY: 'ab'.repeat(32) };

  it('refuses the sandbox provider at start unless REPORT_SANDBOX_IN_PRODUCTION=true', () => {
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^REPORT_PROVIDER=sandbox .* refused in production; .*REPORT_SANDBOX_IN_PRODUCTION=true/)]);
    expect(problemsOf({ ...production, REPORT_PROVIDER: 'sandbox', REPORT_SANDBOX_IN_PRODUCTION: 'false' })).toHaveLength(1);
    const allowed = loadConfig({ ...production, REPORT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(allowed.reports).toMatchObject({ provider: 'sandbox', sandboxInProduction: true });
  });

  it('uses the sandbox outside production without the flag, and refuses an unknown provider', () => {
    expect(loadConfig({ ...secrets }).reports).toMatchObject({ provider: 'sandbox', sandboxInProduction: false });
    expect(problemsOf({ ...secrets, REPORT_PROVIDER: 'plaid' })).toEqual([expect.stringMatching(/^REPORT_PROVIDER must be one of sandbox \(got "plaid"\)/)]);
  });
});

describe('production secrets', () => {
  it('names every missing secret at once, with how to make one', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'JWT_SECRET is required in production (generate one with: openssl rand -hex 32)',
      expect.stringMatching(/^DATABASE_URL is required in production/),
      'ENCRYPTION_KEY is required in production (generate one with: openssl rand -hex 32)',
      expect.stringMatching(/^REPORT_PROVIDER=sandbox .* refused in production/),
    ]);
  });

  it('secrets:generate writes an env file that production accepts', () => {
    const file = productionEnvFile();
    const env = Object.fromEntries(file.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('=', 2) as [string, string]));
    expect(Object.keys(env)).toEqual(['JWT_SECRET', 'ENCRYPTION_KEY', 'POSTGRES_PASSWORD', 'REPORT_SANDBOX_IN_PRODUCTION']);
    const c = loadConfig({ ...env, NODE_ENV: 'production', DATABASE_URL: `postgres://risk:${env.POSTGRES_PASSWORD}@db/risk` });
    expect(c.jwt.secret).toBe(env.JWT_SECRET);
    expect(c.encryptionKey).toHaveLength(32);
    // fresh values on every call
    expect(productionEnvFile()).not.toContain(env.JWT_SECRET);
  });
});

describe('development secrets (loadStartupConfig)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-spec-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('generates them on the first start into DATA_DIR/secrets.json (0600) and reuses them later', () => {
    const DATA_DIR = dataDir();
    const first = loadStartupConfig({ DATA_DIR });
    const file = join(DATA_DIR, 'secrets.json');
    expect(first.generatedSecretsFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(first.config.jwt.secret).toBe(stored.JWT_SECRET);
    expect(first.config.encryptionKey).toEqual(Buffer.from(stored.ENCRYPTION_KEY, 'hex'));

    const second = loadStartupConfig({ DATA_DIR, NODE_ENV: 'test' });
    expect(second.generatedSecretsFile).toBeNull();
    expect(second.config.jwt.secret).toBe(first.config.jwt.secret);
    expect(second.config.encryptionKey).toEqual(first.config.encryptionKey);
    // another data folder, other secrets
    expect(loadStartupConfig({ DATA_DIR: dataDir() }).config.jwt.secret).not.toBe(first.config.jwt.secret);
  });

  it('lets a secret set in the environment win, and fills only the other', () => {
    const DATA_DIR = dataDir();
    const { config } = loadStartupConfig({ DATA_DIR, JWT_SECRET: secrets.JWT_SECRET });
    expect(config.jwt.secret).toBe(secrets.JWT_SECRET);
    const stored = JSON.parse(readFileSync(join(DATA_DIR, 'secrets.json'), 'utf8'));
    expect(config.encryptionKey).toEqual(Buffer.from(stored.ENCRYPTION_KEY, 'hex'));
  });

  it('never reads or writes the file in production', () => {
    const DATA_DIR = dataDir();
    expect(() => loadStartupConfig({ DATA_DIR, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/risk' })).toThrow(/JWT_SECRET is required in production[\s\S]*ENCRYPTION_KEY is required in production/);
    expect(() => statSync(join(DATA_DIR, 'secrets.json'))).toThrow(/ENOENT/);
  });

  it('refuses a damaged secrets file by name instead of replacing the key', () => {
    const DATA_DIR = dataDir();
    loadStartupConfig({ DATA_DIR });
    const file = join(DATA_DIR, 'secrets.json');
    writeFileSync(file, JSON.stringify({ JWT_SECRET: secrets.JWT_SECRET }));
    expect(() => loadStartupConfig({ DATA_DIR })).toThrow(new RegExp(`${file} lacks ENCRYPTION_KEY`));
    writeFileSync(file, '{not json');
    expect(() => loadStartupConfig({ DATA_DIR })).toThrow(ConfigError);
  });

  it('makes a secrets file that others can read private again', () => {
    const DATA_DIR = dataDir();
    loadStartupConfig({ DATA_DIR });
    const file = join(DATA_DIR, 'secrets.json');
    chmodSync(file, 0o644);
    loadStartupConfig({ DATA_DIR });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ ...secrets, TRUST_PROXY: value }).http.trustProxy;

  it('takes a hop count or proxy addresses, CIDRs and the names Express knows', () => {
    expect(trust('1')).toBe(1);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 192.168.1.7,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(trust('fd00::/8,::1,linklocal,uniquelocal')).toEqual(['fd00::/8', '::1', 'linklocal', 'uniquelocal']);
    expect(trust('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
  });

  it('refuses true, which would let a client choose its address, and says what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(problemsOf({ ...secrets, TRUST_PROXY: value })).toEqual([
        expect.stringMatching(new RegExp(`^TRUST_PROXY=${value} would trust every X-Forwarded-For.*number of proxies.*\\(e\\.g\\. 1\\).*addresses/CIDRs`)),
      ]);
    }
  });

  it('refuses what Express would not understand, naming the entries', () => {
    expect(problemsOf({ ...secrets, TRUST_PROXY: '10.0.0.0/33,loopback,proxy.internal' })).toEqual([
      'TRUST_PROXY must be a hop count or comma-separated proxy addresses/CIDRs (or loopback, linklocal, uniquelocal); not understood: "10.0.0.0/33", "proxy.internal"',
    ]);
    expect(problemsOf({ ...secrets, TRUST_PROXY: '11' })).toEqual([expect.stringMatching(/^TRUST_PROXY as a hop count must be from 0 to 10/)]);
    expect(problemsOf({ ...secrets, TRUST_PROXY: '10.0.0.1,' })).toHaveLength(1);
  });
});

describe('DATABASE_DIRECT_URL (DATABASE_URL on a transaction-pooling PgBouncer)', () => {
  const pooler = 'postgres://risk@pgbouncer:6432/risk';
  const direct = 'postgres://risk:p@db:5432/risk';

  it('is off unless it names another server than DATABASE_URL', () => {
    expect(loadConfig({ ...secrets, DATABASE_URL: direct }).database).toMatchObject({ directUrl: null, transactionPooling: false, statementTimeoutMs: 15000 });
    expect(loadConfig({ ...secrets, DATABASE_URL: direct, DATABASE_DIRECT_URL: direct }).database).toMatchObject({ directUrl: null, transactionPooling: false });
    expect(loadConfig({ ...secrets, DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct }).database).toMatchObject({ url: pooler, directUrl: direct, transactionPooling: true });
  });

  it('refuses it without DATABASE_URL, a non-PostgreSQL URL, and a statement timeout the pooler would never see', () => {
    expect(problemsOf({ ...secrets, DATABASE_DIRECT_URL: direct })).toEqual(['DATABASE_DIRECT_URL is set without DATABASE_URL (the pooler it bypasses)']);
    expect(problemsOf({ ...secrets, DATABASE_URL: pooler, DATABASE_DIRECT_URL: 'mysql://db/risk' })).toEqual(['DATABASE_DIRECT_URL must use postgres: or postgresql: (got "mysql:")']);
    expect(problemsOf({ ...secrets, DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct, DATABASE_STATEMENT_TIMEOUT_MS: '5000' })).toEqual([
      expect.stringMatching(/^DATABASE_STATEMENT_TIMEOUT_MS does nothing when DATABASE_URL is a PgBouncer .*connect_query.*ALTER ROLE/),
    ]);
  });
});

describe('parseRole', () => {
  it('accepts api, worker and all (default all) and refuses others', () => {
    expect(parseRole(undefined)).toBe('all');
    expect(parseRole('api')).toBe('api');
    expect(parseRole('worker')).toBe('worker');
    expect(() => parseRole('web')).toThrow(ConfigError);
  });
});
