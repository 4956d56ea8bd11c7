import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language, User } from '../../common/schemas/auth';
import { authenticate } from '../modules/auth/auth.service';
import { msg, type Message } from '../../common/messages';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every protected /api route. */
    user: User | null;
    token: string | null;
  }
  interface FastifyContextConfig {
    /** Routes that need no sign-in (health, login). */
    public?: boolean;
  }
}

/**
 * One hook guards every /api route that is not marked `config: { public: true }`. It decides on the
 * matched route pattern, not on the raw URL: the router decodes the path before matching, so a raw-URL
 * check would let `/%61pi/parties` through unauthenticated.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || request.routeOptions.config.public) return;
    const token = bearerToken(request);
    const user = token
      ? await authenticate(app.db, token, { sessionTtlHours: app.config.SESSION_TTL_HOURS })
      : undefined;
    if (!user) throw AppError.unauthorized(msg(token ? 'requests.sessionExpired' : 'requests.notSignedIn'));
    request.user = user;
    request.token = token ?? null;
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user's id for `createdBy`; only called on protected routes. */
export function actorId(request: FastifyRequest): number {
  if (!request.user) throw AppError.unauthorized();
  return request.user.id;
}

/**
 * Refuses a signed-in staff user with 403 (docs/api-conventions.md#users-and-roles); call it first in an
 * admin-only route. Returns the admin, whose id is the actor.
 */
export function requireAdmin(request: FastifyRequest, message: Message = msg('requests.adminOnly')): User {
  if (!request.user) throw AppError.unauthorized();
  if (request.user.role !== 'admin') throw AppError.forbidden(message);
  return request.user;
}

/**
 * The language the signed-in user reads in (users.language): the server says its records, titles and
 * documents' texts in it (docs/messages.md#records). English where no one is signed in.
 */
export function readerLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? 'en';
}
