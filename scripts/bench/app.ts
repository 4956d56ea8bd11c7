// The app in process, on an ephemeral port, with a signed-in bench user.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { findUserByEmail } from '../../server/modules/users/users.queries';
import { createUser } from '../../server/modules/users/users.service';

export const BENCH_LOGIN = {
  email: 'bench@mandibook.test',
  password: 'bench-password-123',
  username: 'bench',
};

export function benchConfig(): Config {
  return loadConfig({
    LOG_LEVEL: 'error',
    BUSINESS_TIMEZONE: process.env.BUSINESS_TIMEZONE,
    WEB_DIST: '.tmp/no-web-build',
    HOST: '127.0.0.1',
    PORT: '0',
  });
}

export interface RunningApp {
  app: FastifyInstance;
  baseUrl: string;
  token: string;
  get<T>(url: string): Promise<T>;
  /** POSTs a JSON body; any answer but a 2xx throws. */
  post<T>(url: string, body: unknown): Promise<T>;
}

export async function startApp(db: Db, config: Config): Promise<RunningApp> {
  const app = await buildApp({ db, config, logger: { level: config.LOG_LEVEL } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_LOGIN.email, password: BENCH_LOGIN.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const res = await fetch(baseUrl + url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  return { app, baseUrl, token, get, post };
}

/** The bench's admin (its id is the loader's actor): made once per database, found again on a kept one. */
export async function ensureBenchUser(db: Db): Promise<number> {
  const found = await findUserByEmail(db, BENCH_LOGIN.email);
  if (found) return found.id;
  return (await createUser(db, { ...BENCH_LOGIN, role: 'admin' })).id;
}
