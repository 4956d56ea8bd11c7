// The app as `npm start` runs it (server/main.ts: a supervising primary and its worker), in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = (port: number) => async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  return res.ok ? true : undefined;
};

const running: Started[] = [];
afterEach(() => {
  for (const s of running.splice(0)) s.child.kill('SIGKILL');
});

describe('the supervised app process', () => {
  it('starts a new worker when one is killed, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-process-'));
    const port = 3400 + Math.floor(Math.random() * 500);
    const app = start({
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: 'p@test.local',
      ADMIN_PASSWORD: 'process-test',
    });
    running.push(app);
    try {
      await until(healthy(port), 60_000, 'the first start');
      const lock = path.join(dataDir, 'mandibook.lock');
      const firstWorker = Number(fs.readFileSync(lock, 'utf8'));
      expect(firstWorker).not.toBe(app.child.pid);

      process.kill(firstWorker, 'SIGKILL');
      const secondWorker = await until(
        async () => {
          const pid = Number(fs.readFileSync(lock, 'utf8'));
          return pid !== firstWorker && (await healthy(port)()) ? pid : undefined;
        },
        30_000,
        'a new worker',
      );
      expect(secondWorker).not.toBe(firstWorker);
      expect(app.output()).toMatch(/A worker \(pid \d+\) stopped \(signal SIGKILL\); starting another/);

      app.child.kill('SIGTERM');
      expect(await app.exited).toBe(0);
      expect(fs.existsSync(lock)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('retries an unreachable database at start, then exits 1 with a clear message', async () => {
    const app = start({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DB_START_TIMEOUT_SECONDS: '1',
      PORT: '0',
    });
    running.push(app);
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/The database is not reachable \(ECONNREFUSED\); retrying in 0\.5 s/);
    expect(app.output()).toMatch(/gave up after 1 s \(DB_START_TIMEOUT_SECONDS\)/);
    expect(app.output()).toMatch(/\[supervisor\] Stopping \(a worker failed to start \(exit code 1\)\)/);
  }, 60_000);
});
