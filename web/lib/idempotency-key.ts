import { useRef } from 'react';

/**
 * A random Idempotency-Key (docs/operations.md). crypto.randomUUID exists only in secure contexts, and a
 * shop's LAN serves the app over plain http, so the key is made from getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per form submission: the same key goes with every attempt to save what the form holds (a
 * double click, a retry after a timeout), so the server records it once; a new one is drawn once the
 * save succeeded, for the next entry. A failed save keeps its key: the server forgets keys whose request
 * failed, so the corrected form may send it again.
 */
export function useSubmissionKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    renew: () => {
      key.current = null;
    },
  };
}
