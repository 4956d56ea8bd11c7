import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/corrections';
import { users } from '../../db/schema/users';
import { useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';

// PUT /api/auth/language (docs/api-conventions.md#users-and-roles, docs/screens.md#language).
const ctx = useTestContext();

let seq = 0;
/** A fresh staff user and a session of theirs: the language is anyone's own, not an admin's business. */
async function signedInStaff() {
  seq += 1;
  const email = `lang${seq}@test.local`;
  const password = `password-${seq}-long`;
  const created = await createUser(ctx().db, { email, username: `lang${seq}`, password, role: 'staff' });
  const login = await ctx().app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(login.statusCode).toBe(200);
  return { id: created.id, email, auth: { authorization: `Bearer ${login.json().token as string}` } };
}

async function languageAudits(userId: number) {
  return ctx()
    .db.select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'update'),
        eq(auditEvents.entity, 'user'),
        eq(auditEvents.entityId, String(userId)),
      ),
    )
    .orderBy(desc(auditEvents.id));
}

describe('PUT /api/auth/language', () => {
  it('saves the signed-in user’s language, which the next sign-in and /api/auth/me carry', async () => {
    const staff = await signedInStaff();
    const res = await ctx().app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: staff.auth,
      payload: { language: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: staff.id,
      email: staff.email,
      username: `lang${seq}`,
      role: 'staff',
      language: 'hi',
    });

    const me = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: staff.auth });
    expect(me.json().user.language).toBe('hi');
    // Another device: a new sign-in brings the language with the user.
    const again = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: `password-${seq}-long` },
    });
    expect(again.json().user.language).toBe('hi');

    const [audit] = await languageAudits(staff.id);
    expect(audit).toMatchObject({
      userId: staff.id,
      username: `lang${seq}`,
      action: 'update',
      entity: 'user',
      before: { language: 'en' },
      after: { language: 'hi' },
    });
    expect(audit!.summary).toBe(`${staff.email} set their language to Hindi`);
  });

  it('goes back to English', async () => {
    const staff = await signedInStaff();
    for (const language of ['hi', 'en'] as const) {
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/language',
        headers: staff.auth,
        payload: { language },
      });
      expect(res.statusCode).toBe(200);
    }
    const [row] = await ctx().db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.language).toBe('en');
    expect((await languageAudits(staff.id)).map((a) => a.after)).toEqual([
      { language: 'en' },
      { language: 'hi' },
    ]);
  });

  it.each([
    [{ language: 'fr' }],
    [{ language: 'HI' }],
    [{ language: '' }],
    [{ language: null }],
    [{}],
    [{ language: ['hi'] }],
  ])('answers 400 with a field error for %j and changes nothing', async (payload) => {
    const staff = await signedInStaff();
    const res = await ctx().app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: staff.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const [row] = await ctx().db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.language).toBe('en');
    expect(await languageAudits(staff.id)).toEqual([]);
  });

  it('answers 401 without a session, or with a revoked one, and changes nothing', async () => {
    const staff = await signedInStaff();
    const none = await ctx().app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'hi' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toEqual(expect.any(String));

    await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: staff.auth });
    const revoked = await ctx().app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: staff.auth,
      payload: { language: 'hi' },
    });
    expect(revoked.statusCode).toBe(401);
    const [row] = await ctx().db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.language).toBe('en');
    expect(await languageAudits(staff.id)).toEqual([]);
  });
});
