import cluster from 'node:cluster';
import type { FastifyRequest } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type PoolErrorLogger } from './db/client';
import { startDailyBackups } from './db/backup/daily';
import { serveBackupRequests } from './db/backup/live-request';
import { runMigrations } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { startIdempotencyKeyPurge } from './modules/idempotency/idempotency.hook';
import { hideShareToken } from './modules/share/share-page';
import { ensureFirstAdmin } from './modules/users/users.service';
import { logDestination } from './lib/log-lines';
import { runSupervisor } from './supervisor';

// One entry point, two roles: the primary supervises (server/supervisor.ts), each worker is the app.
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary) {
    runSupervisor({ workers: config.WEB_CONCURRENCY, log: (line) => console.log(`[supervisor] ${line}`) });
    return;
  }
  await runWorker(config);
}

async function runWorker(config: Config): Promise<void> {
  // Until the app's logger exists, pool errors go to the console.
  let reportPoolError: PoolErrorLogger = (message, err) => console.error(`${message}: ${err.message}`);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onPoolError: (message, err) => reportPoolError(message, err),
    lockWaitMs: 15_000,
    pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
    limits: {
      poolSize: config.DB_POOL_SIZE,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  });
  if (database.kind === 'postgres') {
    await waitForDatabase(database, { timeoutSeconds: config.DB_START_TIMEOUT_SECONDS, log: console.log });
  }
  await runMigrations(database);

  const admin = await ensureFirstAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Printed once, on purpose, to the console only (docs/operations.md).
    console.log(
      `\nFirst admin created. Sign in with:\n  email:    ${admin.email}\n  password: ${admin.generatedPassword}\n` +
        'Change it with: npm run user -- passwd --email ' +
        admin.email +
        '\n',
    );
  } else if (admin) {
    console.log(`First admin created: ${admin.email}`);
  }

  const app = await buildApp({
    db: database.db,
    config,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.body.password'],
      stream: logDestination(config.LOG_FORMAT, config.BUSINESS_TIMEZONE),
      // Fastify's own request fields, with a share link's token left out of the logs (docs/sharing.md).
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: hideShareToken(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
  });
  reportPoolError = (message, err) => app.log.warn({ err }, message);
  const stopPurge = startIdempotencyKeyPurge(app);
  // Embedded database only: `npm run backup` asks this process for its backup (the data directory has one
  // owner), and a daily backup is kept (docs/backup-and-restore.md).
  const stopBackups: Array<() => Promise<void>> = [];
  if (database.kind === 'pglite') {
    stopBackups.push(serveBackupRequests({ database, dataDir: config.DATA_DIR, log: app.log }));
    if (config.DAILY_BACKUP) {
      stopBackups.push(
        startDailyBackups({
          database,
          dataDir: config.DATA_DIR,
          backupDir: config.BACKUP_DIR,
          keep: config.BACKUP_KEEP,
          timeZone: config.BUSINESS_TIMEZONE,
          log: app.log,
        }),
      );
    }
  }

  let closing = false;
  const shutdown = async (reason: string, code = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      stopPurge();
      await app.close(); // stops accepting, waits for in-flight requests
      await Promise.all(stopBackups.map((stop) => stop())); // a backup under way finishes first
      await database.close();
      process.exit(code);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The supervisor is gone (killed, say): stop too, so a new start finds the data directory free.
  process.on('disconnect', () => void shutdown('supervisor gone'));
  // Whatever escaped every handler: log it and leave; the supervisor starts a fresh worker.
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception: this worker stops and the supervisor starts another');
    void shutdown('uncaught exception', 1);
  });
  process.on('unhandledRejection', (err) => {
    app.log.fatal({ err }, 'unhandled rejection: this worker stops and the supervisor starts another');
    void shutdown('unhandled rejection', 1);
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL server' : `PGlite in ${config.DATA_DIR}`;
  if (cluster.worker?.id === 1) {
    console.log(`MandiBook is running at http://${config.HOST}:${config.PORT} (${where})`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
