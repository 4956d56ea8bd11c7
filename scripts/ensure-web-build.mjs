// Builds the web app once when no build exists (used by npm run demo).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('dist/web/index.html')) {
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
