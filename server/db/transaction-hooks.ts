import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './client';

/**
 * What a request asks of the transactions that do its work (docs/operations.md): its idempotency key is
 * claimed at the start of its first transaction and its answer stored just before that one commits; and
 * once the request has been answered with a timeout, no transaction of it commits a write nobody waits for.
 */
export interface TransactionHooks {
  /** Runs first in the request's first top-level transaction. */
  afterBegin?(tx: Tx): Promise<void>;
  /** Runs last before that transaction's COMMIT, with the work's result; throwing rolls it back. */
  beforeCommit?(tx: Tx, result: unknown): Promise<void>;
}

export interface UnitOfWork {
  /** Hooks for the first top-level transaction only; cleared when it takes them. */
  firstTransaction?: TransactionHooks;
  /** Set when the request can no longer be answered with the work's result: every commit is refused. */
  abandoned?: () => Error;
  /**
   * The address the request came from, for the audit trail (docs/corrections.md#audit-trail). It is the
   * request's, not the business operation's, so it rides here instead of in every service's arguments.
   */
  ip?: string;
}

const current = new AsyncLocalStorage<UnitOfWork>();

/** Runs `fn` (and everything it awaits) as this unit of work. */
export function runAsUnitOfWork<T>(unit: UnitOfWork, fn: () => T): T {
  return current.run(unit, fn);
}

export function currentUnitOfWork(): UnitOfWork | undefined {
  return current.getStore();
}
