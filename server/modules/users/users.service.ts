import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { User } from '../../../common/schemas/auth';
import { role } from '../../../common/schemas/auth';
import type { Db, Tx } from '../../db/client';
import { MIGRATION_LOCK_KEY } from '../../db/migrate';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/password';
import {
  countUsers,
  findUserByEmail,
  insertAuthEvent,
  insertUser,
  updatePasswordHash,
  type UserRow,
} from './users.queries';

export const newUserInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email')),
  username: z.string().trim().min(1, 'Required').max(100),
  password: z.string().min(8, 'At least 8 characters').max(1024),
  role: role.default('staff'),
});
export type NewUserInput = z.input<typeof newUserInput>;

export function publicUser(row: UserRow): User {
  return { id: row.id, email: row.email, username: row.username, role: row.role };
}

export async function createUser(db: Db, input: NewUserInput, actorId: number | null = null): Promise<User> {
  const data = newUserInput.parse(input);
  if (await findUserByEmail(db, data.email))
    throw AppError.conflict(`A user with the email ${data.email} exists`);
  const passwordHash = await hashPassword(data.password);
  return db.transaction((tx) => insertUserWithEvent(tx, data, passwordHash, actorId));
}

async function insertUserWithEvent(
  tx: Tx,
  data: z.output<typeof newUserInput>,
  passwordHash: string,
  actorId: number | null,
): Promise<User> {
  const row = await insertUser(tx, {
    email: data.email,
    username: data.username,
    role: data.role,
    passwordHash,
    createdBy: actorId,
  });
  await insertAuthEvent(tx, { event: 'user_created', email: row.email, userId: row.id, actorId });
  return publicUser(row);
}

export async function changePassword(db: Db, email: string, password: string, actorId: number | null = null) {
  const parsed = newUserInput.shape.password.parse(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw AppError.notFound(`No user with the email ${email}`);
  const passwordHash = await hashPassword(parsed);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await insertAuthEvent(tx, { event: 'password_changed', email: user.email, userId: user.id, actorId });
  });
}

/**
 * First start on an empty database: creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@example.com with a random password that is returned so it can be printed once.
 *
 * Several instances may start together on one PostgreSQL server: the count and the insert run under
 * the migrations' advisory lock, so one instance creates the admin and the others, once they get the
 * lock, find it. A unique violation (someone added that email meanwhile, outside the lock) also means
 * the first user exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  const generatedPassword = opts.password ? undefined : randomBytes(12).toString('base64url');
  const data = newUserInput.parse({
    email: opts.email ?? 'admin@example.com',
    username: 'admin',
    role: 'admin',
    password: opts.password ?? generatedPassword,
  });
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      if ((await countUsers(tx)) > 0) return undefined;
      await insertUserWithEvent(tx, data, await hashPassword(data.password), null);
      return { email: data.email, generatedPassword };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const candidate = (err as { cause?: { code?: string } }).cause ?? (err as { code?: string });
  return candidate?.code === '23505';
}
