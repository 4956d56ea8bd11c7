import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { english, msg } from '../../../common/messages';
import { auditEvents } from '../../db/schema/corrections';
import { authEvents } from '../../db/schema/users';
import { TEST_ADMIN, useTestContext } from '../../test/test-app';
import { verifyPassword } from './password';
import { findUserByEmail } from './users.queries';
import { createUser } from './users.service';

// The API's text, from its catalogue (common/messages).
const LAST_ADMIN_MESSAGE = english(msg('users.lastAdmin'));

const ctx = useTestContext();

let seq = 0;
/** A fresh user (staff unless asked), so each test starts from its own rows. */
async function newUser(role: 'admin' | 'staff' = 'staff') {
  seq += 1;
  const password = `password-${seq}-long`;
  const user = await createUser(ctx().db, {
    email: `user${seq}@test.local`,
    username: `user${seq}`,
    password,
    role,
  });
  return { ...user, password };
}

async function signIn(email: string, password: string) {
  return ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await signIn(email, password);
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function me(token: string): Promise<number> {
  return (await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: as(token) })).statusCode;
}

async function auditRows(action: string) {
  return ctx()
    .db.select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id));
}

describe('GET /api/users', () => {
  it('lists the users with role, active and createdAt, never a password or hash', async () => {
    const staff = await newUser();
    const res = await ctx().api({ method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Array<Record<string, unknown>>>();
    expect(list).toContainEqual({
      id: staff.id,
      email: staff.email,
      username: staff.username,
      role: 'staff',
      active: true,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
  });

  it('answers 403 with a message to staff', async () => {
    const staff = await newUser();
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/users',
      headers: as(await tokenOf(staff.email, staff.password)),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/only an admin/i);
  });
});

describe('POST /api/users', () => {
  it('creates a user (email lower-cased) who can sign in, with an audit row without the password', async () => {
    const res = await ctx().api({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: ' New.Clerk@Test.local ',
        username: 'New clerk',
        password: 'clerk-password',
        role: 'staff',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      email: 'new.clerk@test.local',
      username: 'New clerk',
      role: 'staff',
      active: true,
      createdAt: expect.any(String),
    });
    expect((await signIn('new.clerk@test.local', 'clerk-password')).statusCode).toBe(200);

    const [row] = (await auditRows('create')).filter((r) => r.entity === 'user');
    expect(row).toMatchObject({
      userId: ctx().userId,
      username: 'admin',
      entity: 'user',
      entityId: String(created.id),
      before: null,
      after: created,
    });
    expect(JSON.stringify(row)).not.toContain('clerk-password');
  });

  it('answers 400 with field errors for a short password, a bad email, a missing role', async () => {
    const res = await ctx().api({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'not-an-email', username: ' ', password: '123456789' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'password', 'role', 'username']);
    expect(res.json().errors.find((e: { path: string }) => e.path === 'password').message).toMatch(
      /10 characters/,
    );
  });

  it('answers 409 for an email taken in another case, and writes nothing', async () => {
    const existing = await newUser();
    const before = (await ctx().api({ method: 'GET', url: '/api/users' })).json<unknown[]>().length;
    const res = await ctx().api({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: existing.email.toUpperCase(),
        username: 'x',
        password: 'another-password',
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/exists/);
    expect((await ctx().api({ method: 'GET', url: '/api/users' })).json<unknown[]>()).toHaveLength(before);
  });

  it('answers 403 to staff and creates nothing', async () => {
    const staff = await newUser();
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(await tokenOf(staff.email, staff.password)),
      payload: { email: 'sneaky@test.local', username: 's', password: 'sneaky-password', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(await findUserByEmail(ctx().db, 'sneaky@test.local')).toBeUndefined();
  });
});

describe('PUT /api/users/:id', () => {
  it('changes username and role, with an update audit row holding before and after', async () => {
    const user = await newUser();
    const res = await ctx().api({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { username: 'Renamed', role: 'admin', active: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: 'Renamed', role: 'admin', active: true });

    const [row] = await auditRows('update');
    expect(row).toMatchObject({ entity: 'user', entityId: String(user.id), userId: ctx().userId });
    expect(row!.before).toMatchObject({ username: user.username, role: 'staff', active: true });
    expect(row!.after).toEqual(res.json());
    expect(row!.summary).toContain('role staff → admin');
  });

  it('deactivating ends every session of that user at once and refuses its sign-in like a wrong password', async () => {
    const user = await newUser();
    const first = await tokenOf(user.email, user.password);
    const second = await tokenOf(user.email, user.password);
    expect(await me(first)).toBe(200);

    const res = await ctx().api({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { username: user.username, role: 'staff', active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(401);

    const again = await signIn(user.email, user.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password');

    // Reactivated, the user signs in again; the old sessions stay ended.
    await ctx().api({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { username: user.username, role: 'staff', active: true },
    });
    expect(await me(first)).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses to demote or deactivate the last active admin, the admin themself included (409)', async () => {
    // The file's admin is the only active admin unless a test made another; make sure of it first.
    const users = (await ctx().api({ method: 'GET', url: '/api/users' })).json<
      Array<{ id: number; username: string; role: string; active: boolean }>
    >();
    for (const u of users.filter((u) => u.role === 'admin' && u.active && u.id !== ctx().userId)) {
      await ctx().api({
        method: 'PUT',
        url: `/api/users/${u.id}`,
        payload: { username: u.username, role: 'staff', active: true },
      });
    }
    for (const change of [
      { role: 'staff', active: true },
      { role: 'admin', active: false },
      { role: 'staff', active: false },
    ]) {
      const res = await ctx().api({
        method: 'PUT',
        url: `/api/users/${ctx().userId}`,
        payload: { username: 'admin', ...change },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAST_ADMIN_MESSAGE);
    }
    expect(await me(ctx().token)).toBe(200);

    // With a second active admin, the first may step down; then the second is the last one.
    const other = await newUser('admin');
    const down = await ctx().api({
      method: 'PUT',
      url: `/api/users/${ctx().userId}`,
      payload: { username: 'admin', role: 'staff', active: true },
    });
    expect(down.statusCode).toBe(200);
    const otherToken = await tokenOf(other.email, other.password);
    const last = await ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: as(otherToken),
      payload: { username: other.username, role: 'admin', active: false },
    });
    expect(last.statusCode).toBe(409);
    // Put the file's admin back for the other tests.
    const back = await ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${ctx().userId}`,
      headers: as(otherToken),
      payload: { username: 'admin', role: 'admin', active: true },
    });
    expect(back.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a bad body or id, 403 for staff', async () => {
    const staff = await newUser();
    const body = { username: 'x', role: 'staff', active: true };
    expect((await ctx().api({ method: 'PUT', url: '/api/users/2147483647', payload: body })).statusCode).toBe(
      404,
    );
    expect((await ctx().api({ method: 'PUT', url: '/api/users/abc', payload: body })).statusCode).toBe(400);
    const bad = await ctx().api({
      method: 'PUT',
      url: `/api/users/${staff.id}`,
      payload: { username: '', role: 'owner', active: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['active', 'role', 'username']);
    const forbidden = await ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${staff.id}`,
      headers: as(await tokenOf(staff.email, staff.password)),
      payload: { ...body, role: 'admin' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await findUserByEmail(ctx().db, staff.email))?.role).toBe('staff');
  });
});

describe('POST /api/users/:id/password', () => {
  it("sets the password and ends that user's sessions; the audit row holds no password", async () => {
    const user = await newUser();
    const token = await tokenOf(user.email, user.password);
    const res = await ctx().api({
      method: 'POST',
      url: `/api/users/${user.id}/password`,
      payload: { password: 'set-by-admin-123' },
    });
    expect(res.statusCode).toBe(204);
    expect(await me(token)).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'set-by-admin-123')).statusCode).toBe(200);

    const [row] = await auditRows('password_change');
    expect(row).toMatchObject({ entity: 'user', entityId: String(user.id), userId: ctx().userId });
    expect(JSON.stringify(row)).not.toContain('set-by-admin-123');
    expect(JSON.stringify(row)).not.toContain('$');
  });

  it('answers 400 for a short password, 404 for an unknown user, 403 for staff', async () => {
    const staff = await newUser();
    const short = await ctx().api({
      method: 'POST',
      url: `/api/users/${staff.id}/password`,
      payload: { password: 'too-short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ path: 'password' })]);
    expect(
      (
        await ctx().api({
          method: 'POST',
          url: '/api/users/2147483647/password',
          payload: { password: 'long-enough-pw' },
        })
      ).statusCode,
    ).toBe(404);
    const forbidden = await ctx().app.inject({
      method: 'POST',
      url: `/api/users/${ctx().userId}/password`,
      headers: as(await tokenOf(staff.email, staff.password)),
      payload: { password: 'taken-over-admin' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the own password, keeps this session and ends the others', async () => {
    const user = await newUser();
    const current = await tokenOf(user.email, user.password);
    const other = await tokenOf(user.email, user.password);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(current),
      payload: { currentPassword: user.password, newPassword: 'my-new-password' },
    });
    expect(res.statusCode).toBe(204);
    expect(await me(current)).toBe(200);
    expect(await me(other)).toBe(401);
    expect((await signIn(user.email, 'my-new-password')).statusCode).toBe(200);
    const [row] = await auditRows('password_change');
    expect(row).toMatchObject({ userId: user.id, entityId: String(user.id) });
    expect(JSON.stringify(row)).not.toContain('my-new-password');
  });

  it('refuses a wrong current password with 400 on currentPassword and changes nothing', async () => {
    const user = await newUser();
    const token = await tokenOf(user.email, user.password);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(token),
      payload: { currentPassword: 'not-my-password', newPassword: 'my-new-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    expect(await me(token)).toBe(200);
    const row = await findUserByEmail(ctx().db, user.email);
    expect(await verifyPassword(user.password, row!.passwordHash)).toBe(true);
  });

  it('answers 400 for a short new password and 401 without a session', async () => {
    const user = await newUser();
    const token = await tokenOf(user.email, user.password);
    const short = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(token),
      payload: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ path: 'newPassword' })]);
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: user.password, newPassword: 'my-new-password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the audit trail of sessions', () => {
  it('records a sign-in, a sign-out and a failed sign-in (email named, no actor)', async () => {
    const user = await newUser();
    const token = await tokenOf(user.email, user.password);
    const [signedIn] = await auditRows('sign_in');
    expect(signedIn).toMatchObject({
      userId: user.id,
      username: user.username,
      entity: 'session',
      entityId: String(user.id),
    });

    await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
    const [signedOut] = await auditRows('sign_out');
    expect(signedOut).toMatchObject({ userId: user.id, entity: 'session', entityId: String(user.id) });

    const failed = await signIn(` ${user.email.toUpperCase()} `, 'wrong-password');
    expect(failed.statusCode).toBe(401);
    const [row] = await auditRows('sign_in_failed');
    expect(row).toMatchObject({ userId: null, username: user.email, entity: 'session', entityId: null });
    expect(row!.summary).toContain(user.email);
    expect(JSON.stringify(row)).not.toContain('wrong-password');
  });

  it('records a throttled sign-in as failed too, committed although the answer is 429', async () => {
    const email = 'throttled@test.local';
    let last = 0;
    for (let i = 0; i < 10 && last !== 429; i++) last = (await signIn(email, 'guess-password')).statusCode;
    expect(last).toBe(429);
    const rows = (await auditRows('sign_in_failed')).filter((r) => r.username === email);
    expect(rows[0]!.summary).toMatch(/too many/);
    const attempts = await ctx().db.select().from(authEvents).where(eq(authEvents.email, email));
    expect(rows).toHaveLength(attempts.length);
  });
});
