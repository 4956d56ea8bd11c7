import type { LoginRequest, Session, User } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserByEmail, insertAuthEvent } from '../users/users.queries';
import { publicUser } from '../users/users.service';
import {
  countRecentFailures,
  findLiveSession,
  insertSession,
  insertSignInAttempt,
  revokeSession,
  settleSignInAttempt,
  touchSession,
} from './auth.queries';
import { burnPasswordCheck, verifyPassword } from './password';
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
    // Not a failure of its own: it does not extend the lock-out, which the counted failures hold.
    await settleSignInAttempt(db, attemptId, { event: 'login_throttled', userId: null });
    throw AppError.tooManyRequests('Too many sign-in attempts. Please wait a few minutes and try again.');
  }

  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !valid) {
    if (user) await settleSignInAttempt(db, attemptId, { event: 'login_failed', userId: user.id });
    throw AppError.unauthorized('Invalid email or password');
  }

  const { token, tokenHash } = newToken();
  await db.transaction(async (tx) => {
    await insertSession(tx, { userId: user.id, tokenHash, expiresAt: expiryFromNow(ctx.sessionTtlHours) });
    await settleSignInAttempt(tx, attemptId, { event: 'login_succeeded', userId: user.id });
  });
  return { user: publicUser(user), token };
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
  });
}

function expiryFromNow(hours: number): Date {
  return new Date(Date.now() + hours * 3_600_000);
}
