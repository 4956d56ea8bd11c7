import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { User } from '../../../common/schemas/auth';
import { role } from '../../../common/schemas/auth';
import { msg, type Message } from '../../../common/messages';
import {
  newPassword,
  setPasswordInput,
  userCreateInput,
  userEmail,
  userUpdateInput,
  username,
  type SetPasswordInput,
  type UserRecord,
  type UserUpdateInput,
} from '../../../common/schemas/users';
import type { Db, Tx } from '../../db/client';
import { MIGRATION_LOCK_KEY } from '../../db/migrate';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { hashPassword } from './password';
import {
  countUsers,
  findUserByEmail,
  findUserById,
  insertAuthEvent,
  insertUser,
  listUsers,
  lockActiveAdmins,
  lockUser,
  revokeUserSessions,
  updatePasswordHash,
  updateUserRow,
  type UserRow,
} from './users.queries';

/** The CLI's and the bootstrap's input: the API's, with staff as the default role. */
export const newUserInput = z.object({
  email: userEmail,
  username,
  password: newPassword,
  role: role.default('staff'),
});
export type NewUserInput = z.input<typeof newUserInput>;

/** The user a session carries (sign-in, /api/auth/me). */
export function publicUser(row: UserRow): User {
  return { id: row.id, email: row.email, username: row.username, role: row.role, language: row.language };
}

/** The user as GET /api/users returns it; the audit trail's before and after too. */
export function userRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUserRecords(db: Db): Promise<UserRecord[]> {
  return (await listUsers(db)).map(userRecord);
}

/** POST /api/users, the CLI's `add` and the tests: one path, one audit row. */
export async function createUser(
  db: Db,
  input: NewUserInput,
  actorId: number | null = null,
): Promise<UserRecord> {
  const data = newUserInput.parse(input);
  if (await findUserByEmail(db, data.email)) throw emailTaken(data.email);
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction((tx) => insertUserWithEvent(tx, data, passwordHash, actorId));
  } catch (err) {
    // Someone added that email between the check and the insert: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken(data.email);
    throw err;
  }
}

/** The API's create: the role is required there (docs/api-conventions.md#users-and-roles). */
export async function createUserByAdmin(db: Db, input: unknown, actorId: number): Promise<UserRecord> {
  return createUser(db, userCreateInput.parse(input), actorId);
}

function emailTaken(email: string): AppError {
  return AppError.conflict(msg('users.emailTaken', { email }), [
    fieldError('email', msg('users.emailTakenField')),
  ]);
}

async function insertUserWithEvent(
  tx: Tx,
  data: z.output<typeof newUserInput>,
  passwordHash: string,
  actorId: number | null,
): Promise<UserRecord> {
  const row = await insertUser(tx, {
    email: data.email,
    username: data.username,
    role: data.role,
    passwordHash,
    createdBy: actorId,
  });
  await insertAuthEvent(tx, { event: 'user_created', email: row.email, userId: row.id, actorId });
  const after = userRecord(row);
  await recordAudit(tx, {
    actorId,
    action: 'create',
    entity: 'user',
    entityId: row.id,
    summary: msg(row.role === 'admin' ? 'trail.userAddedAsAdmin' : 'trail.userAddedAsStaff', {
      email: row.email,
    }),
    after,
  });
  return after;
}

/**
 * PUT /api/users/:id. The last active admin stays one ('users.lastAdmin'), whoever asks: the active
 * admins' rows are locked first, so concurrent demotions take turns and the second sees the first's.
 * A user made inactive loses every session in the same transaction.
 */
export async function updateUser(
  db: Db,
  id: number,
  input: UserUpdateInput,
  actorId: number,
): Promise<UserRecord> {
  const data = userUpdateInput.parse(input);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const current = await lockUser(tx, id);
    if (!current) throw AppError.notFound(msg('users.notFound', { id }));
    const wasActiveAdmin = current.role === 'admin' && current.active;
    const staysActiveAdmin = data.role === 'admin' && data.active;
    if (wasActiveAdmin && !staysActiveAdmin && admins.filter((a) => a !== id).length === 0) {
      throw AppError.conflict(msg('users.lastAdmin'));
    }
    const row = await updateUserRow(tx, id, data);
    if (!row.active) await revokeUserSessions(tx, id);
    const before = userRecord(current);
    const after = userRecord(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'user',
      entityId: id,
      summary: msg('trail.userChanged', { email: row.email, changes: describeChange(before, after) }),
      before,
      after,
    });
    return after;
  });
}

/** "name Asha → Asha Devi, role staff → admin, reactivated", each part a message ('admin' a word). */
function describeChange(before: UserRecord, after: UserRecord): Message {
  const parts: Message[] = [];
  if (before.username !== after.username) {
    parts.push(msg('trail.changedName', { from: before.username, to: after.username }));
  }
  if (before.role !== after.role) {
    parts.push(msg('trail.changedRole', { from: [before.role], to: [after.role] }));
  }
  if (before.active !== after.active)
    parts.push(msg(after.active ? 'trail.reactivated' : 'trail.deactivated'));
  const [first, ...rest] = parts;
  if (!first) return msg('trail.noChange');
  return rest.reduce((all, part) => msg('trail.changes', { first: all, next: part }), first);
}

/** POST /api/users/:id/password: an admin sets a password; every session of that user ends. */
export async function setUserPassword(
  db: Db,
  id: number,
  input: SetPasswordInput,
  actorId: number,
): Promise<void> {
  const { password } = setPasswordInput.parse(input);
  if (!(await findUserById(db, id))) throw AppError.notFound(msg('users.notFound', { id }));
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw AppError.notFound(msg('users.notFound', { id }));
    await storePassword(
      tx,
      user,
      passwordHash,
      actorId,
      msg('trail.passwordSetByAdmin', { email: user.email }),
    );
    await revokeUserSessions(tx, id);
  });
}

/**
 * Writes a new password hash with its auth event and audit row; never the password or its hash (the
 * audit row has no before/after at all). The caller ends the sessions it should.
 */
export async function storePassword(
  tx: Tx,
  user: UserRow,
  passwordHash: string,
  actorId: number | null,
  summary: Message,
): Promise<void> {
  await updatePasswordHash(tx, user.id, passwordHash);
  await insertAuthEvent(tx, { event: 'password_changed', email: user.email, userId: user.id, actorId });
  await recordAudit(tx, {
    actorId,
    action: 'password_change',
    entity: 'user',
    entityId: user.id,
    summary,
  });
}

/** The CLI's `passwd`: someone with the server's shell resets a password; that user's sessions end. */
export async function changePassword(db: Db, email: string, password: string, actorId: number | null = null) {
  const parsed = newPassword.parse(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw AppError.notFound(msg('users.notFoundByEmail', { email }));
  const passwordHash = await hashPassword(parsed);
  await db.transaction(async (tx) => {
    await storePassword(
      tx,
      user,
      passwordHash,
      actorId,
      msg('trail.passwordSetFromCommandLine', { email: user.email }),
    );
    await revokeUserSessions(tx, user.id);
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
