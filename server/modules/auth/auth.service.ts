import {
  updateLanguageInput,
  type LoginRequest,
  type Session,
  type UpdateLanguageInput,
  type User,
} from '../../../common/schemas/auth';
import { msg, type Message } from '../../../common/messages';
import { changeOwnPasswordInput, type ChangeOwnPasswordInput } from '../../../common/schemas/users';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  findUserByEmail,
  findUserById,
  insertAuthEvent,
  revokeUserSessions,
  updateUserLanguage,
} from '../users/users.queries';
import { publicUser, storePassword } from '../users/users.service';
import {
  countRecentFailures,
  findLiveSession,
  insertSession,
  insertSignInAttempt,
  revokeSession,
  settleSignInAttempt,
  touchSession,
} from './auth.queries';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../users/password';
import { hashToken, newToken } from './tokens';

// Throttling counts failed sign-ins stored in the database, so it holds across app instances.
export const THROTTLE = { windowMinutes: 15, perEmail: 5, perIp: 30 } as const;
// A session's last use is written at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthSettings {
  sessionTtlHours: number;
}

export async function login(
  db: Db,
  input: LoginRequest,
  ctx: { ip: string } & AuthSettings,
): Promise<Session> {
  const email = input.email.trim().toLowerCase();
  // Counted before the password is checked (docs/operations.md): the attempt is stored as a failure and
  // committed first, then counted with every other attempt in the window. Of N concurrent wrong
  // passwords, the last to be stored sees all N, so at most the limit get past this check.
  const attemptId = await insertSignInAttempt(db, { email, ip: ctx.ip });
  const [byEmail, byIp] = await Promise.all([
    countRecentFailures(db, { email }, THROTTLE.windowMinutes),
    countRecentFailures(db, { ip: ctx.ip }, THROTTLE.windowMinutes),
  ]);
  if (byEmail > THROTTLE.perEmail || byIp > THROTTLE.perIp) {
    // Not a failure of its own: it does not extend the lock-out, which the counted failures hold. Its
    // audit row commits here, before the refusal is thrown (docs/api-conventions.md#users-and-roles).
    await db.transaction(async (tx) => {
      await settleSignInAttempt(tx, attemptId, { event: 'login_throttled', userId: null });
      await auditFailedSignIn(tx, email, msg('trail.signInThrottled', { email }));
    });
    throw AppError.tooManyRequests(msg('auth.tooManyAttempts'));
  }

  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await burnPasswordCheck(input.password).then(() => false);
  // A deactivated user is refused like a wrong password: the answer does not tell who exists.
  if (!user || !valid || !user.active) {
    await db.transaction(async (tx) => {
      if (user) await settleSignInAttempt(tx, attemptId, { event: 'login_failed', userId: user.id });
      await auditFailedSignIn(
        tx,
        email,
        msg(user && valid ? 'trail.signInInactive' : 'trail.signInFailed', { email }),
      );
    });
    throw AppError.unauthorized(msg('auth.invalidCredentials'));
  }

  const { token, tokenHash } = newToken();
  await db.transaction(async (tx) => {
    await insertSession(tx, { userId: user.id, tokenHash, expiresAt: expiryFromNow(ctx.sessionTtlHours) });
    await settleSignInAttempt(tx, attemptId, { event: 'login_succeeded', userId: user.id });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'sign_in',
      entity: 'session',
      entityId: user.id,
      summary: msg('trail.signedIn', { email: user.email }),
    });
  });
  return { user: publicUser(user), token };
}

/** Nobody is signed in yet: the row names the email tried, as typed (trimmed, lower case). */
async function auditFailedSignIn(tx: Tx, email: string, summary: Message): Promise<void> {
  await recordAudit(tx, {
    actorId: null,
    username: email,
    action: 'sign_in_failed',
    entity: 'session',
    entityId: null,
    summary,
  });
}

/** The user behind a bearer token, or undefined. Sessions slide: each use pushes the expiry forward. */
export async function authenticate(db: Db, token: string, settings: AuthSettings): Promise<User | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const found = await findLiveSession(db, hashToken(token));
  if (!found) return undefined;
  if (Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.sessionId, expiryFromNow(settings.sessionTtlHours));
  }
  return found.user;
}

export async function logout(db: Db, token: string, user: User, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, hashToken(token));
    await insertAuthEvent(tx, { event: 'logout', email: user.email, userId: user.id, ip });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'sign_out',
      entity: 'session',
      entityId: user.id,
      summary: msg('trail.signedOut', { email: user.email }),
    });
  });
}

/**
 * POST /api/auth/password: the signed-in user changes their own password. A wrong current password is a
 * 400 on that field (not 401: the session is fine). The other sessions end; the one asking stays.
 */
export async function changeOwnPassword(
  db: Db,
  signedIn: User,
  token: string,
  input: ChangeOwnPasswordInput,
): Promise<void> {
  const data = changeOwnPasswordInput.parse(input);
  const user = await findUserById(db, signedIn.id);
  if (!user) throw AppError.unauthorized();
  if (!(await verifyPassword(data.currentPassword, user.passwordHash))) {
    throw AppError.badRequest(msg('auth.wrongCurrentPassword'), ['currentPassword']);
  }
  const passwordHash = await hashPassword(data.newPassword);
  await db.transaction(async (tx) => {
    await storePassword(
      tx,
      user,
      passwordHash,
      user.id,
      msg('trail.passwordChangedByOwner', { email: user.email }),
    );
    await revokeUserSessions(tx, user.id, hashToken(token));
  });
}

/**
 * PUT /api/auth/language: the signed-in user's own interface language, kept on the server so that it follows
 * them to another device (docs/screens.md#language). Audited as an update of the user, in the same transaction.
 */
export async function setOwnLanguage(db: Db, signedIn: User, input: UpdateLanguageInput): Promise<User> {
  const { language } = updateLanguageInput.parse(input);
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, signedIn.id);
    if (!before) throw AppError.unauthorized();
    const after = await updateUserLanguage(tx, signedIn.id, language);
    if (!after) throw AppError.unauthorized();
    await recordAudit(tx, {
      actorId: signedIn.id,
      action: 'update',
      entity: 'user',
      entityId: signedIn.id,
      summary: msg(language === 'hi' ? 'trail.languageHindi' : 'trail.languageEnglish', {
        email: after.email,
      }),
      before: { language: before.language },
      after: { language: after.language },
    });
    return publicUser(after);
  });
}

function expiryFromNow(hours: number): Date {
  return new Date(Date.now() + hours * 3_600_000);
}
