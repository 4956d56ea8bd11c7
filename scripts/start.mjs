// npm start: builds when no build exists or the sources are newer than it (after a `git pull`, say),
// then runs the bundled server (which applies migrations).
import { spawnSync } from 'node:child_process';
import { buildState, WEB_SOURCES } from './build-freshness.mjs';

const state = buildState(
  ['dist/web/index.html', 'dist/server/main.js'],
  [...WEB_SOURCES, 'server', 'scripts/build-server.mjs'],
);
if (state !== 'fresh') {
  console.log(
    state === 'missing'
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
