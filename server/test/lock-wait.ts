import type pg from 'pg';

/**
 * Resolves once another session of the same PostgreSQL database waits for a lock: the request under
 * test has reached a row that `client` holds locked. PostgreSQL only (PGlite has one session).
 */
export async function waitForLockWait(client: pg.PoolClient, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Inside a transaction pg_stat_activity is read once and then kept: drop that snapshot each time.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the request never waited for the lock');
}

/**
 * Runs `statements` in a transaction on a second connection and, while it holds their locks, starts
 * `request`; waits until the request is blocked on those locks, commits, and returns its answer. This is
 * a change racing the request, made deterministic: the request always sees the change as committed.
 */
export async function afterRacingChange<T>(
  pool: pg.Pool,
  statements: ReadonlyArray<readonly [text: string, values: unknown[]]>,
  request: () => Promise<T>,
): Promise<T> {
  const other = await pool.connect();
  try {
    await other.query('begin');
    for (const [text, values] of statements) await other.query(text, values);
    const pending = request();
    await waitForLockWait(other);
    await other.query('commit');
    return await pending;
  } finally {
    other.release();
  }
}
