import { describe, expect, it } from 'vitest';
import { databaseUnavailable, markConnectFailure, requestUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error in `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('what counts as the database being unavailable (503)', () => {
  it.each([
    ['55000', 'database "shop" is not currently accepting connections', 'DATABASE_UNAVAILABLE'],
    ['57P03', 'the database system is starting up', 'DATABASE_UNAVAILABLE'],
    ['57P03', 'the database system is shutting down', 'DATABASE_UNAVAILABLE'],
    ['53300', 'sorry, too many clients already', 'DATABASE_UNAVAILABLE'],
    ['53300', 'too many connections for database "shop"', 'DATABASE_UNAVAILABLE'],
    ['53100', 'could not extend file: No space left on device', 'DATABASE_UNAVAILABLE'],
    ['08006', 'connection failure', 'DATABASE_UNAVAILABLE'],
    ['08001', 'could not connect', 'DATABASE_UNAVAILABLE'],
    ['57P01', 'terminating connection due to administrator command', 'DATABASE_UNAVAILABLE'],
    ['57014', 'canceling statement due to statement timeout', 'DATABASE_TIMEOUT'],
    ['40001', 'could not serialize access', 'DATABASE_BUSY'],
  ])('%s %s → %s, also when wrapped', (code, message, expected) => {
    expect(databaseUnavailable(pgError(code, message))?.code).toBe(expected);
    expect(databaseUnavailable(wrapped(pgError(code, message)))?.code).toBe(expected);
  });

  it('takes 55000 as unavailability only for a refused connection', () => {
    expect(
      databaseUnavailable(pgError('55000', 'currval of sequence "s" is not yet defined')),
    ).toBeUndefined();
  });

  it("takes pg-pool's own connect time limits as timeouts", () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Connection terminated due to connection timeout',
    ]) {
      expect(databaseUnavailable(new Error(message))?.code).toBe('DATABASE_TIMEOUT');
    }
  });

  it('answers any failure to obtain a connection 503 for a request, but not at start-up', () => {
    // A wrong password stops the start at once (wait-for-database), but a request that cannot connect
    // because of it, while the app runs, is told the database is unavailable.
    const password = markConnectFailure(pgError('28P01', 'password authentication failed for user "x"'));
    expect(databaseUnavailable(password)).toBeUndefined();
    expect(requestUnavailable(password)?.code).toBe('DATABASE_UNAVAILABLE');
    expect(requestUnavailable(wrapped(password))?.code).toBe('DATABASE_UNAVAILABLE');
    // A bad request's database error stays what it was.
    expect(requestUnavailable(pgError('23505', 'duplicate key'))).toBeUndefined();
  });
});
