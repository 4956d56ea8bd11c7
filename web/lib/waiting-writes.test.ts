import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, errorMessage } from './api-client';
import {
  retryDelayMs,
  stopWaitingWrites,
  subscribeWaiting,
  waitingCount,
  WriteStopped,
} from './waiting-writes';

// A write that cannot reach the server waits for the connection and is sent again with the same key
// (web/lib/api-client.ts, docs/operations.md#no-connection).

type Call = { method: string; url: string; key: string | undefined; at: number };

/** The network: `online` decides whether a call reaches the server; the server answers `answer()`. */
function network(answer: (call: Call) => Response) {
  const state = { online: false, calls: [] as Call[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const call = { method: init.method ?? 'GET', url, key: headers['Idempotency-Key'], at: Date.now() };
      state.calls.push(call);
      if (!state.online) throw new TypeError('Failed to fetch');
      return answer(call);
    }),
  );
  return state;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The browser's online event: Node has no window, so the client listens on globalThis.
const windowEvents = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('removeEventListener', windowEvents.removeEventListener.bind(windowEvents));
});
afterEach(() => {
  stopWaitingWrites();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('retryDelayMs', () => {
  it('waits 1, 2, 4 and 8 s, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('a write that cannot reach the server', () => {
  it('says so at once, keeps trying with the same key, and saves once when the connection returns', async () => {
    const net = network(() => json(201, { id: 41 }));
    const seen: number[] = [];
    const unsubscribe = subscribeWaiting(() => seen.push(waitingCount()));
    const start = Date.now();

    const saving = apiRequest<{ id: number }>(
      'POST',
      '/api/purchases',
      { rate: '2450' },
      { idempotencyKey: 'k-9' },
    );
    await vi.advanceTimersByTimeAsync(0);
    // The first attempt failed: the banner shows now, not after the retries.
    expect(waitingCount()).toBe(1);
    expect(net.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 10_000);
    expect(net.calls.map((c) => c.at - start)).toEqual([0, 1_000, 3_000, 7_000, 15_000, 25_000]);
    expect(waitingCount()).toBe(1);

    net.online = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await saving).toEqual({ id: 41 });
    expect(net.calls).toHaveLength(7);
    expect(new Set(net.calls.map((c) => c.key))).toEqual(new Set(['k-9']));
    expect(waitingCount()).toBe(0);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });

  it('tries again as soon as the browser is back online, without waiting out the delay', async () => {
    const net = network(() => json(201, { id: 42 }));
    const saving = apiRequest('POST', '/api/expenses', {}, { idempotencyKey: 'k-10' });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 500);
    expect(net.calls).toHaveLength(4);

    net.online = true;
    windowEvents.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await saving).toEqual({ id: 42 });
    expect(net.calls).toHaveLength(5);
    expect(waitingCount()).toBe(0);
  });

  it('treats a call that timed out like one that got no answer', async () => {
    let answers = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (answers++ === 0) throw new DOMException('The operation timed out.', 'TimeoutError');
        return json(201, { id: 43 });
      }),
    );
    const saving = apiRequest('POST', '/api/sales', {}, { idempotencyKey: 'k-11' });
    await vi.advanceTimersByTimeAsync(0);
    expect(waitingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await saving).toEqual({ id: 43 });
    expect(answers).toBe(2);
  });

  it('stops when the clerk stops it: nothing more is sent and the save fails in words', async () => {
    const net = network(() => json(201, { id: 44 }));
    const saving = apiRequest('POST', '/api/payments', {}, { idempotencyKey: 'k-12' });
    const outcome = saving.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(net.calls).toHaveLength(2);

    stopWaitingWrites();
    const error = await outcome;
    expect(error).toBeInstanceOf(WriteStopped);
    expect(errorMessage(error, 'Failed to record payment')).toBe(
      'Not saved: retrying was stopped. Save the entry again once the connection is back.',
    );
    expect(waitingCount()).toBe(0);
    net.online = true;
    windowEvents.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(2);
  });

  it('aborts an attempt still under way when the clerk stops it', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        if (attempts++ === 0) return Promise.reject(new TypeError('Failed to fetch'));
        // The second attempt hangs until it is aborted.
        return new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        );
      }),
    );
    const outcome = apiRequest('PUT', '/api/parties/3', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(2);
    stopWaitingWrites();
    expect(await outcome).toBeInstanceOf(WriteStopped);
    expect(waitingCount()).toBe(0);
  });

  it('gives a refusal that comes once connected to the form as usual', async () => {
    const net = network(() => json(400, { message: 'Rate is required', errors: [] }));
    const outcome = apiRequest('POST', '/api/purchases', {}, { idempotencyKey: 'k-13' }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(0);
    net.online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(net.calls).toHaveLength(2);
    expect(waitingCount()).toBe(0);
  });

  it('waits likewise for updates, deletes and cancellations, each its own entry in the count', async () => {
    const net = network(() => new Response(null, { status: 204 }));
    const writes = [
      apiRequest('PUT', '/api/crops/2', { name: 'Wheat' }),
      apiRequest('DELETE', '/api/crops/2'),
      apiRequest('POST', '/api/sales/8/cancel', { reason: 'typed twice' }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(waitingCount()).toBe(3);
    net.online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(writes);
    expect(net.calls.map((c) => c.method)).toEqual(['PUT', 'DELETE', 'POST', 'PUT', 'DELETE', 'POST']);
    expect(waitingCount()).toBe(0);
  });

  it('does not wait with reads, nor with sign-in, sign-out and language calls', async () => {
    const net = network(() => json(200, {}));
    await expect(apiRequest('GET', '/api/purchases')).rejects.toBeInstanceOf(TypeError);
    await expect(apiRequest('POST', '/api/auth/logout')).rejects.toBeInstanceOf(TypeError);
    await expect(apiRequest('PUT', '/api/auth/language', { language: 'hi' })).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(net.calls).toHaveLength(3);
    expect(waitingCount()).toBe(0);
  });
});
