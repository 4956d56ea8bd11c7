// The demo's own server for e2e/demo-screens.spec.ts, on a throw-away data directory. Generating its year of
// trading through the API takes the longest of any arrangement, so a whole run (`npm run test:e2e` sets
// E2E_DEMO_EARLY) starts it in global setup, beside the first flows, and the spec only waits for it; a run of
// the spec alone starts its own (docs/decisions/0012-ci-time.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const EXITED = '[the demo server exited]';

export interface DemoServer {
  url: string;
  /** Where the server writes its output, read back when it does not come up. */
  log: string;
  stop(): Promise<void>;
}

/** Starts server/cli/demo.ts on `port` and answers at once; `waitForDemo` waits until it serves. */
export function spawnDemoServer(port: number): DemoServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-demo-e2e-'));
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEMO_DATA_DIR: path.join(dataDir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web',
    LOG_LEVEL: 'warn',
    // A throw-away data directory: no fsync per commit (docs/decisions/0012-ci-time.md).
    PGLITE_FSYNC: 'off',
  };
  delete env.DATABASE_URL;
  // Five months rather than a year: every screen still has months of trend, bills over 90 days old and more
  // than a hundred sales to page through, generated in well under half the time (docs/decisions/0012-ci-time.md).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/demo.ts', '--days', '150'], {
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      // Said in the log, which the spec reads from its own process.
      if (fs.existsSync(dataDir)) fs.appendFileSync(log, `\n${EXITED} (${code ?? signal})\n`);
      resolve();
    }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killLater);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the demo answers /api/health (it listens only once its year is generated). */
export async function waitForDemo(url: string, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // generating, not listening yet
    }
    const output = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    if (output.includes(EXITED) || Date.now() > deadline) {
      throw new Error(`The demo server at ${url} did not come up: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
