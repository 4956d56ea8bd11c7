import cluster, { type Worker } from 'node:cluster';

/**
 * `npm start` runs this primary process (docs/operations.md): it starts WEB_CONCURRENCY workers, each a
 * whole app, and starts again any worker that dies once it was serving. A worker that fails before it
 * ever served (a bad configuration, a database still unreachable after DB_START_TIMEOUT_SECONDS) is not
 * retried: the primary stops with its exit code, so systemd or the operator sees the failure.
 */
export function runSupervisor(opts: { workers: number; log: (line: string) => void }): void {
  const { log } = opts;
  const served = new Set<number>();
  const startedAt = new Map<number, number>();
  let stopping = false;
  let exitCode = 0;
  let restartDelay = 500;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const stop = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log(`Stopping (${why}).`);
    const workers = alive();
    if (workers.length === 0) process.exit(exitCode);
    for (const w of workers) w.process.kill('SIGTERM');
    // A worker finishes its requests within its own 10 s; this is the backstop.
    setTimeout(() => {
      for (const w of alive()) w.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, 15_000).unref();
  };

  cluster.on('listening', (worker) => {
    served.add(worker.id);
  });

  cluster.on('exit', (worker, code, signal) => {
    const hadServed = served.delete(worker.id);
    const ranFor = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0 && code !== null) exitCode ||= code;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!hadServed) {
      stop(`a worker failed to start (${how})`, code || 1);
      return;
    }
    // A worker that keeps dying soon after its start is restarted more slowly (up to 30 s apart).
    restartDelay = ranFor < 30_000 ? Math.min(restartDelay * 2, 30_000) : 1_000;
    log(
      `A worker (pid ${worker.process.pid}) stopped (${how}); starting another in ${restartDelay / 1000} s.`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay);
  });

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  for (let i = 0; i < opts.workers; i++) fork();
}
