// npx tsx scripts/bench/show-sql.ts: prints the SQL the app issues for each measured request and for a
// purchase and a sale, so bench/sql/*.sql can be checked against it. Needs BENCH_DATABASE_URL and
// BENCH_REUSE (a database the bench kept with BENCH_KEEP_DATABASE=1).
import pg from 'pg';
import { businessToday } from '../../common/business-day';
import { openPostgres } from '../../server/db/client';
import { withDatabase } from '../../server/test/pg-url';
import { benchConfig, ensureBenchUser, startApp } from './app';
import { benchIds, deepPage, readEndpoints } from './endpoints';

const serverUrl = process.env.BENCH_DATABASE_URL;
const name = process.env.BENCH_REUSE;
if (!serverUrl || !name) throw new Error('BENCH_DATABASE_URL and BENCH_REUSE are needed');
const database = openPostgres(withDatabase(serverUrl, name));
const config = benchConfig();
await ensureBenchUser(database.db);
const running = await startApp(database.db, config);
let log: string[] | undefined;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text: string; values?: unknown[] };
  if (log) {
    const text = typeof q === 'string' ? q : q.text;
    const values = typeof q === 'string' ? args[1] : q.values;
    log.push(`${text.replace(/\s+/g, ' ')}\n    -- ${JSON.stringify(values ?? [])}`);
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;
try {
  const ids = await benchIds(database.db, businessToday(config.BUSINESS_TIMEZONE));
  const endpoints = readEndpoints(ids);
  const deep = await Promise.all(
    endpoints.filter((e) => e.kind === 'list').map((e) => deepPage(running.get, e)),
  );
  const only = process.argv[2];
  for (const e of [...endpoints, ...deep.filter((d) => d !== undefined)]) {
    if (only && !e.key.includes(only)) continue;
    log = [];
    await running.get(e.url);
    console.log(`\n## ${e.key}  GET ${e.url}`);
    for (const line of log) console.log(line);
    log = undefined;
  }
} finally {
  await running.app.close();
  await database.close();
}
