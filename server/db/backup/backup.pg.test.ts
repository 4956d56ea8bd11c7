// Needs a PostgreSQL server: postings committing on other connections during a backup, and the books
// moving between a server and PGlite.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../client';
import { bucketMismatches, partyBalanceMismatches } from '../../modules/books/book-checks';
import { makeSale } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { restoreBackup } from './restore';
import { bookFigures, createBlankDatabase, databaseDigest, seedBooks, tempDir } from './test-support';
import { writeBackup } from './writer';

let source: Database;
const tmp = tempDir();
const opened: Database[] = [];

beforeAll(async () => {
  source = await createTestDatabase();
  await seedBooks(source.db);
});
afterAll(async () => {
  await Promise.all([source, ...opened].map((d) => d.close()));
  tmp.remove();
});

describe('backup on a PostgreSQL server', () => {
  it('holds one moment of the books while postings commit during the backup', async () => {
    const before = await databaseDigest(source);
    const file = path.join(tmp.dir, 'during-postings.jsonl.gz');
    let postings = 0;
    await writeBackup(source, file, {
      // After each table, a sale (with its purchase, party, crop, bucket, movements and ledger entries)
      // commits on the app's pool, touching tables already written and tables still to come.
      onTable: async () => {
        await makeSale(source.db);
        postings++;
      },
    });
    expect(postings).toBeGreaterThan(10);
    expect(await databaseDigest(source)).not.toEqual(before);

    const restored = await createTestDatabase();
    opened.push(restored);
    await restoreBackup(restored, file);
    expect(await databaseDigest(restored)).toEqual(before);
    expect(await partyBalanceMismatches(restored.db)).toEqual([]);
    expect(await bucketMismatches(restored.db)).toEqual([]);
  });

  it('moves the books from the server to PGlite and from PGlite to a new server database', async () => {
    const fromServer = path.join(tmp.dir, 'from-server.jsonl.gz');
    await writeBackup(source, fromServer);
    const expected = await databaseDigest(source);

    // A new embedded database, never migrated: the restore migrates it.
    const embedded = await openPglite(undefined);
    opened.push(embedded);
    await restoreBackup(embedded, fromServer);
    expect(await databaseDigest(embedded)).toEqual(expected);

    const fromPglite = path.join(tmp.dir, 'from-pglite.jsonl.gz');
    expect((await writeBackup(embedded, fromPglite)).database).toBe('pglite');
    const server = await createBlankDatabase();
    opened.push(server);
    await restoreBackup(server, fromPglite);
    expect(await databaseDigest(server)).toEqual(expected);
    expect(await bookFigures(server.db)).toEqual(await bookFigures(source.db));
  }, 120_000);
});
