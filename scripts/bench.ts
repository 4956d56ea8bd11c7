// npm run bench (docs/decisions/0005-performance.md, docs/scale.md §4–5): loads a decade of trading into a
// throw-away database through the posting services in process (scripts/bench/load.ts), then measures every
// list's first and deep page, every summary, the dashboard, the printed documents (a slip, a bill, a year's
// statement, and the app's memory over 1,000 slips) and the purchase and sale postings, plain and with bags,
// weighing and the mandi's charges (scripts/bench/schedule.ts), with the app in process (autocannon), beside
// the same SQL run by pgbench against the same database (PostgreSQL only; a write's SQL also without its
// numbering).
//
//   BENCH_SIZE=small|medium|large   the data set (default small; large is the yardstick of docs/scale.md)
//   BENCH_DATABASE_URL=postgres://…  a fresh database on that server instead of a temporary PGlite directory
//   BENCH_KEEP_DATABASE=1            keep the database (or PGlite directory); BENCH_REUSE=<name or directory>
//                                    measures a kept one without loading
//   BENCH_WRITE_SQL=1                rewrite bench/sql/*.sql from what the app issues in this run
//   BENCH_ONLY=key,key               measure those rows alone (keys as in bench/sql: parties, sales-trend, …)
//   BENCH_SECONDS=15                 each measuring run that long (default 3 s, 2 at the small set); a write
//                                    runs three times, in turns with the writes it is compared with
//   BENCH_WORKERS=N                  time the requests on `npm start`'s supervisor with N workers (PGlite: 1)
//
// Exits non-zero when any request or pgbench transaction failed.
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { businessToday } from '../common/business-day';
import { compare, multiply, round, subtract } from '../common/decimal';
import { purchaseInput } from '../common/schemas/purchases';
import { openPglite, openPostgres, queryRows, type Database } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { recordPurchase } from '../server/modules/purchases/purchases.service';
import { withDatabase } from '../server/test/pg-url';
import { benchConfig, ensureBenchUser, startApp, type RunningApp } from './bench/app';
import { startWorkers, type RunningWorkers } from './bench/workers';
import { captureSql, normalise, toScript, withoutNumbering, type Script } from './bench/capture';
import { createBenchDatabase, type BenchDatabase } from './bench/database';
import { findLiveApp, requestBackupFromApp } from '../server/db/backup/live-request';
import { benchIds, deepPage, readEndpoints, type ReadEndpoint } from './bench/endpoints';
import { loadPlan } from './bench/load';
import { measure, type Measured } from './bench/measure';
import { pgbench, type PgbenchResult } from './bench/pgbench';
import { ensureSchedule } from './bench/schedule';
import { makePlan, SIZES, type SizeName } from './bench/plan';

const SQL_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'bench', 'sql');
const READ_CLIENTS = 10;
const WRITE_CLIENTS = 8;
/** A read slower than this (ms) is timed once instead of loaded. */
const SLOW_MS = 2_000;
/** The benchmarked sale's quantity, and the stock its bucket is topped up to first. */
const SALE_QUANTITY = '0.1';
const SALE_MIN_STOCK = '3000';

/** A full garbage collection in this process, without starting node with --expose-gc. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

function readSize(): SizeName {
  const raw = (process.env.BENCH_SIZE ?? 'small').trim() || 'small';
  if (!(raw in SIZES)) throw new Error(`BENCH_SIZE must be small, medium or large, not "${raw}"`);
  return raw as SizeName;
}

/** The app process's resident set, sampled every 100 ms. */
function rssSampler() {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100);
  timer.unref();
  return {
    /** Peak since the last reset, in MB. */
    take(): number {
      const p = Math.max(peak, process.memoryUsage.rss());
      peak = 0;
      return p / 1024 / 1024;
    },
    stop: () => clearInterval(timer),
  };
}

interface Row {
  key: string;
  label: string;
  kind: ReadEndpoint['kind'] | 'write';
  one?: Measured;
  many?: Measured;
  sql?: PgbenchResult;
  sqlNote?: string;
  /** A write with bags and charges: the key of the same write without them, whose rate it is held to. */
  baseline?: string;
  /** A write's SQL without its two numbering statements (PostgreSQL): what numbering costs the database. */
  sqlUnnumbered?: PgbenchResult;
}

