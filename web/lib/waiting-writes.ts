// Writes that found no connection and wait for it (docs/operations.md#no-connection): the API client
// (web/lib/api-client.ts) keeps one such write trying, with its own Idempotency-Key, until an answer comes
// or the clerk stops it; the connection banner (web/components/connection-banner.tsx) shows while any waits.

/** The save was stopped by the clerk while it waited for the connection: nothing more is sent. */
export class WriteStopped extends Error {
  constructor() {
    super('Stopped while waiting for the connection');
    this.name = 'WriteStopped';
  }
}

/** Waits before the n-th new attempt (n from 1): 1, 2, 4, 8 s, then every 10 s; at once when back online. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempt - 1), 10_000);
}

interface Waiting {
  stop: () => void;
}

const waiting = new Set<Waiting>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** How many writes wait for the connection now (for useSyncExternalStore). */
export function waitingCount(): number {
  return waiting.size;
}

export function subscribeWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The clerk stops every waiting write: each fails with WriteStopped, its form still holding what was typed. */
export function stopWaitingWrites(): void {
  for (const write of [...waiting]) write.stop();
}

/** One write that found no connection, from its first failed attempt to its answer. */
export interface WaitingWrite {
  /** Aborts an attempt in flight when the clerk stops the write. */
  readonly signal: AbortSignal;
  /**
   * Resolves when the next attempt is due: after `delayMs`, or at once when the browser says it is online
   * again. Rejects with WriteStopped if the clerk stops the write first.
   */
  next(delayMs: number): Promise<void>;
  /** The write got an answer (or gave up): it no longer waits. */
  end(): void;
}

/** Counts a write as waiting for the connection until `end()`; the banner shows from this moment. */
export function startWaiting(): WaitingWrite {
  const controller = new AbortController();
  const entry: Waiting = {
    stop: () => {
      controller.abort(new WriteStopped());
      end();
    },
  };
  const end = () => {
    if (waiting.delete(entry)) changed();
  };
  waiting.add(entry);
  changed();

  return {
    signal: controller.signal,
    end,
    next(delayMs) {
      if (controller.signal.aborted) return Promise.reject(new WriteStopped());
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          globalThis.removeEventListener?.('online', done);
          controller.signal.removeEventListener('abort', stopped);
          resolve();
        };
        const stopped = () => {
          clearTimeout(timer);
          globalThis.removeEventListener?.('online', done);
          reject(new WriteStopped());
        };
        const timer = setTimeout(done, delayMs);
        globalThis.addEventListener?.('online', done);
        controller.signal.addEventListener('abort', stopped, { once: true });
      });
    },
  };
}
