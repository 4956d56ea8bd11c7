import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureFirstAdmin } from './modules/users/users.service';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(database);

  const admin = await ensureFirstAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Printed once, on purpose, to the console only (decisions §1).
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
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.body.password'] },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL server' : `PGlite in ${config.DATA_DIR}`;
  console.log(`MandiBook is running at http://${config.HOST}:${config.PORT} (${where})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
