import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { makePurchase } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { readBackupHeader } from './reader';
import { findLiveApp, requestBackupFromApp, serveBackupRequests } from './live-request';
import { memoryLog, tempDir } from './test-support';

// The app's side and the command's side in one process: the command signals this very process.
let database: Database;
const tmp = tempDir();
const dataDir = path.join(tmp.dir, 'data');

beforeAll(async () => {
  database = await createTestDatabase();
  await makePurchase(database.db);
  fs.mkdirSync(dataDir);
  fs.writeFileSync(path.join(dataDir, 'mandibook.lock'), String(process.pid));
});
afterAll(async () => {
  await database.close();
  tmp.remove();
});

describe('a backup requested from the running app', () => {
  it('is written by the app on SIGUSR2 and reported back to the command', async () => {
    const log = memoryLog();
    const stop = serveBackupRequests({ database, dataDir, log });
    try {
      const app = findLiveApp(dataDir);
      expect(app).toEqual({ pid: process.pid, servesRequests: true });

      const file = path.join(tmp.dir, 'asked.jsonl.gz');
      const summary = await requestBackupFromApp({ dataDir, file, pid: app!.pid, timeoutMs: 20_000 });

      expect(summary.file).toBe(file);
      expect(summary.tables.find((t) => t.name === 'purchases')?.rows).toBe(1);
      expect((await readBackupHeader(file)).tables.length).toBe(summary.tables.length);
      expect(log.entries.map((e) => e.msg)).toEqual(['backup requested', 'backup written']);
      // Nothing of the exchange is left behind but the app's own marker.
      expect(fs.readdirSync(dataDir).sort()).toEqual(['backup-server.json', 'mandibook.lock']);
    } finally {
      await stop();
    }
    expect(fs.readdirSync(dataDir)).toEqual(['mandibook.lock']);
    expect(findLiveApp(dataDir)).toEqual({ pid: process.pid, servesRequests: false });
  });

  it('reports a failure to the command and goes on serving', async () => {
    const log = memoryLog();
    const stop = serveBackupRequests({ database, dataDir, log });
    try {
      const nowhere = path.join(tmp.dir, 'no-such-folder', 'b.jsonl.gz');
      await expect(requestBackupFromApp({ dataDir, file: nowhere, pid: process.pid })).rejects.toThrow(
        /The app could not write the backup: .*no-such-folder/,
      );
      expect(log.entries.find((e) => e.level === 'error')?.msg).toBe('requested backup failed');

      const file = path.join(tmp.dir, 'after-failure.jsonl.gz');
      await expect(requestBackupFromApp({ dataDir, file, pid: process.pid })).resolves.toMatchObject({
        file,
      });
    } finally {
      await stop();
    }
  });

  it('serves a request that was waiting when it started', async () => {
    const file = path.join(tmp.dir, 'early.jsonl.gz');
    const request = { id: 'abcdef12', file, requestedAt: new Date().toISOString() };
    fs.writeFileSync(path.join(dataDir, 'backup-request-abcdef12.json'), JSON.stringify(request));
    const stop = serveBackupRequests({ database, dataDir, log: memoryLog() });
    await stop(); // resolves once the pass at start is done
    expect(fs.existsSync(file)).toBe(true);
    expect(
      JSON.parse(fs.readFileSync(path.join(dataDir, 'backup-result-abcdef12.json'), 'utf8')),
    ).toMatchObject({
      ok: true,
      file,
    });
    fs.rmSync(path.join(dataDir, 'backup-result-abcdef12.json'));
  });

  it('does not signal a process that holds the lock without taking requests', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    const otherDir = path.join(tmp.dir, 'other');
    fs.mkdirSync(otherDir);
    try {
      fs.writeFileSync(path.join(otherDir, 'mandibook.lock'), String(other.pid));
      expect(findLiveApp(otherDir)).toEqual({ pid: other.pid, servesRequests: false });
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    expect(findLiveApp(otherDir)).toBeUndefined();
  });
});
