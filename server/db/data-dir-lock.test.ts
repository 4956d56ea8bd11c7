import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

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
});
