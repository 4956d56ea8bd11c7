// npx tsx scripts/bench/load-only.ts: loads BENCH_SIZE (default small) through the posting services and
// prints the timings, without measuring. With BENCH_KEEP_DATABASE=1 the database is kept, for
// `BENCH_REUSE=<name> npm run bench` to measure it later.
import { businessToday } from '../../common/business-day';
import { runMigrations } from '../../server/db/migrate';
import { benchConfig, ensureBenchUser } from './app';
import { createBenchDatabase } from './database';
import { loadPlan } from './load';
import { makePlan, SIZES, type SizeName } from './plan';

const size = (process.env.BENCH_SIZE ?? 'small') as SizeName;
if (!(size in SIZES)) throw new Error(`BENCH_SIZE must be small, medium or large, not "${size}"`);
const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL?.trim() || undefined);
try {
  await runMigrations(bench.database);
  const actorId = await ensureBenchUser(bench.database.db);
  const plan = makePlan(SIZES[size], businessToday(benchConfig().BUSINESS_TIMEZONE));
  console.log(`${bench.where}: loading ${size}`);
  const loaded = await loadPlan(bench.database, plan, actorId, console.log);
  const cpu = process.cpuUsage();
  console.log(
    `Loaded in ${loaded.seconds.toFixed(1)} s, ${loaded.retries} batches retried; node CPU ` +
      `${((cpu.user + cpu.system) / 1e6).toFixed(0)} s; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  await bench.dispose();
}
