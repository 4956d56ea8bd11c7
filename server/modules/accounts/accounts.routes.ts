import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { account, accountBook, accountBookQuery, accountInput } from '../../../common/schemas/accounts';
import { idParams } from '../../../common/schemas/primitives';
import { actorId, readerLanguage } from '../../lib/auth-hook';
import { accountBookOf } from './account-book.service';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/accounts', { schema: { response: { 200: z.array(account) } } }, async () =>
    listAccounts(app.db),
  );

  app.get(
    '/api/accounts/:id',
    { schema: { params: idParams, response: { 200: account } } },
    async (request) => getAccount(app.db, request.params.id),
  );

  app.get(
    '/api/accounts/:id/book',
    { schema: { params: idParams, querystring: accountBookQuery, response: { 200: accountBook } } },
    async (request) =>
      accountBookOf(
        app.db,
        request.params.id,
        request.query,
        app.config.BUSINESS_TIMEZONE,
        readerLanguage(request),
      ),
  );

  app.post(
    '/api/accounts',
    { config: { idempotent: 201 }, schema: { body: accountInput, response: { 201: account } } },
    async (request, reply) =>
      reply.status(201).send(await createAccount(app.db, request.body, actorId(request))),
  );

  app.put(
    '/api/accounts/:id',
    { schema: { params: idParams, body: accountInput, response: { 200: account } } },
    async (request) => updateAccount(app.db, request.params.id, request.body, actorId(request)),
  );

  app.delete(
    '/api/accounts/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAccount(app.db, request.params.id, actorId(request));
      return reply.status(204).send(null);
    },
  );
};
