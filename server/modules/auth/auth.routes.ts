import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequest,
  loginResponse,
  meResponse,
  updateLanguageInput,
  user,
} from '../../../common/schemas/auth';
import { changeOwnPasswordInput } from '../../../common/schemas/users';
import { AppError } from '../../lib/app-error';
import { changeOwnPassword, login, logout, setOwnLanguage } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    { config: { public: true }, schema: { body: loginRequest, response: { 200: loginResponse } } },
    async (request) => ({
      ...(await login(app.db, request.body, {
        ip: request.ip,
        sessionTtlHours: app.config.SESSION_TTL_HOURS,
      })),
      businessTimezone: app.config.BUSINESS_TIMEZONE,
    }),
  );

  app.post('/api/auth/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    if (!request.user || !request.token) throw AppError.unauthorized();
    await logout(app.db, request.token, request.user, request.ip);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/auth/password',
    { schema: { body: changeOwnPasswordInput, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!request.user || !request.token) throw AppError.unauthorized();
      await changeOwnPassword(app.db, request.user, request.token, request.body);
      return reply.status(204).send(null);
    },
  );

  // Any signed-in user, for themselves (docs/api-conventions.md#users-and-roles).
  app.put(
    '/api/auth/language',
    { schema: { body: updateLanguageInput, response: { 200: user } } },
    async (request) => {
      if (!request.user) throw AppError.unauthorized();
      return setOwnLanguage(app.db, request.user, request.body);
    },
  );

  app.get('/api/auth/me', { schema: { response: { 200: meResponse } } }, async (request) => {
    if (!request.user) throw AppError.unauthorized();
    return { user: request.user, businessTimezone: app.config.BUSINESS_TIMEZONE };
  });
};
