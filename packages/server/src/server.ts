import { type App, buildApp } from './app.js';
import { type AppConfig, loadConfig } from './config.js';
import { ConfigError } from './config-error.js';
import { listenWhenReady } from './listen.js';
import { APP_VERSION } from './version.js';

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

function shutDownOnSignals(app: App): void {
  let shuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, (received) => void shutDown(received));
  }
}

const config = readConfigOrExit();
let app: App;
try {
  app = await buildApp(config);
} catch (error) {
  // Typically the database: unreachable server, wrong credentials, a failing migration.
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  exitWith(
    `Jyotish could not start: ${error instanceof Error ? error.message : String(error)}${cause}`,
  );
}
shutDownOnSignals(app);
try {
  await listenWhenReady(app, { port: config.port, host: config.host });
} catch (error) {
  await app.close();
  exitWith(`Jyotish could not listen on ${config.host}:${config.port}: ${String(error)}`);
}
app.log.info(`Jyotish ${APP_VERSION} is serving ${config.publicUrl}`);
