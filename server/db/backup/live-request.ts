// PGlite belongs to one process: while the app runs, only the app can read the embedded database. So
// `npm run backup` asks it: a request file in DATA_DIR, then SIGUSR2 to the pid in mandibook.lock; the
// app writes the backup and a result file, which the command waits for (docs/backup-and-restore.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../client';
import type { BackupLog, BackupSummary } from './format';
import { writeBackup } from './writer';

const LOCK_FILE = 'mandibook.lock';
/** Written by an app that takes requests: a process that only holds the lock would die of SIGUSR2. */
const SERVER_FILE = 'backup-server.json';
const REQUEST = /^backup-request-([0-9a-f]{6,64})\.json$/;
const requestFile = (id: string) => `backup-request-${id}.json`;
const resultFile = (id: string) => `backup-result-${id}.json`;
/** A request older than this was given up by its command; it is dropped, not served. */
const REQUEST_MAX_AGE_MS = 15 * 60 * 1000;

interface BackupRequest {
  id: string;
  file: string;
  requestedAt: string;
}

type BackupResult = ({ ok: true } & BackupSummary) | { ok: false; error: string };

export interface ServeOptions {
  database: Database;
  dataDir: string;
  log: BackupLog;
}

/**
 * Serves backup requests of `npm run backup` in the app that owns the embedded database: on SIGUSR2 (and
 * once at start) it takes every request file in dataDir, writes the backup and a result file. A failure
 * is logged and reported in the result file; it never ends the process. The stop function stops
 * listening and resolves when a backup in progress has finished.
 */
export function serveBackupRequests({ database, dataDir, log }: ServeOptions): () => Promise<void> {
  const serverFile = path.join(dataDir, SERVER_FILE);
  writeAtomically(serverFile, JSON.stringify({ pid: process.pid }));
  let queue: Promise<void> = Promise.resolve();
  // Requests are served one after the other: two signals in a row must not run two backups at once.
  const onSignal = () => {
    queue = queue
      .then(() => serveAll(database, dataDir, log))
      .catch((err: unknown) => {
        log.error({ err }, 'backup requests could not be read');
      });
  };
  process.on('SIGUSR2', onSignal);
  onSignal();
  return async () => {
    process.off('SIGUSR2', onSignal);
    if (readPid(serverFile) === process.pid) fs.rmSync(serverFile, { force: true });
    await queue;
  };
}

async function serveAll(database: Database, dataDir: string, log: BackupLog): Promise<void> {
  for (const name of fs.readdirSync(dataDir)) {
    const id = REQUEST.exec(name)?.[1];
    if (!id) continue;
    // Renaming claims the request: a second signal's pass cannot take it again.
    const taken = path.join(dataDir, `${name}.taken`);
    try {
      fs.renameSync(path.join(dataDir, name), taken);
    } catch {
      continue;
    }
    try {
      await serveOne(database, dataDir, id, taken, log);
    } finally {
      fs.rmSync(taken, { force: true });
    }
  }
}

async function serveOne(database: Database, dataDir: string, id: string, taken: string, log: BackupLog) {
  let result: BackupResult;
  try {
    const request = JSON.parse(fs.readFileSync(taken, 'utf8')) as BackupRequest;
    if (Date.now() - Date.parse(request.requestedAt) > REQUEST_MAX_AGE_MS) {
      log.info({ file: request.file }, 'expired backup request dropped');
      return;
    }
    log.info({ file: request.file }, 'backup requested');
    const summary = await writeBackup(database, request.file);
    log.info(
      { file: summary.file, bytes: summary.bytes, rows: summary.rows, durationMs: summary.durationMs },
      'backup written',
    );
    result = { ok: true, ...summary };
  } catch (err) {
    log.error({ err }, 'requested backup failed');
    result = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  writeAtomically(path.join(dataDir, resultFile(id)), JSON.stringify(result));
}

export interface LiveApp {
  pid: number;
  /** False for a process that holds the data directory but does not take backup requests. */
  servesRequests: boolean;
}

/** The live process holding dataDir's lock, if any. */
export function findLiveApp(dataDir: string): LiveApp | undefined {
  const pid = readPid(path.join(dataDir, LOCK_FILE));
  if (pid === undefined || !isRunning(pid)) return undefined;
  return { pid, servesRequests: readPid(path.join(dataDir, SERVER_FILE)) === pid };
}

export interface RequestOptions {
  dataDir: string;
  file: string;
  pid: number;
  timeoutMs?: number;
  /** Called every few seconds while waiting; `taken` once the app has started on the request. */
  onWait?: (elapsedMs: number, taken: boolean) => void;
}

/** Asks the app with this pid for a backup into `file` and waits for its answer. */
export async function requestBackupFromApp(opts: RequestOptions): Promise<BackupSummary> {
  const id = randomBytes(8).toString('hex');
  const request: BackupRequest = { id, file: path.resolve(opts.file), requestedAt: new Date().toISOString() };
  const pending = path.join(opts.dataDir, requestFile(id));
  const result = path.join(opts.dataDir, resultFile(id));
  writeAtomically(pending, JSON.stringify(request));
  const timeoutMs = opts.timeoutMs ?? 5 * 60 * 1000;
  const started = Date.now();
  let lastReport = started;
  try {
    process.kill(opts.pid, 'SIGUSR2');
    for (;;) {
      if (fs.existsSync(result)) {
        const answer = JSON.parse(fs.readFileSync(result, 'utf8')) as BackupResult;
        fs.rmSync(result, { force: true });
        if (!answer.ok) throw new Error(`The app could not write the backup: ${answer.error}`);
        const { ok: _ok, ...summary } = answer;
        return summary;
      }
      const elapsed = Date.now() - started;
      if (!isRunning(opts.pid))
        throw new Error(`The app (pid ${opts.pid}) stopped before it wrote the backup`);
      if (elapsed > timeoutMs) {
        throw new Error(
          `The app (pid ${opts.pid}) did not write the backup within ${Math.round(timeoutMs / 1000)} s`,
        );
      }
      if (Date.now() - lastReport >= 5_000) {
        lastReport = Date.now();
        opts.onWait?.(elapsed, !fs.existsSync(pending));
      }
      await sleep(100);
    }
  } finally {
    // Not taken yet (timeout, app gone): withdrawn, so nobody serves it later.
    fs.rmSync(pending, { force: true });
  }
}

function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** The pid in the lock file (plain text) or in the server file (JSON); undefined when absent or unreadable. */
function readPid(file: string): number | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    const pid = Number(text.startsWith('{') ? (JSON.parse(text) as { pid?: unknown }).pid : text);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
