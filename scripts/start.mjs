// npm start: builds when no build exists or the sources are newer than it (after a `git pull`, say),
// then runs the bundled server (which applies migrations).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const outputs = ['dist/web/index.html', 'dist/server/main.js'];
const sources = [
  'common',
  'server',
  'web',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
];

/** The newest modification time under `entry` (a file or a folder), ignoring tests. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

const builtAt = outputs.every(existsSync) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
const changedAt = Math.max(...sources.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No build found: building once (npm run build)...'
      : 'Sources changed since the last build: building (npm run build)...',
  );
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
