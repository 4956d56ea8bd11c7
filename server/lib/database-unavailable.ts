import { msg, type Message } from '../../common/messages';

/**
 * Failures that say the database could not do the work right now, not that the request was wrong: a
 * lost or refused connection, a server shutting down, a statement or transaction past its time limit,
 * a silent link. They answer 503 with a message to try again (docs/operations.md); a write that failed
 * this way either committed whole or not at all, and an Idempotency-Key makes the retry safe.
 */
export interface Unavailable {
  text: Message;
  code: 'DATABASE_UNAVAILABLE' | 'DATABASE_TIMEOUT' | 'DATABASE_BUSY';
}

const UNAVAILABLE: Unavailable = {
  text: msg('requests.databaseUnavailable'),
  code: 'DATABASE_UNAVAILABLE',
};
const TIMEOUT: Unavailable = {
  text: msg('requests.databaseTimeout'),
  code: 'DATABASE_TIMEOUT',
};
const BUSY: Unavailable = { text: msg('requests.databaseBusy'), code: 'DATABASE_BUSY' };

// node-postgres reports a lost link with plain Errors that carry no code, only these texts.
const LOST_CONNECTION_TEXTS = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function databaseUnavailable(error: unknown): Unavailable | undefined {
  // Drizzle wraps the driver's error in `cause`; a refused connection may be an AggregateError of each
  // address tried. Look a few levels down.
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 8) {
    const e = queue.shift() as ErrorLike | undefined;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const found = classify(e);
    if (found) return found;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...(e.errors as unknown[]));
  }
  return undefined;
}

function classify(e: ErrorLike): Unavailable | undefined {
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  // 08: connection exceptions; 53: insufficient resources (53300 too many connections, 53100 disk full,
  // 53200 out of memory).
  if (code.startsWith('08') || code.startsWith('53') || NETWORK_CODES.has(code)) return UNAVAILABLE;
  switch (code) {
    case '57P01': // admin_shutdown: pg_terminate_backend or a server stopping
    case '57P02': // crash_shutdown
    case '57P03': // cannot_connect_now: starting up, shutting down or in recovery
    case '57P04': // database_dropped
    case '57P05': // idle_session_timeout
      return UNAVAILABLE;
    case '55000': // object_not_in_prerequisite_state: only its refusal of a connection is unavailability
      if (/not currently accepting connections/.test(message)) return UNAVAILABLE;
      break;
    case '57014': // query_canceled: statement_timeout
    case '25P03': // idle_in_transaction_session_timeout
      return TIMEOUT;
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return BUSY;
  }
  if (LOST_CONNECTION_TEXTS.includes(message)) return UNAVAILABLE;
  if (
    message === 'Query read timeout' ||
    message === 'Connection terminated due to connection timeout' ||
    message.startsWith('timeout exceeded when trying to connect')
  ) {
    return TIMEOUT;
  }
  return undefined;
}

/**
 * Marks an error that came from obtaining a connection (server/db/client.ts): whatever the server said
 * (it refuses connections, it has too many, a password changed under a running app), the request could
 * not reach the database, so it is answered 503 like any other unavailability. The start-up check does
 * not use this: there a wrong password must stop the start at once (server/db/wait-for-database.ts).
 */
const CONNECT_FAILURE = Symbol('connect failure');

export function markConnectFailure<E>(error: E): E {
  if (error && typeof error === 'object') {
    try {
      Object.defineProperty(error, CONNECT_FAILURE, { value: true });
    } catch {
      // a frozen error is still answered by databaseUnavailable's codes
    }
  }
  return error;
}

/** Why a request could not be served by the database (databaseUnavailable, or a failed connect), if so. */
export function requestUnavailable(error: unknown): Unavailable | undefined {
  const known = databaseUnavailable(error);
  if (known) return known;
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if ((e as Record<symbol, unknown>)[CONNECT_FAILURE]) return UNAVAILABLE;
    e = (e as ErrorLike).cause;
  }
  return undefined;
}
