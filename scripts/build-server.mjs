// Bundles the server into dist/server (dependencies stay in node_modules) and copies its migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/main.ts',
    user: 'server/cli/user.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundled into dist/server');
