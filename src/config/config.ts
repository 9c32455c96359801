import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { developmentSecrets, GENERATED_SECRETS } from './secrets.js';

// The one place that reads process.env. Every value is validated at start; a bad configuration
// stops the process with the whole list of problems, never a stack trace.

export type Role = 'api' | 'worker' | 'all';
export const ROLES: readonly Role[] = ['api', 'worker', 'all'];

/** Bank-connection providers REPORT_PROVIDER can name (each has a factory in src/financial-reports/providers). */
export const REPORT_PROVIDERS = ['sandbox'] as const;
export type ReportProviderName = (typeof REPORT_PROVIDERS)[number];

export interface TierLimit {
  /** requests allowed per window */
  points: number;
  /** window length in seconds */
  duration: number;
  /** extra requests allowed per its own (longer) window once `points` are spent: short bursts above the sustained rate */
  burst?: { points: number; duration: number };
}

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** The worker role's own listener for /metrics and /health/live (0 = none). */
  workerPort: number;
  /** The api role as this many processes sharing the port (node:cluster); 1 = the process itself serves. */
  apiProcesses: number;
  /** With API_PROCESSES > 1: the primary's port for /metrics summed over the api processes (0 = off). */
  apiProcessesMetricsPort: number;
  /** Base URL clients reach this service at; used for links in emails and hosted pages. */
  publicBaseUrl: string;
  logLevel: string;
  database: {
    /** Null means: start an embedded PostgreSQL under dataDir. */
    url: string | null;
    /**
     * PostgreSQL itself when `url` is a transaction-pooling PgBouncer (null: `url`): migrations (a session
     * advisory lock, temporary tables) and the webhook relay's LISTEN connection use it.
     */
    directUrl: string | null;
    /** `url` pools per transaction: no named prepared statements, no statement_timeout at connect (PgBouncer 1.18 refuses it). */
    transactionPooling: boolean;
    embeddedPort: number;
    dataDir: string;
    poolSize: number;
    statementTimeoutMs: number;
  };
  /** One Redis by URL, or (sentinel set) the primary that Redis Sentinel names; the URL's credentials, database and TLS apply to either. */
  redis: { url: string; keyPrefix: string; sentinel: RedisSentinel | null };
  jwt: {
    secret: string;
    issuer: string;
    audience: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
  };
  /** trustProxy is Express's `trust proxy`: false (trust nobody), a hop count, or proxy addresses/CIDRs. */
  http: { bodyLimitBytes: number; trustProxy: false | number | string[] };
  rateLimit: {
    enabled: boolean;
    tiers: Record<number, TierLimit>;
    anonymous: TierLimit;
    loginFailuresPerEmailIp: number;
    loginFailuresPerIp: number;
    loginWindowSeconds: number;
    /** Failed authentications (bad bearer token) per client address per window, then 429 before any lookup. */
    authFailuresPerIp: number;
    authFailureWindowSeconds: number;
  };
  smtp: { url: string | null; from: string };
  /** Sign-up attempts allowed per client address and per email address in each window. */
  signupThrottle: { perIp: number; perEmail: number; windowSeconds: number };
  apiTokenCacheSeconds: number;
  idempotency: { ttlSeconds: number; lockSeconds: number };
  /** The organization's request log: days kept, in-process buffer bound, flush cadence and batch size. */
  requestLog: { retentionDays: number; bufferMax: number; flushMs: number; batchSize: number };
  /** 32-byte master key for secrets that must be readable again (webhook secrets, BVNs): AES-256-GCM. */
  encryptionKey: Buffer;
  webhooks: {
    allowPrivateTargets: boolean;
    /** Seconds before retry 1, 2, …; attempts = 1 + retries. */
    retryDelaysSeconds: number[];
    timeoutMs: number;
    secretGraceSeconds: number;
    relayIntervalMs: number;
    /** Days a finished delivery (and its attempts) is kept. */
    deliveryRetentionDays: number;
  };
  seedDemo: boolean;
  /**
   * Document detection: largest accepted upload (refused with 413 while streaming), analysis time budget,
   * worker threads (0 = in the request thread), and concurrent uploads per organization (429 beyond).
   */
  detect: { maxFileBytes: number; analysisBudgetMs: number; analysisWorkers: number; maxConcurrentPerOrganization: number };
  /** Financial reports: hosted-link lifetime, bank-connection provider, NGN per USD, jobs. */
  reports: {
    linkTtlSeconds: number;
    provider: ReportProviderName;
    /** Production refuses the sandbox provider (made-up statements) unless this is set. */
    sandboxInProduction: boolean;
    usdNgnRate: number;
    /** Where the rate comes from and the date it was set (shown on every report beside the rate). */
    usdNgnRateSource: string;
    usdNgnRateDate: string | null;
    pdfLinkTtlSeconds: number;
    expirySweepIntervalMs: number;
    providerAttempts: number;
    providerRetryDelayMs: number;
    workerConcurrency: number;
  };
  /** Credit bureaus: a bureau without a URL is the built-in sandbox bureau. */
  credit: {
    bureaus: Record<'crc' | 'first_central', { url: string | null; apiKey: string | null }>;
    bureauTimeoutMs: number;
    consentDefaultDays: number;
    /** Days an access-log line is kept (its month partition is dropped after). */
    accessLogRetentionDays: number;
    /** With `bureau: all` and a bureau down: `answer` from the others (flagged partial) or `refuse` with 503. */
    partialPolicy: 'answer' | 'refuse';
  };
  /**
   * Fraud engine: replayClock lets an evaluation replay set the engine's clock (X-Replay-Time); never
   * in production. reportsPerHour: fraud network reports each organization may submit per hour.
   * rawScores: risk_score is the uncalibrated points sum, to refit the calibration; never in production.
   * groupCommitMs: analyses arriving while a write is in flight wait at most this long to share one statement and commit (0: each alone).
   * transactionRetentionDays: days an analysed transaction is kept (its month partition is dropped after); profiles never need it.
   */
  fraud: { replayClock: boolean; reportsPerHour: number; rawScores: boolean; groupCommitMs: number; transactionRetentionDays: number };
}

