import { z } from 'zod';
import { PGLITE_SHARED_BUFFERS } from './db/pglite-durability';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines in a terminal, JSON lines otherwise (`auto`); or always one of them (server/lib/log-lines.ts). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  BUSINESS_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'unknown time zone'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  WEB_DIST: z.string().default('dist/web'),

  // Staying up (docs/operations.md): every wait has an end.
  /** Worker processes under the `npm start` supervisor; above 1 only on a PostgreSQL server. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long to wait for a database connection (and for a free pooled one). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** PostgreSQL's statement_timeout; the client also gives up on an answer 5 s after it (a frozen link). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** At start, an unreachable database is retried with backoff for this long before a clean exit. */
  DB_START_TIMEOUT_SECONDS: z.coerce.number().min(0).default(60),
  /** A request not answered within this is answered 503, and its transaction does not commit. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** /api/health answers within this: 503 with a reason when the database does not. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).default(1_000),
  /** Exports holding a database cursor at once, per worker (always fewer than DB_POOL_SIZE); more: 503. */
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(3),
  /** An export whose client takes nothing for this long is ended and its connection given back. */
  EXPORT_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Embedded database only: a daily backup into BACKUP_DIR (default DATA_DIR/backups), keeping BACKUP_KEEP. */
  DAILY_BACKUP: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default('on')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** Embedded database only: its page cache in the app's memory (docs/decisions/0005-performance.md). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/, 'a size such as 32MB')
    .default(PGLITE_SHARED_BUFFERS),
});

export type Config = z.infer<typeof envSchema>;

/** Reads the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.WEB_CONCURRENCY > 1 && !parsed.data.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one worker needs DATABASE_URL ' +
        '(the embedded database belongs to one process)',
    );
  }
  return parsed.data;
}
