/** Seconds a client should wait before retrying after a database outage. */
export const RETRY_AFTER_SECONDS = 5;

export const TEMPORARILY_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * Class 08 (connection exception) is an outage, except protocol_violation: that one is our own
 * statement sent wrong (a parameter too many, say), a bug that must answer 500, not a 503 the
 * client would retry for ever (§8).
 */
const PROTOCOL_VIOLATION = '08P01';

/** SQLSTATE codes that mean "the database is not there right now", not "this request is wrong". */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '58000', // system_error
  '58030', // io_error
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

const TRANSIENT_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** Messages of node-postgres and its pool for a lost or unobtainable connection. */
const TRANSIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|PGlite worker stopped/i;

/**
 * A database or network outage: the request was fine and may succeed later. Such failures answer
 * 503 with Retry-After, never 500 (server/web/classifyError.ts).
 */
export function isTransientDbError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    ((code.startsWith('08') && code !== PROTOCOL_VIOLATION) || TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NODE_CODES.has(code))
  ) {
    return true;
  }
  if (typeof message === 'string' && TRANSIENT_MESSAGES.test(message)) return true;
  // AggregateError (several addresses refused) and wrapped causes.
  const nested = error as { errors?: unknown; cause?: unknown };
  if (Array.isArray(nested.errors) && nested.errors.some(isTransientDbError)) return true;
  return nested.cause !== undefined && nested.cause !== error && isTransientDbError(nested.cause);
}
