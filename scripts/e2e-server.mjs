// The server for browser tests: a fresh database every run (a temporary PGlite directory, or a new
// database on the PostgreSQL server named by TEST_DATABASE_URL), the built web app, a known admin.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const webDist = process.env.E2E_WEB_DIST ?? 'dist/web';
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No web build in ${webDist}: run "npx vite build" first (npm run test:e2e does).`);
  process.exit(1);
}

const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: process.env.PORT ?? '3100',
  WEB_DIST: webDist,
  ADMIN_EMAIL: 'admin@mandibook.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  // A throw-away database: no fsync per commit (docs/decisions/0012-ci-time.md); durability has its own tests.
  PGLITE_FSYNC: 'off',
};
delete env.DATABASE_URL;

let cleanup = async () => {};
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `mandibook_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'mandibook-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', async (code) => {
  await cleanup().catch(() => undefined);
  process.exit(code ?? 0);
});
