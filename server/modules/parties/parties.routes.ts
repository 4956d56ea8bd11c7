import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { party, partyInput, partyListQuery, partyPage } from '../../../common/schemas/parties';
import { idParams } from '../../../common/schemas/primitives';
import { actorId } from '../../lib/auth-hook';
import { createParty, deleteParty, getParty, listParties, updateParty } from './parties.service';

export const partiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/parties',
    { schema: { querystring: partyListQuery, response: { 200: z.union([z.array(party), partyPage]) } } },
    async (request) => listParties(app.db, request.query),
  );

  // One party by id: the name a picker shows for a choice known only by its id (a filter in the address).
  app.get('/api/parties/:id', { schema: { params: idParams, response: { 200: party } } }, async (request) =>
    getParty(app.db, request.params.id),
  );

  app.post(
    '/api/parties',
    { config: { idempotent: 201 }, schema: { body: partyInput, response: { 201: party } } },
    async (request, reply) =>
      reply.status(201).send(await createParty(app.db, request.body, actorId(request))),
  );

  app.put(
    '/api/parties/:id',
    { schema: { params: idParams, body: partyInput, response: { 200: party } } },
    async (request) => updateParty(app.db, request.params.id, request.body, actorId(request)),
  );

  app.delete(
    '/api/parties/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteParty(app.db, request.params.id, actorId(request));
      return reply.status(204).send(null);
    },
  );
};
