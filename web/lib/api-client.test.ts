import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, errorMessage, isKeyReused } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

type Call = { url: string; headers: Record<string, string> };

function fakeFetch(answers: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a create sent with an idempotency key', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is retried with the same key when no answer came, and resolves with the answer', async () => {
    const calls = fakeFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(503, { message: 'The database is not available at the moment. Please try again.' }),
      () => json(409, { message: 'still being processed', code: 'IDEMPOTENCY_KEY_IN_PROGRESS' }),
      () => json(201, { id: 7 }),
    ]);
    const pending = apiRequest<{ id: number }>(
      'POST',
      '/api/sales',
      { quantity: '1' },
      { idempotencyKey: 'k-1' },
    );
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ id: 7 });
    expect(calls).toHaveLength(4);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['k-1', 'k-1', 'k-1', 'k-1']);
  });

  it('is not retried after an answer that a retry cannot change', async () => {
    const calls = fakeFetch([() => json(409, { message: 'Not enough stock. Available: 2.000 quintal' })]);
    const pending = apiRequest('POST', '/api/sales', {}, { idempotencyKey: 'k-2' });
    const outcome = expect(pending).rejects.toMatchObject({ status: 409 });
    await vi.runAllTimersAsync();
    await outcome;
    expect(calls).toHaveLength(1);
  });

  it('gives up after four attempts', async () => {
    const calls = fakeFetch(Array.from({ length: 4 }, () => () => json(503, { message: 'down' })));
    const pending = apiRequest('POST', '/api/sales', {}, { idempotencyKey: 'k-3' });
    const outcome = expect(pending).rejects.toBeInstanceOf(ApiError);
    await vi.runAllTimersAsync();
    await outcome;
    expect(calls).toHaveLength(4);
  });

  it('sends no key when none is given', async () => {
    const calls = fakeFetch([() => json(201, { id: 1 })]);
    await apiRequest('POST', '/api/sales', {});
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('explains a key already used for another request in words a clerk understands', async () => {
    fakeFetch([() => json(422, { message: 'reused', code: 'IDEMPOTENCY_KEY_REUSED' })]);
    const error = await apiRequest('POST', '/api/sales', {}, { idempotencyKey: 'k-4' }).catch(
      (e: unknown) => e,
    );
    expect(isKeyReused(error)).toBe(true);
    expect(errorMessage(error, 'fallback')).toMatch(/earlier attempt to save this entry reached the server/);
  });
});

describe('newIdempotencyKey', () => {
  it('draws 32 hex digits, different each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });
});
