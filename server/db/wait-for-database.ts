import { sql } from 'drizzle-orm';
import { databaseUnavailable } from '../lib/database-unavailable';
import type { Database } from './client';

/**
 * At start, a database that cannot be reached yet (a server booting after a power cut, say) is retried
 * with backoff for `timeoutSeconds` before giving up with a clear message (docs/operations.md). An error
 * that waiting cannot cure (a wrong password, a missing database) fails at once.
 */
export async function waitForDatabase(
  database: Database,
  opts: { timeoutSeconds: number; log: (line: string) => void; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = Date.now() + opts.timeoutSeconds * 1000;
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql`select 1`);
      if (attempt > 1) opts.log('The database is reachable now.');
      return;
    } catch (err) {
      if (!databaseUnavailable(err)) throw err;
      const reason = reasonOf(err);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `The database is not reachable (${reason}); gave up after ${opts.timeoutSeconds} s ` +
            '(DB_START_TIMEOUT_SECONDS). Check DATABASE_URL and that the server is running.',
        );
      }
      const wait = Math.min(delay, left);
      opts.log(
        `The database is not reachable (${reason}); retrying in ${(wait / 1000).toFixed(1)} s ` +
          `(attempt ${attempt}; giving up ${Math.ceil(left / 1000)} s from now).`,
      );
      await sleep(wait);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

function reasonOf(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && code) return code;
    if (!cause && typeof message === 'string') return message;
    e = cause;
  }
  return 'no answer';
}
