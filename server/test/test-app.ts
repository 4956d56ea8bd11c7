import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { booksMark, booksMismatches } from '../modules/books/book-checks';
import { createUser } from '../modules/users/users.service';
import { createTestDatabase } from './test-db';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Bearer token of an admin signed in for this file. */
  token: string;
  userId: number;
  /** app.inject with the admin's bearer token. */
  api(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Parses a JSON response body. */
  json<T = unknown>(res: LightMyRequestResponse): T;
  /** POSTs a JSON body as the admin, expects `status` (201 unless told) and answers the parsed body. */
  send<T>(url: string, payload: unknown, status?: number): Promise<T>;
  /** GETs as the admin, expects 200 and answers the parsed body. */
  read<T>(url: string): Promise<T>;
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'correct horse battery', username: 'admin' };

export async function createTestContext(): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/no-web-build' });
  const app = await buildApp({ db: database.db, config });
  const user = await createUser(database.db, { ...TEST_ADMIN, role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  const { token } = login.json<{ token: string }>();
  const api = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } });
  const answer = async <T>(opts: InjectOptions, status: number): Promise<T> => {
    const res = await api(opts);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  return {
    app,
    db: database.db,
    database,
    token,
    userId: user.id,
    api,
    json: <T>(res: LightMyRequestResponse) => res.json<T>(),
    send: (url, payload, status = 201) => answer({ method: 'POST', url, payload: payload as object }, status),
    read: (url) => answer({ method: 'GET', url }, 200),
  };
}

export interface TestContextOptions {
  /**
   * After each test that wrote to the books, every reconciliation of docs/posting.md must come back empty
   * (the books balance). Off only in files that break the books on purpose to see them caught.
   */
  checkBooks?: boolean;
}

/**
 * One fresh database and app per test file: call at the top of a describe or file and read `ctx()`
 * inside tests.
 */
export function useTestContext({ checkBooks = true }: TestContextOptions = {}): () => TestContext {
  let ctx: TestContext | undefined;
  let mark = '';
  beforeAll(async () => {
    ctx = await createTestContext();
    mark = await booksMark(ctx.db);
  });
  afterEach(async () => {
    if (!ctx || !checkBooks) return;
    const now = await booksMark(ctx.db);
    if (now === mark) return;
    mark = now;
    expect(await booksMismatches(ctx.db), 'the books balance after this test').toEqual({});
  });
  afterAll(async () => {
    if (!ctx) return;
    await ctx.app.close();
    await ctx.database.close();
  });
  return () => {
    if (!ctx) throw new Error('test context not ready');
    return ctx;
  };
}
