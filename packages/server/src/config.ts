import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { normalizeIP } from '@fastify/rate-limit';
import { MEASUREMENT_ID_PATTERN } from '@jyotish/contract';
import { z } from 'zod';
import { EPHEMERIS_STATE_PER_THREAD } from './charts/engine-pool.js';
import { ConfigError } from './config-error.js';
import {
  loadOrCreateJwtSecret,
  loadOrCreateSecret,
  PAYMENT_SANDBOX_SECRET_FILE_NAME,
} from './jwt-secret.js';
import { RAZORPAY_API_URL, type RazorpayConfig } from './payments/razorpay-gateway.js';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR, REPO_ROOT } from './repo-paths.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Everything the server needs to know about its surroundings, resolved once at start. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** The site's origin as browsers see it, without trailing slash: canonical URLs, sitemap. */
  readonly publicUrl: string;
  /** PostgreSQL server; when undefined the embedded PGlite under `<dataDir>/pg` is used. */
  readonly databaseUrl: string | undefined;
  /** Rate-limit counters and chat fan-out across instances; one instance needs none. */
  readonly redisUrl: string | undefined;
  /**
   * Seed the twelve demo astrologers at start: always on the embedded database (a newcomer's
   * site has someone to chat with), on a PostgreSQL server only with `SEED_DEMO=1`.
   */
  readonly seedDemo: boolean;
  readonly jwtSecret: string;
  /** Absolute directory for runtime state (embedded database, generated secret). */
  readonly dataDir: string;
  /** Absolute directory of the built web app (`packages/web/dist`). */
  readonly webDistDir: string;
  readonly logLevel: LogLevel;
  readonly nodeEnv: NodeEnv;
  /** The first administrator, created (or promoted) at start when both are set. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** SMTP server for outgoing mail; when undefined, mail stays in the outbox table. */
  readonly smtpUrl: string | undefined;
  /** Google sign-in (OpenID Connect); disabled when no client id is set. */
  readonly google: GoogleConfig;
  /**
   * The third-party analytics tag's measurement id (`ANALYTICS_MEASUREMENT_ID`, GA4 `G-…`);
   * when undefined no tag is offered and no consent is asked.
   */
  readonly analyticsMeasurementId: string | undefined;
  /**
   * Milliseconds a client has to send a whole request (headers and body); a slower one is
   * answered 408 and disconnected.
   */
  readonly requestTimeoutMs: number;
  /** Open connections beyond this are dropped at once. */
  readonly maxConnections: number;
  /**
   * Of `maxConnections`, how many only `/api/health` may use: above `maxConnections -
   * healthReservedConnections` every other request is answered 503, so load balancers can
   * still tell a busy instance from a dead one.
   */
  readonly healthReservedConnections: number;
  /**
   * The reverse proxies in front of this server (addresses or CIDR ranges): from them the
   * client's address is read from `X-Forwarded-For` and the scheme from `X-Forwarded-Proto`,
   * so rate limits and sign-in throttles count each client, not the proxy. Empty: the
   * server faces clients itself and those headers are ignored (a client could forge them).
   */
  readonly trustProxy: readonly string[];
  readonly rateLimits: RateLimitConfig;
  readonly jobs: JobsConfig;
  readonly charts: ChartsConfig;
  readonly payments: PaymentsConfig;
}

/**
 * The payment gateway: Razorpay when its three keys are set, else the built-in sandbox, which
 * signs with `sandboxSecret` (`PAYMENT_SANDBOX_SECRET`, else generated in `DATA_DIR`).
 */
export interface PaymentsConfig {
  readonly razorpay: RazorpayConfig | undefined;
  readonly sandboxSecret: string;
}

/** The background-job runner of this instance (`src/jobs/`). */
export interface JobsConfig {
  /** Jobs this instance runs at once; 0 runs none (an instance that only enqueues). */
  readonly concurrency: number;
  /** How often the job table is looked at when no job was enqueued in this process. */
  readonly pollMs: number;
  /** How long a runner holds a job; past it, the job is taken as abandoned and run again. */
  readonly leaseMs: number;
  /** The delay before a failed job's first retry; it doubles at each further one, with jitter. */
  readonly retryBaseMs: number;
}

/** The engine's worker pool and the charts' caches (`docs/ARCHITECTURE.md`, "Calculations off the event loop"). */
export interface ChartsConfig {
  /** Worker threads for the heavy calculations; 0 runs them inline on the event loop. */
  readonly engineThreads: number;
  /** Calculations that may wait for a thread; more are answered 503 with Retry-After. */
  readonly engineQueueLimit: number;
  /** Days of panchang (date, place to 0.01°, zone, conventions) kept in memory; 0 keeps none. */
  readonly panchangCacheSize: number;
}

