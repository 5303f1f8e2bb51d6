import type { IncomingMessage, ServerResponse } from 'node:http';
import websocket from '@fastify/websocket';
import { type ErrorResponse, refusingControlCharacters } from '@jyotish/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MailTransport } from './accounts/mail-outbox.js';
import { chartsPlugin } from './charts/charts-plugin.js';
import type { AppConfig } from './config.js';
import {
  type ConsultationsPluginOptions,
  consultationsPlugin,
} from './consultations/consultations-plugin.js';
import type { AppDatabase } from './db/schema.js';
import { errorForStatus } from './http/error-responses.js';
import { paymentsPlugin } from './payments/payments-plugin.js';
import { authPlugin } from './plugins/app/auth.js';
import { connectionLimitPlugin } from './plugins/app/connection-limit.js';
import { databasePlugin } from './plugins/app/database.js';
import { errorHandlerPlugin } from './plugins/app/error-handler.js';
import { gracefulShutdownPlugin } from './plugins/app/graceful-shutdown.js';
import { idempotencyPlugin } from './plugins/app/idempotency.js';
import { jobsPlugin } from './plugins/app/jobs.js';
import { platformSettingsPlugin } from './plugins/app/platform-settings.js';
import { generateRequestId, requestIdPlugin } from './plugins/app/request-id.js';
import { webAppPlugin } from './plugins/app/web-app.js';
import { compressPlugin } from './plugins/external/compress.js';
import { helmetPlugin } from './plugins/external/helmet.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { swaggerPlugin } from './plugins/external/swagger.js';
import { responseSerializerCompiler } from './response-serializer.js';
import { apiRoutes } from './routes/api/api-routes.js';
import { articleCoverRoutes } from './routes/media/article-covers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: AppConfig;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDependencies {
  /** An open, caller-owned database (tests); by default the app opens one from the config. */
  readonly database?: AppDatabase;
  /** Where log lines (JSON) go; standard output by default. */
  readonly logDestination?: { write(line: string): void };
  /** Replaces the SMTP transport of outgoing mail (tests). */
  readonly mailTransport?: MailTransport;
  /** Replaces the engine pool's worker module (tests: a deliberately slow one). */
  readonly engineWorkerUrl?: URL;
  /** The clock consultations are billed by, and their sweep (tests: a hand clock, no sweep). */
  readonly consultations?: ConsultationsPluginOptions;
}

/**
 * A connection silent this long in either direction (a client that stopped reading its
 * answer, say) is closed; sending a request has its own, shorter `requestTimeoutMs`.
 */
const SOCKET_IDLE_TIMEOUT_MS = 60_000;
/**
 * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout of
 * common reverse proxies and load balancers, so the server never closes a connection the
 * proxy is about to reuse (the proxy would answer 502).
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Node looks for requests past their timeout only every `connectionsCheckingInterval` (30 s by
 * default, which would triple a 10 s timeout); a quarter of the timeout, at most 1 s, keeps
 * the answer within 25 % of it.
 */
function connectionsCheckingInterval(requestTimeoutMs: number): number {
  return Math.min(1000, Math.ceil(requestTimeoutMs / 4));
}

// Query strings carry birth details (name, date, place) on tool pages; logs keep the path only.
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * Builds the whole server: security headers, compression, the database (migrated), the API
 * under `/api`, and the web app with server-rendered page heads. The app is returned loaded
 * but not listening; `server.ts` listens, tests call `app.inject`. Closing the app finishes
 * the requests in flight and closes the database it opened.
 */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(dependencies.logDestination ? { stream: dependencies.logDestination } : {}),
    },
    genReqId: generateRequestId,
    requestIdHeader: false,
    // Behind the proxies of TRUST_PROXY, `request.ip` is the client's address they forward
    // (rate limits, sign-in throttles and logs count clients, not the proxy).
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    forceCloseConnections: 'idle',
    // Creating a fresh embedded database (initdb and the migrations) takes about 3 s on an
    // idle machine of two cores and over 10 s on a loaded one; Fastify's default of 10 s per
    // plugin would then refuse to start a first run that is merely slow.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // A request (headers and body) must arrive within requestTimeoutMs, else 408 and the
    // connection is closed: without it a client that never finishes its body holds the
    // connection for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: SOCKET_IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // A path the router cannot decode, or a path parameter over its length limit, is refused
    // in the contract's shape like every other request (Fastify's own answer has no reason).
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const body: ErrorResponse = { message: error.message, ...errorForStatus(status) };
      (reply as FastifyReply).code(status).send(body);
    },
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(config.requestTimeoutMs),
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every request schema (body, query, params) refuses control characters other than tab and
  // line feed before its own rules run: done here, no route can forget it (PostgreSQL refuses
  // U+0000 in text, which would otherwise surface as a 500).
  const textRefusingValidatorCompiler: typeof validatorCompiler = (route) =>
    validatorCompiler({ ...route, schema: refusingControlCharacters(route.schema) });
  app.setValidatorCompiler(textRefusingValidatorCompiler);
  // Answers are written from their schema (undeclared fields never leave); outside production
  // each is also checked against its zod schema, see response-serializer.ts.
  app.setSerializerCompiler(
    responseSerializerCompiler({ checked: config.nodeEnv !== 'production' }),
  );
  app.decorate('config', config);

  await app.register(gracefulShutdownPlugin);
  await app.register(connectionLimitPlugin, {
    maxConnections: config.maxConnections,
    healthReservedConnections: config.healthReservedConnections,
  });
  await app.register(requestIdPlugin);
  await app.register(helmetPlugin, {
    https: config.publicUrl.startsWith('https:'),
    razorpayCheckout: config.payments.razorpay !== undefined,
    // Read per request: the settings plugin, registered after the database, holds the id.
    analyticsTag: () => app.platformSettings.analyticsMeasurementId() !== undefined,
  });
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { config, database: dependencies.database });
  await app.register(jobsPlugin);
  await app.register(platformSettingsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(paymentsPlugin);
  await app.register(consultationsPlugin, dependencies.consultations ?? {});
  await app.register(authPlugin, {
    mailTransport: dependencies.mailTransport,
    // Only a real embedded installation prints a generated admin password, never a test run.
    generateAdmin: config.databaseUrl === undefined && dependencies.database === undefined,
  });
  await app.register(chartsPlugin, {
    threads: config.charts.engineThreads,
    queueLimit: config.charts.engineQueueLimit,
    panchangCacheSize: config.charts.panchangCacheSize,
    workerUrl: dependencies.engineWorkerUrl,
  });
  // Chat sockets; a frame is at most one message of 2,000 characters (8 KiB of UTF-8) and
  // some JSON around it.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(articleCoverRoutes);
  await app.register(webAppPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl });
  return app;
}
