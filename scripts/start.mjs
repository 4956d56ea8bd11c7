// npm start: builds what no build exists for or whose sources are newer than it (after a `git pull`, say), the web
// app and the server each on its own, so that a web build the tests just made is not made again, then runs the
// bundled server (which applies migrations).
import { spawnSync } from 'node:child_process';
import { buildState, SERVER_SOURCES, WEB_SOURCES } from './build-freshness.mjs';

const parts = [
  {
    name: 'the web app',
    outputs: ['dist/web/index.html'],
    sources: WEB_SOURCES,
    command: ['npx', 'vite', 'build'],
  },
  {
    name: 'the server',
    outputs: ['dist/server/main.js'],
    sources: SERVER_SOURCES,
    command: ['node', 'scripts/build-server.mjs'],
  },
];
for (const part of parts) {
  const state = buildState(part.outputs, part.sources);
  if (state === 'fresh') continue;
  console.log(
    state === 'missing'
      ? `No build of ${part.name} found: building it once...`
      : `Sources of ${part.name} changed since its last build: building it...`,
  );
  const [command, ...args] = part.command;
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