/**
 * Per-minute budgets of the route rate limits (`docs/security.md`, "Route rate limits"),
 * high enough that a person using the site never meets them.
 */
export interface RateLimitConfig {
  /** Chart computations (kundli, matching, panchang, sade sati…) per address. */
  readonly chartsPerMinute: number;
  /** Writes (POST, PUT, PATCH, DELETE other than charts) per address. */
  readonly writesPerAddressPerMinute: number;
  /** Writes per signed-in account, whatever address they come from. */
  readonly writesPerAccountPerMinute: number;
  /** Addresses exempt from the per-address budgets (monitoring, load tests), normalised. */
  readonly allowList: readonly string[];
  /** Prefix of the counters' keys in Redis, so several deployments can share one server. */
  readonly redisKeyPrefix: string;
}

export interface GoogleConfig {
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
  /** The OpenID Connect issuer; Google's unless a test or another provider says otherwise. */
  readonly issuer: string;
}

export const GOOGLE_DEFAULT_ISSUER = 'https://accounts.google.com';

// An empty variable (`PORT=`) means "use the default", as it does in most shells' tooling.
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const urlWithProtocols = (protocols: readonly string[]) =>
  z.string().refine((value) => isUrlWithProtocol(value, protocols), {
    error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });

const PORT_ERROR = 'must be a whole number between 0 and 65535';

const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number between ${min} and ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error })
      .int({ error })
      .min(min, { error })
      .max(max, { error })
      .default(fallback),
  );
};

/** A comma-separated list (blanks around and between entries ignored), each entry `valid`. */
const commaSeparated = (valid: (entry: string) => boolean, error: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      )
      .refine((entries) => entries.every(valid), { error })
      .default([]),
  );

