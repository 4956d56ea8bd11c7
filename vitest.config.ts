import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts'],
    // *.pg.test.ts need what only a PostgreSQL server has (two connections racing for a lock).
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, '**/*.pg.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/fail-on-console-error.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
