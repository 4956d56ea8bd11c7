import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { english, msg } from '../../../common/messages';
import { AppError, fieldError } from '../../lib/app-error';
import { actorId } from '../../lib/auth-hook';
import { claimKey, completeKey, lockKey, purgeExpiredKeys, releaseKey } from './idempotency.queries';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create that takes an Idempotency-Key header: the status its success answers (201). */
    idempotent?: number;
  }
  interface FastifyRequest {
    idempotency: KeyInUse | null;
  }
}

interface KeyInUse {
  id: number;
  local: string;
  completed: boolean;
}

export const KEY_IN_PROGRESS = english(msg('requests.keyInProgress'));
export const KEY_REUSED = english(msg('requests.keyReused'));

/**
 * Idempotency-Key on creates (docs/operations.md), after the IETF draft: the same key with the same
 * method, path and body answers the first answer again and records nothing new; with another method,
 * path or body it is a 422 (never a replay); while the
 * first request with the key is running, 409. The answer is stored in the transaction that makes the
 * record (server/db/transaction-hooks.ts), so a record never exists without its key's answer, nor an
 * answer without its record.
 */
export function registerIdempotency(app: FastifyInstance): void {
  // Keys being worked on by this instance: a second request with one is 409 at once, even on PGlite
  // where the database would only queue it. Other instances learn it from the row lock.
  const running = new Set<string>();
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const status = request.routeOptions.config.idempotent;
    const header = request.headers['idempotency-key'];
    if (!status || header === undefined) return;
    const key = parseKey(header);
    const userId = actorId(request);
    const route = requestLine(request);
    const fingerprint = fingerprintOf(route, request.body);
    const local = `${userId}\n${key}`;
    if (running.has(local))
      throw AppError.conflictCode(msg('requests.keyInProgress'), 'IDEMPOTENCY_KEY_IN_PROGRESS');

    const { row } = await claimKey(app.db, { userId, key, fingerprint, route });
    if (row.fingerprint !== fingerprint)
      throw AppError.unprocessable(msg('requests.keyReused'), 'IDEMPOTENCY_KEY_REUSED');
    if (row.responseStatus !== null && row.responseBody !== null) {
      return reply
        .status(row.responseStatus)
        .header('idempotent-replayed', 'true')
        .send(JSON.parse(row.responseBody));
    }

    running.add(local);
    const inUse: KeyInUse = { id: row.id, local, completed: false };
    request.idempotency = inUse;
    request.unitOfWork.firstTransaction = {
      afterBegin: async (tx) => {
        const lock = await lockKey(tx, row.id).catch((err: unknown) => {
          if (isLockNotAvailable(err)) {
            throw AppError.conflictCode(msg('requests.keyInProgress'), 'IDEMPOTENCY_KEY_IN_PROGRESS');
          }
          throw err;
        });
        // Completed by another instance since we looked (its retry will be answered from the row).
        if (!lock || lock.completed) {
          throw AppError.conflictCode(msg('requests.keyInProgress'), 'IDEMPOTENCY_KEY_IN_PROGRESS');
        }
      },
      beforeCommit: async (tx, result) => {
        await completeKey(tx, row.id, status, JSON.stringify(result));
        inUse.completed = true;
      },
    };
  });

  app.addHook('onResponse', async (request, reply) => {
    const inUse = request.idempotency;
    if (!inUse) return;
    running.delete(inUse.local);
    if (inUse.completed) return;
    if (reply.statusCode < 300) {
      request.log.error({ url: request.url }, 'an idempotent route answered without storing its answer');
    }
    await releaseKey(app.db, inUse.id).catch((err: unknown) =>
      request.log.warn({ err }, 'could not release an idempotency key'),
    );
  });
}

/** Removes expired keys at start and hourly; returns a stop function. */
export function startIdempotencyKeyPurge(app: FastifyInstance): () => void {
  const purge = () =>
    purgeExpiredKeys(app.db).catch((err: unknown) =>
      app.log.warn({ err }, 'could not purge expired idempotency keys'),
    );
  void purge();
  const timer = setInterval(() => void purge(), 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * What a key belongs to besides the body: the method and the path as the router read it, its parameters
 * filled in (POST /api/payments/165/amend is not POST /api/payments/166/amend: one key on both is a 422,
 * never the first amendment replayed), and the query when there is one.
 */
export function requestLine(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = (request.routeOptions.url ?? '').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = (request.query ?? {}) as Record<string, unknown>;
  const search = Object.values(query).some((v) => v !== undefined) ? ` ?${canonicalJson(query)}` : '';
  return `${request.method} ${path}${search}`;
}

/** The header as the draft has it (a structured-field string, quoted) or as a bare token. */
function parseKey(header: string | string[]): string {
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw AppError.badRequest(msg('requests.keyMalformed'), [
      fieldError('Idempotency-Key', msg('requests.keyMalformedField')),
    ]);
  }
  return key;
}

/** The same request whatever the order of its JSON keys or its whitespace; `route` names its method and path. */
export function fingerprintOf(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function isLockNotAvailable(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '55P03' || e.cause?.code === '55P03';
}
