import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { waitForDatabase } from './wait-for-database';

/** A database whose first `failures` answers are the given error. */
function flakyDatabase(failures: number, error: Error & { code?: string }) {
  let calls = 0;
  const database = {
    db: {
      execute: async () => {
        calls++;
        if (calls <= failures) throw error;
        return { rows: [] };
      },
    },
  } as unknown as Database;
  return { database, calls: () => calls };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('waiting for the database at start', () => {
  it('retries an unreachable database with growing waits and a log line each time', async () => {
    const { database, calls } = flakyDatabase(3, refused);
    const lines: string[] = [];
    const waits: number[] = [];
    await waitForDatabase(database, {
      timeoutSeconds: 60,
      log: (l) => lines.push(l),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(calls()).toBe(4);
    expect(waits).toEqual([500, 1000, 2000]);
    expect(lines[0]).toMatch(/^The database is not reachable \(ECONNREFUSED\); retrying in 0\.5 s/);
    expect(lines.at(-1)).toBe('The database is reachable now.');
  });

  it('gives up after the configured time with a message that says what to check', async () => {
    const { database } = flakyDatabase(Infinity, refused);
    await expect(
      waitForDatabase(database, { timeoutSeconds: 0, log: () => undefined, sleep: async () => undefined }),
    ).rejects.toThrow(/not reachable \(ECONNREFUSED\); gave up after 0 s .*DATABASE_URL/);
  });

  it('fails at once on an error that waiting cannot cure', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const { database, calls } = flakyDatabase(Infinity, wrongPassword);
    await expect(
      waitForDatabase(database, { timeoutSeconds: 60, log: () => undefined, sleep: async () => undefined }),
    ).rejects.toThrow('password authentication failed');
    expect(calls()).toBe(1);
  });
});
