import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process by nature: two processes writing one data directory corrupt it. A lock file
 * holding the owner's pid makes the second process fail with a clear message; a lock left by a
 * process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  return tryLock(dataDir);
}

/**
 * As acquireDataDirLock, but waits up to `waitMs` for a running owner to let go first: after `kill -9` of
 * a supervisor, its worker finishes its requests and closes the database (docs/operations.md), and a start
 * right behind it should wait for that rather than refuse.
 */
export async function acquireDataDirLockPatiently(
  dataDir: string,
  waitMs: number,
  log: (line: string) => void = console.log,
): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  let said = false;
  for (;;) {
    try {
      return tryLock(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirInUse) || Date.now() >= deadline) throw err;
      if (!said) {
        log(
          `The data directory ${path.resolve(dataDir)} is in use by MandiBook process ${err.owner}; ` +
            `waiting up to ${Math.round(waitMs / 1000)} s for it to stop …`,
        );
      }
      said = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

class DataDirInUse extends Error {
  constructor(
    message: string,
    readonly owner: number,
  ) {
    super(message);
  }
}

function tryLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'mandibook.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUse(
          `The data directory ${path.resolve(dataDir)} is in use by another MandiBook process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another directory or DATABASE_URL to a PostgreSQL server.',
          owner,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${path.resolve(dataDir)}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