/** How many runs of each write are taken, in turns with the writes it is compared with. */
const WRITE_ROUNDS = 3;

/** The run of median rate among a write's rounds (rps for autocannon's, tps for pgbench's); failures summed. */
function medianRun<T extends { rps: number; failed: number } | { tps: number; failed: number }>(
  runs: T[],
): T {
  const rate = (r: T) => ('rps' in r ? r.rps : r.tps);
  const sorted = [...runs].sort((a, b) => rate(a) - rate(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, failed: runs.reduce((n, r) => n + r.failed, 0) };
}

/** A charged write's share of its plain one's rate; numbering's share of the SQL's rate. */
const CHARGED_SHARE = 0.9;
const NUMBERED_SHARE = 0.9;

function chargedShare(row: Row, rows: readonly Row[]): number | undefined {
  const plain = rows.find((r) => r.key === row.baseline);
  return row.many && plain?.many ? row.many.rps / plain.many.rps : undefined;
}
const numberedShare = (row: Row) =>
  row.sql && row.sqlUnnumbered ? row.sql.tps / row.sqlUnnumbered.tps : undefined;

const ms = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0);

/** docs/scale.md §5 for one row: what it must meet, and whether it does. */
function targets(row: Row, engine: 'pglite' | 'postgres', rows: readonly Row[]): string {
  const out: string[] = [];
  const check = (label: string, ok: boolean | undefined) =>
    out.push(`${label} ${ok === undefined ? '?' : ok ? 'met' : 'NOT met'}`);
  if (row.kind === 'write') {
    if (engine === 'postgres') {
      const ratio = row.many && row.sql ? row.many.rps / row.sql.tps : undefined;
      check('≥30% of SQL', ratio === undefined ? undefined : ratio >= 0.3);
    }
    // docs/scale.md §5: bags, weighing and charges cost a write at most a tenth of its rate, and so does
    // numbering its SQL.
    if (row.baseline) {
      const share = chargedShare(row, rows);
      check(`≥${CHARGED_SHARE * 100}% of plain`, share === undefined ? undefined : share >= CHARGED_SHARE);
    } else if (engine === 'postgres') {
      const share = numberedShare(row);
      check(
        `numbered SQL ≥${NUMBERED_SHARE * 100}% of unnumbered`,
        share === undefined ? undefined : share >= NUMBERED_SHARE,
      );
    }
    return out.join('; ');
  }
  if (row.kind === 'document') {
    // docs/documents.md: a slip or a bill p95 ≤ 100 ms, a year's statement ≤ 1 s.
    const docLimit = row.key === 'pdf-statement' ? 1000 : 100;
    check(`1c p95≤${docLimit}`, row.one ? row.one.p95 <= docLimit : undefined);
    return out.join('; ');
  }
  const limit = engine === 'postgres' ? 50 : 150;
  if (
    row.kind !== 'dashboard' ||
    engine === 'postgres' ||
    row.key === 'dashboard-metrics' ||
    row.key === 'sales-trend'
  )
    check(`1c p95≤${limit}`, row.one ? row.one.p95 <= limit : undefined);
  if (engine === 'postgres') {
    check('10c ≤2×SQL', row.many && row.sql ? row.many.p95 <= 2 * row.sql.p95 : undefined);
  }
  return out.join('; ');
}

