import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * Makes a PGlite data directory on Node's filesystem crash-safe: a COMMIT returns only once its WAL is
 * fsync'ed, like a PostgreSQL server with fsync=on and synchronous_commit=on (ADR 0007).
 *
 * Out of the box PGlite (0.5.x) starts postgres with `-F` (fsync=off), and even without it every sync is
 * a no-op: emscripten's fdatasync() returns 0 untouched, and its fsync() calls a `fsync` stream operation
 * that NODEFS does not have. Writes do reach the kernel (NODEFS writes with fs.writeSync before the query
 * returns), so a killed process loses nothing, but a power loss or an OS crash can lose acknowledged
 * commits, and can even lose data pages a checkpoint wrote after it removed the WAL that covered them.
 *
 * So, for a directory on disk:
 * - postgres starts without `-F` (fsync=on) and with wal_sync_method=fsync (fdatasync is the stub);
 * - NODEFS gets the missing `fsync` stream operation, a real fs.fsyncSync of the file's descriptor,
 *   so postgres's own syncs (WAL at commit, data files and pg_control at a checkpoint, directories after
 *   a rename) reach the disk, and a failed fsync reaches postgres as an I/O error (it PANICs, as it must);
 * - once open, every file and directory of the data directory is fsync'ed once, since PGlite writes a
 *   fresh cluster (and a loaded dump) through its virtual filesystem without any sync.
 */

/** Counts the fsyncs postgres asked for, so a test (and a bench) can see they happen. */
export interface DurabilityStats {
  fsyncs: number;
}

export interface DurablePglite {
  /** Pass to `PGlite.create(options)` instead of the data directory (add loadDataDir etc. as needed). */
  options: PGliteOptions;
  stats: DurabilityStats;
  /**
   * Call once `PGlite.create` resolved: checks that fsync is really on (fails loudly if a PGlite upgrade
   * changed what this relies on) and fsyncs the whole data directory once.
   */
  afterOpen(client: PGlite): Promise<void>;
}

/** The emscripten NODEFS pieces this relies on (not part of PGlite's typed API). */
interface NodefsStream {
  nfd?: number;
}
interface EmscriptenNodefs {
  stream_ops?: { fsync?: (stream: NodefsStream) => number };
  tryFSOperation?: <T>(fn: () => T) => T;
}

/**
 * PGlite's page cache inside the process (postgres's shared_buffers, in its WASM memory, which never shrinks).
 * PGlite's own default is postgres's 128MB; the data files are read through the operating system, whose page
 * cache keeps them too, so a smaller cache costs a system call per page missed rather than a disk read, and
 * keeps the app within its memory budget (docs/decisions/0005-performance.md, PGlite's memory).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite's start-up parameters without -F (fsync off), with fsync on and a WAL sync method that emscripten
 * does not stub out.
 */
export function durableStartParams(sharedBuffers: string = PGLITE_SHARED_BUFFERS): string[] {
  const params = PGlite.defaultStartParams.filter((param) => param !== '-F');
  return [
    ...params,
    ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'wal_sync_method=fsync'],
    ...['-c', `shared_buffers=${sharedBuffers}`],
  ];
}

class FsyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly stats: DurabilityStats,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => installFsync((mod as unknown as { NODEFS?: EmscriptenNodefs }).NODEFS, this.stats),
    ];
    return result;
  }
}

function installFsync(nodefs: EmscriptenNodefs | undefined, stats: DurabilityStats): void {
  const streamOps = nodefs?.stream_ops;
  const tryFSOperation = nodefs?.tryFSOperation;
  if (!streamOps || !tryFSOperation) {
    throw new Error('PGlite no longer exposes emscripten NODEFS: review server/db/pglite-durability.ts');
  }
  streamOps.fsync = (stream) => {
    const fd = stream.nfd;
    if (typeof fd !== 'number') return 0;
    // A failure becomes an emscripten errno, which postgres sees as a failed fsync().
    tryFSOperation(() => fs.fsyncSync(fd));
    stats.fsyncs++;
    return 0;
  };
}

/** fsyncs every file and directory under `dir` (children before their directory). */
export function fsyncTree(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += fsyncTree(full);
    else if (entry.isFile()) count += fsyncPath(full);
  }
  return count + fsyncPath(dir);
}

function fsyncPath(file: string): number {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return 1;
}

/**
 * Opens PGlite on a data directory on disk with crash-safe commits: use it instead of
 * `PGlite.create(dataDir, options)` (options such as loadDataDir are passed through).
 */
export async function createDurablePglite(
  dataDir: string,
  options: PGliteOptions = {},
  sharedBuffers?: string,
): Promise<PGlite> {
  const durable = durablePglite(dataDir, sharedBuffers);
  const client = await PGlite.create({ ...options, ...durable.options });
  try {
    await durable.afterOpen(client);
  } catch (err) {
    await client.close();
    throw err;
  }
  return client;
}

/** PGlite options (and a check to run after opening) for a crash-safe data directory on disk. */
export function durablePglite(dataDir: string, sharedBuffers?: string): DurablePglite {
  const stats: DurabilityStats = { fsyncs: 0 };
  const plainPath = dataDir.startsWith('file://') ? dataDir.slice('file://'.length) : dataDir;
  if (!plainPath || /^[a-z][a-z0-9+.-]*:\/\//i.test(plainPath)) {
    throw new Error(`Not a directory on disk: ${dataDir} (memory:// and the like need no fsync)`);
  }
  const root = path.resolve(plainPath);
  return {
    options: { fs: new FsyncingNodeFS(root, stats), startParams: durableStartParams(sharedBuffers) },
    stats,
    async afterOpen(client) {
      const result = await client.query<{ name: string; setting: string }>(
        `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method')`,
      );
      const settings = Object.fromEntries(result.rows.map((row) => [row.name, row.setting]));
      if (
        settings.fsync !== 'on' ||
        settings.synchronous_commit !== 'on' ||
        settings.wal_sync_method !== 'fsync'
      ) {
        throw new Error(`PGlite did not take the durable settings: ${JSON.stringify(settings)}`);
      }
      fsyncTree(root);
    },
  };
}

/**
 * PGLITE_FSYNC=off: a data directory on disk without any fsync, as PGlite opens it out of the box, for throw-away
 * databases whose durability no test is about (the browser tests' servers; docs/decisions/0012-ci-time.md). Never
 * for data anyone keeps: a power loss can lose acknowledged commits.
 */
export function pgliteFsyncOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_FSYNC === 'off';
}

/** A data directory on disk without fsync (see pgliteFsyncOff); the same page cache as a durable one. */
export async function createUnsyncedPglite(
  dataDir: string,
  options: PGliteOptions = {},
  sharedBuffers: string = PGLITE_SHARED_BUFFERS,
): Promise<PGlite> {
  return PGlite.create({
    ...options,
    dataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
}
