/**
 * SQLSTATEs of a PostgreSQL server that is going away, coming back or full: the server is
 * shutting down or crashed (57P01–57P03), the connection failed (class 08), or no connection
 * slot is left (53300). The request was sound; asked again in a moment it will pass.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What `pg` throws without a code when a connection ends under a query, or when the pool
 * waited `connectionTimeoutMillis` for one.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether `error` says the database server cannot be reached right now (restarting, down,
 * out of connections) rather than that the request or the code is wrong: such a request is
 * answered 503 with `Retry-After`, not 500, and passes once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  // Connecting to a name with several addresses fails with one error for each.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
}