function printTable(rows: Row[], engine: 'pglite' | 'postgres'): void {
  const header = [
    'measure',
    '1c p50',
    '1c p95',
    '10c p50',
    '10c p95',
    'SQL p95',
    'app/SQL',
    'target (docs/scale.md §5)',
  ];
  const lines = rows.map((r) => {
    if (r.kind === 'write') {
      const rate = r.many ? `${r.many.rps.toFixed(0)}/s` : '–';
      const share = r.baseline ? chargedShare(r, rows) : undefined;
      const unnumbered = r.sqlUnnumbered ? ` (${r.sqlUnnumbered.tps.toFixed(0)}/s unnumbered)` : '';
      const sqlRate = r.sql ? `${r.sql.tps.toFixed(0)}/s${unnumbered}` : (r.sqlNote ?? '–');
      const ratio = r.many && r.sql ? `${((r.many.rps / r.sql.tps) * 100).toFixed(0)}%` : '–';
      return [
        `${r.label} (8 clients) ${rate}${share === undefined ? '' : `, ${(share * 100).toFixed(0)}% of plain`}`,
        '',
        '',
        `8c ${ms(r.many?.p50)}`,
        `8c ${ms(r.many?.p95)}`,
        sqlRate,
        ratio,
        targets(r, engine, rows),
      ];
    }
    const ratio = r.many && r.sql ? (r.many.p95 / r.sql.p95).toFixed(1) : '–';
    return [
      r.label,
      ms(r.one?.p50),
      ms(r.one?.p95),
      ms(r.many?.p50),
      ms(r.many?.p95),
      r.sql ? ms(r.sql.p95) : (r.sqlNote ?? '–'),
      ratio,
      targets(r, engine, rows),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** The committed script for `key`, or the captured one when the committed file is missing or stale. */
function scriptFile(key: string, script: Script, notes: string[]): string {
  const file = path.join(SQL_DIR, `${key}.sql`);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (process.env.BENCH_WRITE_SQL === '1') {
    fs.mkdirSync(SQL_DIR, { recursive: true });
    fs.writeFileSync(file, script.sql);
    return file;
  }
  if (committed !== undefined && normalise(committed) === normalise(script.sql)) return file;
  notes.push(
    `bench/sql/${key}.sql ${committed === undefined ? 'is missing' : 'differs from what the app issues'}: ran the captured SQL (BENCH_WRITE_SQL=1 updates it)`,
  );
  const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-sql-')), `${key}.sql`);
  fs.writeFileSync(tmp, script.sql);
  return tmp;
}

async function main(): Promise<number> {
  const size = readSize();
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const reuse = process.env.BENCH_REUSE?.trim() || undefined;
  const config = benchConfig();
  const today = businessToday(config.BUSINESS_TIMEZONE);
  // BENCH_SECONDS: longer runs, to judge a ratio (a charged write against a plain one) that 3 s leave to noise.
  const seconds = Number(process.env.BENCH_SECONDS) || (size === 'small' ? 2 : 3);
  const rss = rssSampler();
  const notes: string[] = [];

  let bench: BenchDatabase | undefined;
  let running: RunningApp | undefined;
  let workers: RunningWorkers | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await workers?.stop().catch((err: unknown) => console.error('stopping the workers:', err));
      await running?.app.close().catch((err: unknown) => console.error('closing the app:', err));
      await bench?.dispose().catch((err: unknown) => console.error('removing the database:', err));
      rss.stop();
    })());
  process.once('SIGINT', () => {
    console.error('\nInterrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  });

  try {
    if (reuse && serverUrl) {
      const url = withDatabase(serverUrl, reuse);
      const database: Database = openPostgres(url);
      bench = {
        database,
        url,
        name: reuse,
        where: `PostgreSQL, kept database ${reuse}`,
        dispose: () => database.close(),
      };
    } else if (reuse) {
      // A kept PGlite directory: opening a folder without a database would make an empty one.
      if (!fs.existsSync(path.join(reuse, 'PG_VERSION')))
        throw new Error(`There is no PGlite database in ${reuse}`);
      const database = await openPglite(reuse);
      bench = {
        database,
        dataDir: reuse,
        where: `PGlite, kept directory ${reuse}`,
        dispose: () => database.close().catch(() => undefined),
      };
    } else bench = await createBenchDatabase(serverUrl);
    const { database } = bench;
    const engine = database.kind;
    await runMigrations(database);
    const actorId = await ensureBenchUser(database.db);
    const pgVersion =
      engine === 'postgres'
        ? (await queryRows<{ v: string }>(database.db, sql`select current_setting('server_version') as v`))[0]
            ?.v
        : undefined;
    const commit = (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      } catch {
        return 'unknown';
      }
    })();
    console.log(
      `MandiBook benchmark: size ${reuse ? `(kept ${reuse})` : size}, ${bench.where}${pgVersion ? ` ${pgVersion}` : ''}, ` +
        `commit ${commit}, node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );

    if (!reuse) {
      const plan = makePlan(SIZES[size], today);
      console.log(
        `Loading through the posting services: ${plan.parties.length} parties, ${plan.purchases.length} purchases, ` +
          `${plan.sales.length} sales, ${plan.payments.length} payments on their own, ${plan.expenses.length} expenses`,
      );
      const loaded = await loadPlan(database, plan, actorId, (line) => console.log(line));
      console.log(
        `Loaded in ${loaded.seconds.toFixed(1)} s (${(loaded.seconds / 60).toFixed(1)} min; ${loaded.retries} batches retried)`,
      );
    }
    const [stats] = await queryRows<Record<string, string | number>>(
      database.db,
      sql`select pg_size_pretty(pg_database_size(current_database())) as size,
        (select count(*)::int from purchases) as purchases, (select count(*)::int from sales) as sales,
        (select count(*)::int from payments) as payments, (select count(*)::int from expenses) as expenses,
        (select count(*)::int from ledger_entries) as ledger, (select count(*)::int from stock_movements) as movements,
        (select min(purchase_date)::text || '…' || max(purchase_date)::text from purchases) as dates`,
    );
    console.log(
      `Database: ${Object.entries(stats ?? {})
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );

    // The size-bound targets of docs/scale.md §5 (export, PGlite RSS) are judged at 200,000 purchases only.
    const atScale = Number(stats?.purchases ?? 0) >= 200_000;

    // The benchmarked sale: a tenth of a quintal from the fullest quintal bucket, topped up first.
    const [bucket] = await queryRows<{
      cropId: number;
      grade: string | null;
      stock: string;
      basePrice: string;
    }>(
      database.db,
      sql`select i.crop_id as "cropId", i.quality_grade as grade, i.current_stock::text as stock,
            coalesce(c.base_price, 2000)::text as "basePrice"
          from inventory i join crops c on c.id = i.crop_id where c.unit = 'quintal'
          order by i.current_stock desc, i.id limit 1`,
    );
    const [farmer] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from parties where type = 'farmer' order by id limit 1`,
    );
    const [buyer] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from parties where type = 'trader' order by id limit 1`,
    );
    if (!bucket || !farmer || !buyer) throw new Error('no quintal stock, farmer or trader after loading');
    const grade = (bucket.grade ?? undefined) as 'A' | 'B' | 'C' | undefined;
    const purchaseBody = {
      partyId: farmer.id,
      cropId: bucket.cropId,
      quantity: '12.5',
      rate: bucket.basePrice,
      qualityGrade: grade,
      moistureContent: '11.5',
      purchaseDate: today,
      expenses: [
        { type: 'transportation', amount: '450.00' },
        { type: 'labor', amount: '200.00' },
      ],
      charges: [],
    };
    // The same lot counted in 50 bags and weighed (12.79 q gross less 50 × 0.58 kg: 12.5 q net), with the
    // schedule's five purchase charges (BENCH_SCHEDULE, applied when the body leaves them out).
    const chargedPurchaseBody = {
      ...purchaseBody,
      quantity: undefined,
      charges: undefined,
      bags: 50,
      grossWeight: '12.79',
      tarePerBagKg: '0.58',
    };
    if (compare(bucket.stock, SALE_MIN_STOCK) < 0) {
      const topUp = round(subtract(SALE_MIN_STOCK, bucket.stock, 3), 0);
      await database.db.transaction((tx) =>
        recordPurchase(tx, purchaseInput.parse({ ...purchaseBody, quantity: topUp }), actorId),
      );
    }
    const saleBody = {
      partyId: buyer.id,
      cropId: bucket.cropId,
      quantity: SALE_QUANTITY,
      rate: round(multiply(bucket.basePrice, '1.1'), 0) + '.00',
      qualityGrade: grade,
      paymentStatus: 'pending',
      saleDate: today,
      charges: [],
    };
    // In 2 bags, with the schedule's two sale charges borne by the buyer.
    const chargedSaleBody = { ...saleBody, charges: undefined, bags: 2 };

    running = await startApp(database.db, config);
    const app = running;
    await ensureSchedule(app);
    // The slip and the bill measured are the newest lot's (benchIds): one with bags, weighing and charges,
    // so that they print every line a mandi's paper has.
    await app.post('/api/purchases', chargedPurchaseBody);
    await app.post('/api/sales', chargedSaleBody);
    const ids = await benchIds(database.db, today);
    const firsts = readEndpoints(ids);
    const deep = (
      await Promise.all(firsts.filter((e) => e.kind === 'list').map((e) => deepPage(app.get, e)))
    ).filter((e): e is ReadEndpoint => e !== undefined);
    // BENCH_ONLY=parties,sales-trend: measure those rows alone (a quicker look at a few after a change).
    const only = process.env.BENCH_ONLY?.trim()
      ? new Set(process.env.BENCH_ONLY.split(',').map((k) => k.trim()))
      : undefined;
    const measured = (key: string) => !only || only.has(key);
    const reads = [...firsts, ...deep].filter((e) => measured(e.key));
    const rows: Row[] = reads.map((e) => ({
      key: e.key,
      label: `GET ${e.url.split('?')[0]} ${e.key.endsWith('-deep') ? `deep (${e.key.replace('-deep', '')})` : e.key}`,
      kind: e.kind,
    }));
    // Every write is numbered (docs/documents.md#numbers); the charged ones are held to the plain ones' rate.
    const writes: Array<{ key: string; label: string; url: string; body: object; baseline?: string }> = [
      { key: 'post-purchase', label: 'POST /api/purchases', url: '/api/purchases', body: purchaseBody },
      {
        key: 'post-purchase-charged',
        label: 'POST /api/purchases, bags, weighed, 5 charges',
        url: '/api/purchases',
        body: chargedPurchaseBody,
        baseline: 'post-purchase',
      },
      { key: 'post-sale', label: 'POST /api/sales', url: '/api/sales', body: saleBody },
      {
        key: 'post-sale-charged',
        label: 'POST /api/sales, bags, 2 charges',
        url: '/api/sales',
        body: chargedSaleBody,
        baseline: 'post-sale',
      },
    ].filter((w) => measured(w.key));
    for (const w of writes) {
      rows.push({
        key: w.key,
        label: w.label,
        kind: 'write',
        ...(w.baseline ? { baseline: w.baseline } : {}),
      });
    }

    // The app's SQL of each measured request, captured once (PostgreSQL: the pg driver in process).
    const scripts = new Map<string, Script>();
    if (engine === 'postgres') {
      const headers = { authorization: `Bearer ${app.token}` };
      for (const e of reads) {
        // A document's time is the drawing more than its SQL, which is its JSON endpoint's (measured above).
        if (e.kind === 'document') continue;
        const statements = await captureSql(() => app.get(e.url));
        // The busy party's id is a variable of its own only where the request names it: elsewhere a payment's
        // or an entry's id may equal it by chance, and the script would then depend on the data.
        const named = e.url.includes(`partyId=${ids.busyPartyId}`)
          ? { [String(ids.busyPartyId)]: 'party_id' }
          : {};
        scripts.set(e.key, toScript(statements, named));
      }
      for (const w of writes) {
        const statements = await captureSql(async () => {
          const res = await fetch(app.baseUrl + w.url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(w.body),
          });
          if (!res.ok) throw new Error(`POST ${w.url} → ${res.status}: ${await res.text()}`);
        });
        scripts.set(w.key, toScript(statements));
      }
    }

    if (process.env.BENCH_WRITE_SQL === '1') {
      for (const [key, script] of scripts) scriptFile(key, script, notes);
      console.log(`Wrote ${scripts.size} scripts to bench/sql/`);
      return 0;
    }

    // The timed requests: the app in this process, or `npm start`'s workers (scripts/bench/workers.ts).
    const workerCount = Number(process.env.BENCH_WORKERS ?? 0);
    let target: { baseUrl: string; token: string } = app;
    if (workerCount > 0) {
      if (bench.url) workers = await startWorkers({ databaseUrl: bench.url }, workerCount);
      else if (bench.dataDir) {
        // One process owns a PGlite directory: the in-process app and database let go of it first.
        await running?.app.close();
        running = undefined;
        await database.close();
        workers = await startWorkers({ dataDir: bench.dataDir }, workerCount);
      } else throw new Error('BENCH_WORKERS needs BENCH_DATABASE_URL or a PGlite directory');
      target = workers;
      console.log(`\nTimed on npm start's supervisor with ${workerCount} worker(s) (WEB_CONCURRENCY).`);
    }

    console.log(
      `\nautocannon: 1 and ${READ_CLIENTS} connections for reads, ${WRITE_CLIENTS} for writes, about ${seconds} s each; ` +
        (engine === 'postgres'
          ? `pgbench -c ${READ_CLIENTS} (reads) / -c ${WRITE_CLIENTS} (writes) -T ${seconds}`
          : 'pgbench: PostgreSQL only'),
    );
    rss.take();
    for (const row of rows) {
      const e = reads.find((r) => r.key === row.key);
      const w = writes.find((x) => x.key === row.key);
      if (e) {
        const endpoint = { label: row.label, method: 'GET' as const, url: e.url };
        // A request slower than SLOW_MS is timed once: ten at once would only queue behind the statement
        // timeout. Its SQL is timed once too (the EXPLAIN of docs/decisions/0005 shows why).
        const t0 = performance.now();
        const probe = await fetch(target.baseUrl + e.url, {
          headers: { authorization: `Bearer ${target.token}` },
        });
        await probe.arrayBuffer();
        const once = performance.now() - t0;
        if (!probe.ok || once > SLOW_MS) {
          const failed = probe.ok ? 0 : 1;
          row.one = {
            label: row.label,
            connections: 1,
            rps: 1000 / once,
            p50: once,
            p95: once,
            requests: 1,
            seconds: once / 1000,
            failed,
            bytes: 0,
            statusCodes: `${probe.status}×1 (too slow: timed once)`,
          };
          const script = scripts.get(row.key);
          if (script && bench.url) {
            row.sql = await pgbench({
              url: bench.url,
              file: scriptFile(row.key, script, notes),
              variables: script.variables,
              clients: 1,
              transactions: 1,
            });
            row.sqlNote = 'once';
          }
          process.stderr.write(`  ${row.label}: ${row.one.statusCodes}, ${(once / 1000).toFixed(1)} s\n`);
          continue;
        }
        row.one = await measure(target.baseUrl, target.token, endpoint, 1, seconds);
        row.many = await measure(target.baseUrl, target.token, endpoint, READ_CLIENTS, seconds);
      } else if (w && !w.baseline) {
        // A plain write and the charged ones held to it are measured in turns (WRITE_ROUNDS runs each, the
        // median reported), so that the ratio compares the same stretch of a machine whose speed drifts.
        const partners = writes.filter((x) => x.baseline === w.key);
        const runs = new Map<string, Measured[]>([w, ...partners].map((x) => [x.key, []]));
        for (let round = 0; round < WRITE_ROUNDS; round++) {
          for (const x of [w, ...partners]) {
            runs
              .get(x.key)!
              .push(
                await measure(
                  target.baseUrl,
                  target.token,
                  { label: x.label, method: 'POST', url: x.url, body: x.body },
                  WRITE_CLIENTS,
                  seconds,
                ),
              );
          }
        }
        for (const [key, list] of runs) {
          const r = rows.find((x) => x.key === key);
          if (r) r.many = medianRun(list);
        }
      }
      const script = scripts.get(row.key);
      const sqlUrl = bench.url;
      if (script && sqlUrl) {
        const numbered = () =>
          pgbench({
            url: sqlUrl,
            file: scriptFile(row.key, script, notes),
            variables: script.variables,
            clients: row.kind === 'write' ? WRITE_CLIENTS : READ_CLIENTS,
            seconds,
          });
        // A plain write's SQL once more without its numbering: the series' row lock is held to the commit,
        // so concurrent writers queue on it (server/modules/books/document-numbers.ts). The two in turns,
        // WRITE_ROUNDS runs each, the median reported, as the app's writes above.
        if (row.kind === 'write' && !row.baseline) {
          const unnumbered = withoutNumbering(script);
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-sql-'));
          const file = path.join(dir, `${row.key}-unnumbered.sql`);
          fs.writeFileSync(file, unnumbered.sql);
          const withNumbers: PgbenchResult[] = [];
          const without: PgbenchResult[] = [];
          for (let round = 0; round < WRITE_ROUNDS; round++) {
            withNumbers.push(await numbered());
            without.push(
              await pgbench({
                url: sqlUrl,
                file,
                variables: unnumbered.variables,
                clients: WRITE_CLIENTS,
                seconds,
              }),
            );
          }
          row.sql = medianRun(withNumbers);
          row.sqlUnnumbered = medianRun(without);
          fs.rmSync(dir, { recursive: true, force: true });
        } else row.sql = await numbered();
      } else row.sqlNote = row.kind === 'document' ? 'PDF' : engine === 'postgres' ? 'no SQL' : 'PGlite';
      process.stderr.write(
        `  ${row.label}: ${[row.one, row.many]
          .filter(Boolean)
          .map((m) => m!.statusCodes)
          .join(' | ')}` +
          (row.sql ? ` | pgbench ${row.sql.transactions} tx, ${row.sql.failed} failed` : '') +
          '\n',
      );
    }
    const measuringRss = rss.take();

    // Streamed exports of every purchase (docs/scale.md §3), CSV and the Excel workbook, with the RSS meanwhile:
    // ≤ 10 s for the CSV and ≤ 15 s for the workbook (it deflates what it writes), ≤ 300 MB either way.
    const exportLines: string[] = [];
    for (const [format, targetSeconds] of [
      ['csv', 10],
      ['xlsx', 15],
    ] as const) {
      // The workers' own memory when they serve it; else this process's (the loader's state included).
      const appRss = () => (workers ? workers.rssMb() : process.memoryUsage.rss() / 1024 / 1024);
      rss.take();
      const before = appRss();
      let workersPeak = before;
      let sampledAt = 0;
      const t0 = performance.now();
      const url = `/api/purchases/export?format=${format}`;
      const res = await fetch(`${target.baseUrl}${url}`, {
        headers: { authorization: `Bearer ${target.token}` },
      });
      if (res.status === 404 || (res.status === 400 && format === 'xlsx')) {
        exportLines.push(`GET ${url}: not in this build`);
        await res.arrayBuffer();
        continue;
      }
      let bytes = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        // `ps` at most five times a second, not per chunk.
        if (workers && performance.now() - sampledAt > 200) {
          sampledAt = performance.now();
          workersPeak = Math.max(workersPeak, workers.rssMb());
        }
      }
      const took = (performance.now() - t0) / 1000;
      const peak = workers ? workersPeak : rss.take();
      exportLines.push(
        `GET ${url}: ${res.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${took.toFixed(1)} s, ` +
          `${workers ? 'app (its workers)' : 'process'} RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during it ` +
          `(target ≤ ${targetSeconds} s and ≤ 300 MB for 200,000 purchases: ` +
          `${atScale ? (took <= targetSeconds && peak <= 300 ? 'met' : 'NOT met') : 'judged at that size only'})`,
      );
      if (!res.ok) notes.push(`${format} export answered ${res.status}`);
    }

    // The PDF worker's memory over 1,000 documents (docs/documents.md): what the app holds after the first 100
    // slips and after the 1,000th must stay flat (a leak of a document's font or buffers would grow by MBs).
    // Resident memory alone cannot tell: V8 grows its heap lazily and collects when it likes, so the RSS of
    // the same process swings by 70 MB between two readings with nothing leaked (session 31 saw 210 → 282 MB
    // over 900 slips with the collected heap at 39.9 MB throughout). Judged, therefore, on the app in this
    // process: its heap and external memory after a full collection. With BENCH_WORKERS the workers' RSS is
    // reported beside it, unjudged.
    let pdfMemoryLine: string | undefined;
    if (measured('pdf-memory')) {
      const url = `${target.baseUrl}/api/purchases/${ids.purchaseId}/slip.pdf?lang=hi`;
      const held = () => {
        if (workers) return undefined;
        collectGarbage();
        const m = process.memoryUsage();
        return (m.heapUsed + m.external) / 1024 / 1024;
      };
      let at100: { held?: number; rss: number } | undefined;
      let failed = 0;
      const t0 = performance.now();
      for (let i = 1; i <= 1000; i++) {
        const res = await fetch(url, { headers: { authorization: `Bearer ${target.token}` } });
        await res.arrayBuffer();
        if (!res.ok) failed++;
        if (i === 100)
          at100 = { held: held(), rss: workers ? workers.rssMb() : process.memoryUsage.rss() / 1024 / 1024 };
      }
      const at1000 = {
        held: held(),
        rss: workers ? workers.rssMb() : process.memoryUsage.rss() / 1024 / 1024,
      };
      const took = ((performance.now() - t0) / 1000).toFixed(1);
      const rssText = `${workers ? "its workers' RSS" : 'RSS'} ${at100!.rss.toFixed(0)} MB after 100, ${at1000.rss.toFixed(0)} MB after 1,000`;
      if (at100?.held !== undefined && at1000.held !== undefined) {
        const growth = at1000.held - at100.held;
        pdfMemoryLine =
          `1,000 slips one after another: ${took} s, ${failed} failed; the app's heap and external memory after a full ` +
          `collection ${at100.held.toFixed(1)} MB after 100, ${at1000.held.toFixed(1)} MB after 1,000 ` +
          `(target: flat, within 5 MB: ${growth <= 5 ? 'met' : 'NOT met'}); ${rssText}`;
      } else {
        pdfMemoryLine = `1,000 slips one after another: ${took} s, ${failed} failed; ${rssText} (not judged: run without BENCH_WORKERS for the collected heap)`;
      }
      if (failed > 0) notes.push(`${failed} of 1,000 slips failed`);
    }

    // On PGlite, the running app writes the backup (`npm run backup` asks it): its memory meanwhile counts.
    const backupLine = workers && bench.dataDir ? await timeLiveBackup(bench.dataDir, notes) : undefined;

    console.log('');
    printTable(rows, engine);
    console.log(`\n${exportLines.join('\n')}`);
    if (pdfMemoryLine) console.log(pdfMemoryLine);
    if (backupLine) console.log(backupLine);
    const maxRss = process.resourceUsage().maxRSS / 1024;
    const pgliteTarget = (mb: number) =>
      engine === 'pglite' && atScale
        ? ` (target with PGlite at 200,000 purchases ≤ 400 MB: ${mb <= 400 ? 'met' : 'NOT met'})`
        : '';
    console.log(
      `Process peak RSS ${maxRss.toFixed(0)} MB over the run (loader and autocannon's worker thread included), ` +
        `${measuringRss.toFixed(0)} MB while measuring` +
        (workers ? '' : pgliteTarget(maxRss)),
    );
    if (workers) {
      const peak = workers.peakRssMb();
      console.log(
        `The app's own peak RSS (its workers' VmHWM, from start to here): ${peak.toFixed(0)} MB` +
          pgliteTarget(peak),
      );
    }
    for (const note of notes) console.log(`Note: ${note}`);

    const failed = rows.filter(
      (r) =>
        (r.one?.failed ?? 0) + (r.many?.failed ?? 0) + (r.sql?.failed ?? 0) + (r.sqlUnnumbered?.failed ?? 0) >
        0,
    );
    if (failed.length > 0) {
      console.error(`\nFailed requests on: ${failed.map((r) => r.label).join(', ')}`);
      return 1;
    }
    console.log(`\nEvery request succeeded (load average ${os.loadavg()[0]!.toFixed(1)}).`);
    return 0;
  } finally {
    await cleanup();
  }
}

/** `npm run backup` against the running app on its PGlite directory, timed; the file is removed after. */
async function timeLiveBackup(dataDir: string, notes: string[]): Promise<string> {
  const live = findLiveApp(dataDir);
  if (!live?.servesRequests) {
    notes.push('the live backup was not timed: no app serving backup requests on the data directory');
    return 'npm run backup: not timed';
  }
  const file = path.join(os.tmpdir(), `mandibook-bench-backup-${process.pid}.jsonl.gz`);
  const t0 = performance.now();
  try {
    const summary = await requestBackupFromApp({ dataDir, file, pid: live.pid, timeoutMs: 30 * 60 * 1000 });
    const took = (performance.now() - t0) / 1000;
    return `npm run backup (written by the running app): ${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.rows.toLocaleString('en-IN')} rows in ${took.toFixed(1)} s`;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // The whole error, its cause (the database's own message and SQLSTATE under a failed query) included.
    console.error(err);
    process.exit(1);
  },
);
