/**
 * On a PostgreSQL server (TEST_DATABASE_URL) only the flows tagged `@postgresql` run, unless E2E_ALL=1: the
 * whole suite runs on PGlite, and the API suite runs on both databases, so what a second browser pass would add
 * is the server's own paths under real use (docs/decisions/0012-ci-time.md).
 */
export const serverFlowsOnly = !!process.env.TEST_DATABASE_URL && process.env.E2E_ALL !== '1';
