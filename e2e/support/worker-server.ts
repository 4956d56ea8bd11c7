// One server and one database per Playwright worker (docs/decisions/0012-ci-time.md): worker N serves on
// E2E_PORT + N from a database of its own (scripts/e2e-server.mjs), so that two workers run side by side and a
// spec sees only the rows of the specs its own worker ran before it (each still makes its own, uniquely named).
import { spawn } from 'node:child_process';
import net from 'node:net';

/** The first port of the run (E2E_PORT, default 3100): worker N's server listens on it + N. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Servers of their own that a spec starts (the demo's) listen from here on, one port per worker. */
export const E2E_EXTRA_PORT = E2E_BASE_PORT + 8;

/** Whether nothing listens on `port` yet (a server left over from another run would answer in ours' place). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export interface WorkerServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts scripts/e2e-server.mjs on `port` and waits until it answers /api/health. */
export async function startWorkerServer(port: number, timeoutMs = 280_000): Promise<WorkerServer> {
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is in use: stop what listens there or choose another E2E_PORT.`);
  }
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += String(d);
    // The server's warnings and errors belong in the run's output, as the webServer's did.
    process.stderr.write(`[server ${port}] ${String(d)}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The e2e server on ${port} exited: ${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The e2e server on ${port} did not answer within ${timeoutMs} ms: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killLater);
    },
  };
}
