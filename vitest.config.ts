import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Files that import zod afresh to check the order the browser loads it in (vi.resetModules cannot unload zod). */
const NEEDS_FRESH_MODULES = ['web/zod-config.test.ts'];

/**
 * Files that never open the database under test (TEST_DATABASE_URL): pure logic, the web client's helpers, and the
 * embedded database's own files, processes and upgrades, which always run on PGlite. New files run on both passes
 * unless listed here.
 */
const ENGINE_FREE = [
  'common/**/*.test.ts',
  'web/**/*.test.ts',
  'server/config.test.ts',
  // The demo is generated into an embedded data directory only (server/cli/demo.ts opens PGlite), never on a server.
  'server/cli/demo.test.ts',
  'server/process.test.ts',
  'server/db/backup/table-order.test.ts',
  'server/db/charges-upgrade.test.ts',
  'server/db/document-numbers-upgrade.test.ts',
  'server/db/client.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/db/pglite-durability.test.ts',
  'server/db/wait-for-database.test.ts',
  'server/lib/csv-stream.test.ts',
  'server/lib/database-unavailable.test.ts',
  'server/lib/json-numbers.test.ts',
  'server/lib/log-lines.test.ts',
  'server/modules/books/descriptions.test.ts',
  'server/test/bench-capture.test.ts',
  'server/test/check-chromium.test.ts',
  'server/test/module-cycles.test.ts',
];

const INCLUDE = ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts'];
// *.pg.test.ts need what only a PostgreSQL server has (two connections racing for a lock); on the server's pass
// the files that never open the database under test are left out: they ran on the PGlite pass and would give the
// same answer again (docs/decisions/0012-ci-time.md).
const exclude = process.env.TEST_DATABASE_URL
  ? [...configDefaults.exclude, ...ENGINE_FREE]
  : [...configDefaults.exclude, '**/*.pg.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/fail-on-console-error.ts'],
    pool: 'forks',
    // Two files at once (Vitest's own default is one fork less than the cores: one on a 2-core machine), and each
    // worker imports the app once for all its files instead of once per file: every file already opens its own
    // database and app (server/test/test-app.ts), so what a fresh module registry would add is the ~1 s import
    // per file. The one file that needs a fresh registry runs in a project of its own below
    // (docs/decisions/0012-ci-time.md). VITEST_MAX_WORKERS sets the count.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-imports',
          isolate: false,
          include: INCLUDE,
          exclude: [...exclude, ...NEEDS_FRESH_MODULES],
        },
      },
      {
        extends: true,
        test: { name: 'fresh-modules', isolate: true, include: NEEDS_FRESH_MODULES, exclude },
      },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
