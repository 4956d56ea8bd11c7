import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';

describe('the PostgreSQL pool', () => {
  it('reports an error of an idle connection instead of crashing the process', async () => {
    const seen: Array<[string, Error]> = [];
    // Nothing connects until a query runs, so any URL will do here.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none', {
      onPoolError: (message, err) => seen.push([message, err]),
    });
    try {
      const err = new Error('terminating connection due to administrator command');

      // An EventEmitter with no 'error' listener throws; this one must not.
      expect(() => database.pool!.emit('error', err)).not.toThrow();

      expect(seen).toEqual([['PostgreSQL: an idle connection failed and was discarded', err]]);
    } finally {
      await database.close();
    }
  });
});
