import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { TEST_ADMIN, useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';
import { THROTTLE } from './auth.service';

const ctx = useTestContext();

describe('GET /api/health', () => {
  it('answers ok without a sign-in', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /api/auth/login', () => {
  it('returns the user and a token for the right password, email case ignored', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: ctx().userId,
      email: TEST_ADMIN.email,
      username: 'admin',
      role: 'admin',
      language: 'en',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.businessTimezone).toBe('Asia/Kolkata');
    expect(Object.keys(body).sort()).toEqual(['businessTimezone', 'token', 'user']);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a wrong password with 401 and the agreed message', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('refuses an unknown email with the same 401', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.local', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('answers 400 with field errors for a missing password', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'password' })]);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 400, not 500, for a JSON content type with an empty body', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('still refuses a prototype-poisoning body with 400', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
  });

  it('throttles repeated failures for one email with 429, even with the right password', async () => {
    await createUser(ctx().db, {
      email: 'victim@test.local',
      username: 'v',
      password: 'right password',
      role: 'staff',
    });
    for (let i = 0; i < THROTTLE.perEmail; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'victim@test.local', password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'victim@test.local', password: 'right password' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/too many/i);
  });
});

describe('protected routes', () => {
  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it.each([
    ['GET', '/api/parties'],
    ['GET', '/%61pi/parties'],
    ['GET', '/ap%69/ledger'],
    ['GET', '/api/%64ashboard/metrics'],
    ['DELETE', '/%61pi/crops/1'],
    ['PUT', '/api/state%73/1'],
    ['POST', '/%61pi/sales'],
  ])('answers 401 to %s %s without a token, however the path is encoded', async (method, url) => {
    const res = await ctx().app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 JSON, not the web app, for an encoded unknown /api path', async () => {
    const res = await ctx().api({ method: 'GET', url: '/%61pi/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 401 for an unknown token', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('returns the signed-in user and the business time zone from /api/auth/me', async () => {
    const res = await ctx().api({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: ctx().userId, email: TEST_ADMIN.email, username: 'admin', role: 'admin', language: 'en' },
      businessTimezone: 'Asia/Kolkata',
    });
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await ctx().api({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token so it no longer works', async () => {
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const token = login.json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    expect((await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(
      200,
    );

    const out = await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(204);

    expect((await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(
      401,
    );
  });
});

describe('the business time zone', () => {
  it('is the configured BUSINESS_TIMEZONE in the login and /api/auth/me answers', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '.tmp/no-web-build',
      BUSINESS_TIMEZONE: 'America/New_York',
    });
    const app = await buildApp({ db: ctx().db, config });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(login.statusCode).toBe(200);
      const body = login.json<{ token: string; businessTimezone: string }>();
      expect(body.businessTimezone).toBe('America/New_York');

      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().businessTimezone).toBe('America/New_York');
    } finally {
      await app.close();
    }
  });
});
