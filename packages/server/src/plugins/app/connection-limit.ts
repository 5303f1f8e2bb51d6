import type { ErrorResponse } from '@jyotish/contract';
import fp from 'fastify-plugin';

export interface ConnectionLimitPluginOptions {
  /** Connections beyond this are dropped by Node before any byte is read. */
  readonly maxConnections: number;
  /** Of those, how many are kept for `/api/health` alone. */
  readonly healthReservedConnections: number;
}

export const HEALTH_PATH = '/api/health';

/** Seconds a client is asked to wait before trying again when the server is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const BUSY_RESPONSE: ErrorResponse = {
  message: 'The server is busy; try again in a few seconds',
  code: 'service_unavailable',
  reason: 'unavailable',
};

function pathnameOf(url: string): string {
  return url.split(/[?#]/, 1)[0] || '/';
}

/**
 * Caps the open connections. Node drops those beyond `maxConnections`; above
 * `maxConnections - healthReservedConnections` every request but `/api/health` is answered
 * 503 with `Retry-After` and its connection closed, so a flood of connections cannot also
 * make a load balancer believe the instance is dead (and take away the last healthy one).
 */
export const connectionLimitPlugin = fp<ConnectionLimitPluginOptions>(
  async (app, { maxConnections, healthReservedConnections }) => {
    const busyAbove = maxConnections - healthReservedConnections;
    let open = 0;
    app.server.maxConnections = maxConnections;
    app.server.on('connection', (socket) => {
      open += 1;
      socket.once('close', () => {
        open -= 1;
      });
    });

    app.addHook('onRequest', async (request, reply) => {
      if (open <= busyAbove || pathnameOf(request.url) === HEALTH_PATH) return;
      return reply
        .code(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .header('connection', 'close')
        .send(BUSY_RESPONSE);
    });
  },
  { name: 'connection-limit' },
);
