import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../common/schemas/primitives';
import { msg } from '../../../common/messages';
import {
  setPasswordInput,
  userCreateInput,
  userRecord,
  userUpdateInput,
} from '../../../common/schemas/users';
import { requireAdmin } from '../../lib/auth-hook';
import { createUser, listUserRecords, setUserPassword, updateUser } from './users.service';

// Admins only, every route (docs/api-conventions.md#users-and-roles). The check runs before the body is
// looked at, so staff get 403 whatever they send.
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireAdmin(request, msg('users.adminOnly'));
  });

  app.get('/api/users', { schema: { response: { 200: z.array(userRecord) } } }, async () =>
    listUserRecords(app.db),
  );

  app.post(
    '/api/users',
    { config: { idempotent: 201 }, schema: { body: userCreateInput, response: { 201: userRecord } } },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.db, request.body, requireAdmin(request).id)),
  );

  app.put(
    '/api/users/:id',
    { schema: { params: idParams, body: userUpdateInput, response: { 200: userRecord } } },
    async (request) => updateUser(app.db, request.params.id, request.body, requireAdmin(request).id),
  );

  app.post(
    '/api/users/:id/password',
    { schema: { params: idParams, body: setPasswordInput, response: { 204: z.null() } } },
    async (request, reply) => {
      await setUserPassword(app.db, request.params.id, request.body, requireAdmin(request).id);
      return reply.status(204).send(null);
    },
  );
};
