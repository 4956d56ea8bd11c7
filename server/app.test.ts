import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createTestDatabase } from './test/test-db';

let app: FastifyInstance;
let database: Database;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The copies the build writes next to each file (scripts/first-load.ts).
  for (const file of ['index.html', 'assets/app-abc123.js']) {
    const data = fs.readFileSync(path.join(webDist, file));
    fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(data));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(data));
  }
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: webDist }) });
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any non-API path with index.html so the client router decides', async () => {
    for (const url of ['/', '/parties', '/no/such/page?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each([
    '/assets/app-old999.js',
    '/assets/no-extension',
    '/assets/',
    '/favicon.ico',
    '/robots.txt',
    '/parties/logo.png',
    '/%61ssets/app-old999.js',
  ])('answers a missing file %s with 404, never index.html', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      if (method === 'GET') expect(res.json()).toEqual({ message: 'Not found', key: 'requests.notFound' });
    }
  });

  it('still answers client routes that merely contain a dot earlier in the path with index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1.2/parties' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, marked as varying by Accept-Encoding', async () => {
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(decode[encoding](asset.rawPayload).toString()).toBe('console.log(1)');

      const page = await app.inject({
        method: 'GET',
        url: '/parties',
        headers: { 'accept-encoding': encoding },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decode[encoding](page.rawPayload).toString()).toContain('<div id="root">');

      const missing = await app.inject({
        method: 'GET',
        url: '/assets/app-old999.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(missing.statusCode).toBe(404);
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown /api paths with 404 JSON, never the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: expect.any(String),
      key: 'requests.noRoute',
      params: expect.any(Object),
    });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
