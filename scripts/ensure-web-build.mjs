// Builds the web app when no build exists or its sources are newer (npm run demo, which runs the server from its
// sources, and npm run test:e2e: CI's second pass and its start-up test use the first pass's build).
import { spawnSync } from 'node:child_process';
import { buildState, WEB_SOURCES } from './build-freshness.mjs';

if (buildState(['dist/web/index.html'], WEB_SOURCES) !== 'fresh') {
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