/** `10.0.0.7`, `fd00::1`, `10.0.0.0/8` or `fd00::/8`: what Fastify's `trustProxy` takes. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

// Keyed by the variable names, so every error message names the variable to fix.
const EnvSchema = z
  .object({
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PORT_ERROR })
        .int({ error: PORT_ERROR })
        .min(0, { error: PORT_ERROR })
        .max(65535, { error: PORT_ERROR })
        .default(3000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      urlWithProtocols(['postgres:', 'postgresql:']).optional(),
    ),
    REDIS_URL: z.preprocess(blankToUndefined, urlWithProtocols(['redis:', 'rediss:']).optional()),
    SEED_DEMO: z.preprocess(
      blankToUndefined,
      z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    ),
    PUBLIC_URL: z.preprocess(blankToUndefined, urlWithProtocols(['http:', 'https:']).optional()),
    JWT_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    ),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    ADMIN_EMAIL: z.preprocess(
      blankToUndefined,
      z.email({ error: 'must be an e-mail address' }).optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      blankToUndefined,
      z.string().min(8, { error: 'must be at least 8 characters long' }).max(128).optional(),
    ),
    SMTP_URL: z.preprocess(blankToUndefined, urlWithProtocols(['smtp:', 'smtps:']).optional()),
    GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
    ANALYTICS_MEASUREMENT_ID: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(MEASUREMENT_ID_PATTERN, { error: 'must be a GA4 measurement id, G-XXXXXXX' })
        .optional(),
    ),
    GOOGLE_ISSUER: z.preprocess(
      blankToUndefined,
      urlWithProtocols(['https:', 'http:']).default(GOOGLE_DEFAULT_ISSUER),
    ),
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
    ),
    REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000, 10_000),
    MAX_CONNECTIONS: wholeNumber(2, 1_000_000, 10_000),
    HEALTH_RESERVED_CONNECTIONS: wholeNumber(1, 1_000_000, 100),
    TRUST_PROXY: commaSeparated(
      isAddressOrRange,
      'must list IP addresses or CIDR ranges, comma-separated',
    ),
    RATE_LIMIT_CHARTS_PER_MINUTE: wholeNumber(1, 1_000_000, 30),
    RATE_LIMIT_WRITES_PER_MINUTE: wholeNumber(1, 1_000_000, 60),
    RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: wholeNumber(1, 1_000_000, 120),
    RATE_LIMIT_ALLOWLIST: commaSeparated(
      (address) => isIP(address) !== 0,
      'must list IP addresses, comma-separated',
    ),
    JOBS_CONCURRENCY: wholeNumber(0, 64, 4),
    JOBS_POLL_MS: wholeNumber(10, 600_000, 1000),
    JOBS_LEASE_MS: wholeNumber(1000, 86_400_000, 300_000),
    JOBS_RETRY_BASE_MS: wholeNumber(1, 3_600_000, 30_000),
    RATE_LIMIT_REDIS_PREFIX: z.preprocess(
      blankToUndefined,
      z.string().default('jyotish:rate-limit:'),
    ),
    ENGINE_THREADS: wholeNumber(
      0,
      256,
      EPHEMERIS_STATE_PER_THREAD ? availableParallelism() : 0,
    ).refine((threads) => threads === 0 || EPHEMERIS_STATE_PER_THREAD, {
      error: `must be 0 on ${process.platform}, where sweph shares one ephemeris between threads`,
    }),
    ENGINE_QUEUE_LIMIT: wholeNumber(0, 100_000, 100),
    PANCHANG_CACHE_SIZE: wholeNumber(0, 1_000_000, 1000),
    RAZORPAY_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
    RAZORPAY_KEY_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
    RAZORPAY_API_URL: z.preprocess(
      blankToUndefined,
      urlWithProtocols(['https:', 'http:']).default(RAZORPAY_API_URL),
    ),
    PAYMENT_SANDBOX_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    ),
  })
  .refine(
    (vars) => {
      const set = [vars.RAZORPAY_KEY_ID, vars.RAZORPAY_KEY_SECRET, vars.RAZORPAY_WEBHOOK_SECRET];
      return set.every((value) => value === undefined) || set.every((value) => value !== undefined);
    },
    {
      path: ['RAZORPAY_KEY_ID'],
      error:
        'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (or none, for the sandbox)',
    },
  )
  .refine((vars) => vars.HEALTH_RESERVED_CONNECTIONS < vars.MAX_CONNECTIONS, {
    path: ['HEALTH_RESERVED_CONNECTIONS'],
    error: 'must be less than MAX_CONNECTIONS',
  });

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Reads and validates the configuration from environment variables. Relative `DATA_DIR`s are
 * taken from the repository root, so the data ends up in the same place whichever directory
 * the server was started from. Creates the JWT secret file on first start when `JWT_SECRET`
 * is unset. Throws {@link ConfigError} when a variable is invalid.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = vars.DATA_DIR ? path.resolve(REPO_ROOT, vars.DATA_DIR) : DEFAULT_DATA_DIR;
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: withoutTrailingSlash(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    seedDemo:
      vars.SEED_DEMO === undefined ? vars.DATABASE_URL === undefined : vars.SEED_DEMO === '1',
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    dataDir,
    webDistDir: DEFAULT_WEB_DIST_DIR,
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    smtpUrl: vars.SMTP_URL,
    google: {
      clientId: vars.GOOGLE_CLIENT_ID,
      clientSecret: vars.GOOGLE_CLIENT_SECRET,
      issuer: withoutTrailingSlash(vars.GOOGLE_ISSUER),
    },
    analyticsMeasurementId: vars.ANALYTICS_MEASUREMENT_ID,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    maxConnections: vars.MAX_CONNECTIONS,
    healthReservedConnections: vars.HEALTH_RESERVED_CONNECTIONS,
    trustProxy: vars.TRUST_PROXY,
    rateLimits: {
      chartsPerMinute: vars.RATE_LIMIT_CHARTS_PER_MINUTE,
      writesPerAddressPerMinute: vars.RATE_LIMIT_WRITES_PER_MINUTE,
      writesPerAccountPerMinute: vars.RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE,
      allowList: vars.RATE_LIMIT_ALLOWLIST.map((address) => normalizeIP(address)),
      redisKeyPrefix: vars.RATE_LIMIT_REDIS_PREFIX,
    },
    jobs: {
      concurrency: vars.JOBS_CONCURRENCY,
      pollMs: vars.JOBS_POLL_MS,
      leaseMs: vars.JOBS_LEASE_MS,
      retryBaseMs: vars.JOBS_RETRY_BASE_MS,
    },
    charts: {
      engineThreads: vars.ENGINE_THREADS,
      engineQueueLimit: vars.ENGINE_QUEUE_LIMIT,
      panchangCacheSize: vars.PANCHANG_CACHE_SIZE,
    },
    payments: {
      razorpay:
        vars.RAZORPAY_KEY_ID && vars.RAZORPAY_KEY_SECRET && vars.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: vars.RAZORPAY_KEY_ID,
              keySecret: vars.RAZORPAY_KEY_SECRET,
              webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: withoutTrailingSlash(vars.RAZORPAY_API_URL),
            }
          : undefined,
      sandboxSecret:
        vars.PAYMENT_SANDBOX_SECRET ??
        loadOrCreateSecret(dataDir, PAYMENT_SANDBOX_SECRET_FILE_NAME, 'PAYMENT_SANDBOX_SECRET'),
    },
  };
}
