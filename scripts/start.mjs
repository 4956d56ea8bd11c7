// npm start: builds when no build exists, then runs the bundled server (which applies migrations).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const built = existsSync('dist/web/index.html') && existsSync('dist/server/main.js');
if (!built) {
  console.log('No build found: building once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
