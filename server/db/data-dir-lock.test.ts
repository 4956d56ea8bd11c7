import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, acquireDataDirLockPatiently } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a directory locked by a running process, naming it', () => {
    const dir = tempDir();
    // pid 1 always runs; it stands for "another process".
    fs.writeFileSync(path.join(dir, 'mandibook.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another MandiBook process \(pid 1\)/);
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'mandibook.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'mandibook.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'mandibook.lock'))).toBe(false);
  });

  it('waits for a running owner to let go when asked to, then takes the directory', async () => {
    const dir = tempDir();
    const lock = path.join(dir, 'mandibook.lock');
    fs.writeFileSync(lock, '1');
    const lines: string[] = [];
    setTimeout(() => fs.writeFileSync(lock, '999999999'), 300); // the owner stops
    const release = await acquireDataDirLockPatiently(dir, 5_000, (l) => lines.push(l));
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(lines).toEqual([
      expect.stringMatching(/is in use by MandiBook process 1; waiting up to 5 s for it to stop/),
    ]);
    release();
  });

  it('still refuses once the wait is over', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'mandibook.lock'), '1');
    await expect(acquireDataDirLockPatiently(dir, 300, () => undefined)).rejects.toThrow(/in use by another/);
  });
});
