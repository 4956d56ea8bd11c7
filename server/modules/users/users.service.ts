import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { User } from '../../../common/schemas/auth';
import { role } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
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
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: data.email,
      username: data.username,
      role: data.role,
      passwordHash,
      createdBy: actorId,
    });
    await insertAuthEvent(tx, { event: 'user_created', email: row.email, userId: row.id, actorId });
    return publicUser(row);
  });
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
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const email = opts.email ?? 'admin@example.com';
  const generatedPassword = opts.password ? undefined : randomBytes(12).toString('base64url');
  await createUser(db, {
    email,
    username: 'admin',
    role: 'admin',
    password: opts.password ?? generatedPassword!,
  });
  return { email, generatedPassword };
}
