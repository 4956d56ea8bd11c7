import type { FastifyInstance } from 'fastify';
import { runAsUnitOfWork, type UnitOfWork } from '../db/transaction-hooks';
import { msg } from '../../common/messages';
import { AppError, errorBody } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request asks of its transactions (server/db/transaction-hooks.ts). */
    unitOfWork: UnitOfWork;
  }
}

/**
 * Every request runs as a unit of work with a time limit (docs/operations.md). Past REQUEST_TIMEOUT_MS it
 * is answered 503, and from then on none of its transactions commits: a client that was told "try again"
 * must not find its first attempt recorded later. A client that hangs up before its answer abandons the
 * work the same way.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  app.decorateRequest('unitOfWork', null as unknown as UnitOfWork);
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    const unit: UnitOfWork = { ip: request.ip };
    request.unitOfWork = unit;
    const timer = setTimeout(() => {
      // A streamed answer (an export, server/lib/list-export.ts) that has started is past answering 503.
      if (reply.sent || reply.raw.headersSent) return;
      unit.abandoned = () => AppError.unavailable(msg('requests.timeout'), 'REQUEST_TIMEOUT');
      request.log.warn({ url: request.url, method: request.method }, 'request timed out: answered 503');
      void reply
        .status(503)
        .header('retry-after', '2')
        .send(errorBody(msg('requests.timeout'), { code: 'REQUEST_TIMEOUT' }));
    }, app.config.REQUEST_TIMEOUT_MS);
    timer.unref(); // never what keeps a stopping process alive
    reply.raw.once('close', () => {
      clearTimeout(timer);
      // Closed before the answer was written out: the client hung up (or its connection broke).
      if (!reply.raw.writableFinished) {
        unit.abandoned ??= () => AppError.unavailable(msg('requests.clientGone'), 'CLIENT_GONE');
      }
    });
    timers.set(request, timer);
    // run(), not enterWith(): Fastify calls the later hooks and the handler from done(), inside this context.
    runAsUnitOfWork(unit, done);
  });
  app.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
  });
}