/** Sentinels that know the primary `name`; `password` is the sentinels' own (requirepass), not the primary's. */
export interface RedisSentinel {
  hosts: { host: string; port: number }[];
  name: string;
  password: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export type Env = Record<string, string | undefined>;

export const DEFAULT_RATE_LIMIT_TIERS = '1:100/1+200/10,2:500/1+1000/10,3:2000/1+4000/10';

const dataDirOf = (env: Env) => resolve(env.DATA_DIR || '.data');
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR (10.0.0.0/8, fd00::/8), an IPv4 address/netmask, or one of Express's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  str(name: string, fallback: string): string {
    const v = this.env[name];
    return v === undefined || v === '' ? fallback : v;
  }

  optional(name: string): string | null {
    const v = this.env[name];
    return v === undefined || v === '' ? null : v;
  }

  isoDate(name: string): string | null {
    const v = this.optional(name);
    if (v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)))) return v;
    this.problems.push(`${name} must be a date YYYY-MM-DD (got "${v}")`);
    return null;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (/^(true|1|yes)$/i.test(raw)) return true;
    if (/^(false|0|no)$/i.test(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!allowed.includes(raw as T)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  url(name: string, fallback: string | null, protocols: string[]): string | null {
    const raw = this.optional(name) ?? fallback;
    if (raw === null) return null;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) {
        this.problems.push(`${name} must use ${protocols.join(' or ')} (got "${u.protocol}")`);
      }
    } catch {
      this.problems.push(`${name} is not a valid URL`);
    }
    return raw;
  }

  /** Comma-separated positive integers, e.g. "60,300,1800". */
  intList(name: string, fallback: number[], min: number, max: number): number[] {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const parts = raw.split(',').map((p) => p.trim());
    const nums = parts.map(Number);
    if (!parts.length || nums.some((n) => !Number.isInteger(n) || n < min || n > max)) {
      this.problems.push(`${name} must be comma-separated integers from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return nums;
  }

  /** 32 bytes as 64 hex characters or base64. */
  key32(name: string): Buffer | null {
    const raw = this.optional(name);
    if (raw === null) return null;
    const buf = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (buf.length !== 32) {
      this.problems.push(`${name} must be 32 bytes, as 64 hex characters or base64`);
      return null;
    }
    return buf;
  }

  /** Express's `trust proxy`, without `true`: trusting every hop lets a client choose its own address. */
  trustProxy(name: string): false | number | string[] {
    const raw = (this.optional(name) ?? '').trim();
    if (raw === '' || /^(false|no|0)$/i.test(raw)) return false;
    if (/^(true|yes|on)$/i.test(raw)) {
      this.problems.push(
        `${name}=${raw} would trust every X-Forwarded-For, so a client could pick its own address; set the number of proxies in front of the service (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,loopback)`,
      );
      return false;
    }
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      if (hops > 10) this.problems.push(`${name} as a hop count must be from 0 to 10 (got "${raw}")`);
      return hops;
    }
    const entries = raw.split(',').map((p) => p.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      this.problems.push(`${name} must be a hop count or comma-separated proxy addresses/CIDRs (or ${PROXY_NAMES.join(', ')}); not understood: "${bad.join('", "')}"`);
      return false;
    }
    return entries;
  }

  /** REDIS_SENTINELS (host:port, comma-separated; IPv6 in brackets) with REDIS_SENTINEL_NAME, or null for one Redis. */
  redisSentinel(): RedisSentinel | null {
    const raw = this.optional('REDIS_SENTINELS');
    const name = this.optional('REDIS_SENTINEL_NAME');
    const password = this.optional('REDIS_SENTINEL_PASSWORD');
    if (raw === null) {
      for (const [key, value] of [['REDIS_SENTINEL_NAME', name], ['REDIS_SENTINEL_PASSWORD', password]] as const)
        if (value !== null) this.problems.push(`${key} is set but REDIS_SENTINELS is not: list the sentinels (host:port,host:port)`);
      return null;
    }
    const hosts: RedisSentinel['hosts'] = [];
    for (const part of raw.split(',').map((p) => p.trim())) {
      const m = /^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):(\d{1,5})$/.exec(part);
      const port = Number(m?.[2]);
      if (!m || port < 1 || port > 65535) {
        this.problems.push(`REDIS_SENTINELS entries look like host:port or [ipv6]:port, e.g. 10.0.0.5:26379 (got "${part}")`);
        continue;
      }
      hosts.push({ host: m[1].replace(/^\[|\]$/g, ''), port });
    }
    if (name === null) this.problems.push("REDIS_SENTINEL_NAME is required with REDIS_SENTINELS: the primary's name in the sentinels' `sentinel monitor` line");
    return { hosts, name: name ?? '', password };
  }

  /**
   * "1:100/1+200/10,2:500/1" = tier 1 gets 100 requests per second plus a burst allowance of 200
   * more per 10 s; tier 2 gets 500 per second and no burst allowance.
   */
  tiers(name: string, fallback: string): Record<number, TierLimit> {
    const raw = this.str(name, fallback);
    const out: Record<number, TierLimit> = {};
    for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
      const m = /^(\d+):(\d+)\/(\d+)(?:\+(\d+)\/(\d+))?$/.exec(part);
      const [tier, points, duration, burstPoints, burstDuration] = (m ?? []).slice(1).map(Number);
      if (!m || points < 1 || duration < 1 || (m[4] !== undefined && (burstPoints < 1 || burstDuration < 1))) {
        this.problems.push(`${name} entries look like tier:requests/seconds with an optional +burst/seconds, e.g. 1:100/1+200/10, all above 0 (got "${part}")`);
        continue;
      }
      out[tier] = m[4] === undefined ? { points, duration } : { points, duration, burst: { points: burstPoints, duration: burstDuration } };
    }
    if (!out[1]) this.problems.push(`${name} must define tier 1`);
    return out;
  }
}

/**
 * Validates an environment into the configuration. Pure: JWT_SECRET and ENCRYPTION_KEY must be in
 * `env` (loadStartupConfig fills them outside production).
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const r = new Reader(env);
  const nodeEnv = r.oneOf('NODE_ENV', 'development', ['development', 'test', 'production'] as const);
  const isProduction = nodeEnv === 'production';
  const port = r.int('PORT', 3000, 0, 65535);
  const host = r.str('HOST', '0.0.0.0');

  const dataDir = dataDirOf(env);
  const missing = (name: string) =>
    r.problems.push(
      isProduction
        ? `${name} is required in production (generate one with: openssl rand -hex 32)`
        : `${name} is not set (outside production, startup keeps a generated one in ${dataDir}/secrets.json)`,
    );

  const jwtSecret = r.optional('JWT_SECRET');
  if (!jwtSecret) missing('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) r.problems.push('JWT_SECRET must be at least 32 characters');

  const databaseUrl = r.url('DATABASE_URL', null, ['postgres:', 'postgresql:']);
  if (isProduction && !databaseUrl) r.problems.push('DATABASE_URL is required in production (the embedded PostgreSQL is for development)');
  const directUrl = r.url('DATABASE_DIRECT_URL', null, ['postgres:', 'postgresql:']);
  if (directUrl && !databaseUrl) r.problems.push('DATABASE_DIRECT_URL is set without DATABASE_URL (the pooler it bypasses)');
  const transactionPooling = directUrl !== null && directUrl !== databaseUrl;
  // Behind PgBouncer the timeout is the pooler's (connect_query) or the role's: the setting would do nothing.
  if (transactionPooling && r.optional('DATABASE_STATEMENT_TIMEOUT_MS') !== null) {
    r.problems.push(
      "DATABASE_STATEMENT_TIMEOUT_MS does nothing when DATABASE_URL is a PgBouncer (DATABASE_DIRECT_URL set): set statement_timeout in PgBouncer's connect_query or with ALTER ROLE … SET statement_timeout",
    );
  }

  const bodyLimitBytes = r.int('HTTP_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024);

  const encryptionKey = r.key32('ENCRYPTION_KEY');
  if (encryptionKey === null && r.optional('ENCRYPTION_KEY') === null) missing('ENCRYPTION_KEY');

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    host,
    workerPort: r.int('WORKER_HTTP_PORT', 9464, 0, 65535),
    apiProcesses: r.int('API_PROCESSES', 1, 1, 64),
    apiProcessesMetricsPort: r.int('API_PROCESSES_METRICS_PORT', 0, 0, 65535),
    publicBaseUrl: (r.url('PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']) ?? '').replace(/\/+$/, ''),
    logLevel: r.oneOf('LOG_LEVEL', isProduction ? 'info' : 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    database: {
      url: databaseUrl,
      directUrl: transactionPooling ? directUrl : null,
      transactionPooling,
      embeddedPort: r.int('EMBEDDED_PG_PORT', 54329, 1024, 65535),
      dataDir,
      poolSize: r.int('DATABASE_POOL_SIZE', 20, 1, 500),
      statementTimeoutMs: r.int('DATABASE_STATEMENT_TIMEOUT_MS', 15000, 100, 600000),
    },
    redis: {
      url: r.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']) ?? 'redis://127.0.0.1:6379',
      keyPrefix: r.str('REDIS_KEY_PREFIX', 'risk:'),
      sentinel: r.redisSentinel(),
    },
    jwt: {
      secret: jwtSecret ?? '',
      issuer: r.str('JWT_ISSUER', 'naija-risk-api'),
      audience: r.str('JWT_AUDIENCE', 'naija-risk-api'),
      accessTtlSeconds: r.int('JWT_ACCESS_TTL_SECONDS', 15 * 60, 10, 24 * 3600),
      refreshTtlSeconds: r.int('JWT_REFRESH_TTL_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600),
    },
    http: { bodyLimitBytes, trustProxy: r.trustProxy('TRUST_PROXY') },
    rateLimit: {
      enabled: r.bool('RATE_LIMIT_ENABLED', true),
      // Tier 1 sustains 100 requests/s with 200 more per 10 s for bursts; each tier above scales it.
      tiers: r.tiers('RATE_LIMIT_TIERS', DEFAULT_RATE_LIMIT_TIERS),
      anonymous: { points: r.int('RATE_LIMIT_ANONYMOUS_PER_MINUTE', 300, 1, 1_000_000), duration: 60 },
      loginFailuresPerEmailIp: r.int('LOGIN_MAX_FAILURES_PER_EMAIL_IP', 5, 1, 10000),
      loginFailuresPerIp: r.int('LOGIN_MAX_FAILURES_PER_IP', 50, 1, 100000),
      loginWindowSeconds: r.int('LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      authFailuresPerIp: r.int('AUTH_MAX_FAILURES_PER_IP', 30, 1, 100_000_000),
      authFailureWindowSeconds: r.int('AUTH_FAILURE_WINDOW_SECONDS', 60, 1, 24 * 3600),
    },
    smtp: {
      url: r.url('SMTP_URL', null, ['smtp:', 'smtps:']),
      from: r.str('SMTP_FROM', 'Naija Risk API <no-reply@localhost>'),
    },
    signupThrottle: {
      perIp: r.int('SIGNUP_MAX_PER_IP', 20, 1, 100_000),
      perEmail: r.int('SIGNUP_MAX_PER_EMAIL', 3, 1, 1000),
      windowSeconds: r.int('SIGNUP_WINDOW_SECONDS', 3600, 1, 7 * 24 * 3600),
    },
    apiTokenCacheSeconds: r.int('API_TOKEN_CACHE_SECONDS', 10, 0, 300),
    idempotency: {
      ttlSeconds: r.int('IDEMPOTENCY_TTL_SECONDS', 24 * 3600, 1, 30 * 24 * 3600),
      lockSeconds: r.int('IDEMPOTENCY_LOCK_SECONDS', 60, 1, 3600),
    },
    requestLog: {
      retentionDays: r.int('REQUEST_LOG_RETENTION_DAYS', 7, 1, 365),
      bufferMax: r.int('REQUEST_LOG_BUFFER_MAX', 10_000, 1, 1_000_000),
      flushMs: r.int('REQUEST_LOG_FLUSH_MS', 250, 10, 60_000),
      batchSize: r.int('REQUEST_LOG_BATCH_SIZE', 500, 1, 5000),
    },
    encryptionKey: encryptionKey ?? Buffer.alloc(0), // missing: refused below
    webhooks: {
      allowPrivateTargets: r.bool('WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
      retryDelaysSeconds: r.intList('WEBHOOK_RETRY_DELAYS', [60, 300, 1800, 7200, 43200, 86400], 0, 7 * 86400),
      timeoutMs: r.int('WEBHOOK_TIMEOUT_MS', 5000, 100, 15000),
      secretGraceSeconds: r.int('WEBHOOK_SECRET_GRACE_SECONDS', 24 * 3600, 0, 30 * 86400),
      relayIntervalMs: r.int('WEBHOOK_RELAY_INTERVAL_MS', 500, 50, 60000),
      // a quarter: long enough to look into a receiver's complaint and redeliver; the receiver keeps its own copy
      deliveryRetentionDays: r.int('WEBHOOK_DELIVERY_RETENTION_DAYS', 90, 1, 3650),
    },
    seedDemo: r.bool('SEED_DEMO', !isProduction),
    detect: {
      maxFileBytes: r.int('DETECT_MAX_FILE_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
      analysisBudgetMs: r.int('DETECT_ANALYSIS_BUDGET_MS', 3000, 50, 60000),
      // one core stays with the event loop; a hostile file then costs a worker, never the API
      analysisWorkers: r.int('DETECT_ANALYSIS_WORKERS', Math.min(4, Math.max(1, availableParallelism() - 1)), 0, 64),
      maxConcurrentPerOrganization: r.int('DETECT_MAX_CONCURRENT_PER_ORGANIZATION', 4, 1, 10_000),
    },
    reports: {
      linkTtlSeconds: r.int('REPORT_LINK_TTL_SECONDS', 72 * 3600, 1, 90 * 86400),
      provider: r.oneOf('REPORT_PROVIDER', 'sandbox', REPORT_PROVIDERS),
      sandboxInProduction: r.bool('REPORT_SANDBOX_IN_PRODUCTION', false),
      usdNgnRate: r.int('REPORT_USD_NGN_RATE', 1550, 1, 1_000_000),
      usdNgnRateSource: r.str('REPORT_USD_NGN_RATE_SOURCE', 'configured (REPORT_USD_NGN_RATE)'),
      usdNgnRateDate: r.isoDate('REPORT_USD_NGN_RATE_DATE'),
      pdfLinkTtlSeconds: r.int('REPORT_PDF_LINK_TTL_SECONDS', 24 * 3600, 10, 30 * 86400),
      expirySweepIntervalMs: r.int('REPORT_EXPIRY_SWEEP_INTERVAL_MS', 60_000, 100, 3_600_000),
      providerAttempts: r.int('REPORT_PROVIDER_ATTEMPTS', 4, 1, 20),
      providerRetryDelayMs: r.int('REPORT_PROVIDER_RETRY_DELAY_MS', 2000, 10, 600_000),
      workerConcurrency: r.int('REPORT_WORKER_CONCURRENCY', 4, 1, 64),
    },
    credit: {
      bureaus: {
        crc: { url: r.url('CREDIT_BUREAU_CRC_URL', null, ['http:', 'https:']), apiKey: r.optional('CREDIT_BUREAU_CRC_API_KEY') },
        first_central: { url: r.url('CREDIT_BUREAU_FIRST_CENTRAL_URL', null, ['http:', 'https:']), apiKey: r.optional('CREDIT_BUREAU_FIRST_CENTRAL_API_KEY') },
      },
      bureauTimeoutMs: r.int('CREDIT_BUREAU_TIMEOUT_MS', 3000, 50, 30000),
      consentDefaultDays: r.int('CREDIT_CONSENT_DEFAULT_DAYS', 365, 1, 3650),
      // six years: who looked at a BVN's credit file is what a data subject, an auditor or the CBN asks for years on
      accessLogRetentionDays: r.int('CREDIT_ACCESS_LOG_RETENTION_DAYS', 6 * 365, 31, 20 * 365),
      partialPolicy: r.oneOf('CREDIT_BUREAU_PARTIAL_POLICY', 'answer', ['answer', 'refuse'] as const),
    },
    fraud: { replayClock: r.bool('FRAUD_REPLAY_CLOCK', false), reportsPerHour: r.int('FRAUD_REPORTS_PER_HOUR', 100, 1, 100_000_000), rawScores: r.bool('FRAUD_RAW_SCORES', false), groupCommitMs: r.int('FRAUD_GROUP_COMMIT_MS', 2, 0, 1000),
      // 400 days: a year of history for analysts and the engine-performance report, plus a month for year-on-year disputes
      transactionRetentionDays: r.int('FRAUD_TRANSACTION_RETENTION_DAYS', 400, 31, 3650) },
  };
  if (isProduction && config.fraud.replayClock) r.problems.push('FRAUD_REPLAY_CLOCK must be false in production');
  if (isProduction && config.fraud.rawScores) r.problems.push('FRAUD_RAW_SCORES must be false in production');
  // The sandbox lets the applicant pick a profile and so the statements a report is scored on.
  if (isProduction && config.reports.provider === 'sandbox' && !config.reports.sandboxInProduction) {
    r.problems.push('REPORT_PROVIDER=sandbox (test banks, generated statements) is refused in production; choose a real provider or set REPORT_SANDBOX_IN_PRODUCTION=true to allow it');
  }

  if (r.problems.length) throw new ConfigError(r.problems);
  return config;
}

/** A starting process's configuration; outside production a missing secret comes from the data folder's generated file, so `npm start` needs no setup and no secret lives in the source. */
export function loadStartupConfig(env: Env = process.env): { config: AppConfig; generatedSecretsFile: string | null } {
  const development = ['', 'development', 'test'].includes(env.NODE_ENV ?? '');
  if (!development || GENERATED_SECRETS.every((name) => env[name])) return { config: loadConfig(env), generatedSecretsFile: null };
  let kept: ReturnType<typeof developmentSecrets>;
  try {
    kept = developmentSecrets(dataDirOf(env));
  } catch (err) {
    throw new ConfigError([(err as Error).message]);
  }
  const filled: Env = { ...env };
  for (const name of GENERATED_SECRETS) filled[name] ||= kept.secrets[name];
  return { config: loadConfig(filled), generatedSecretsFile: kept.created ? kept.file : null };
}

export function parseRole(arg: string | undefined): Role {
  const role = (arg ?? 'all') as Role;
  if (!ROLES.includes(role)) throw new ConfigError([`role must be one of ${ROLES.join(', ')} (got "${arg}")`]);
  return role;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
