import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { city, cityInput, state, stateInput } from '../../../common/schemas/locations';
import { idParams } from '../../../common/schemas/primitives';
import { actorId } from '../../lib/auth-hook';
import { createCity, deleteCity, listCities, updateCity } from './cities.service';
import { createState, deleteState, listStates, updateState } from './states.service';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/states', { schema: { response: { 200: z.array(state) } } }, async () => listStates(app.db));

  app.post(
    '/api/states',
    { config: { idempotent: 201 }, schema: { body: stateInput, response: { 201: state } } },
    async (request, reply) =>
      reply.status(201).send(await createState(app.db, request.body, actorId(request))),
  );

  app.put(
    '/api/states/:id',
    { schema: { params: idParams, body: stateInput, response: { 200: state } } },
    async (request) => updateState(app.db, request.params.id, request.body, actorId(request)),
  );

  app.delete(
    '/api/states/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteState(app.db, request.params.id, actorId(request));
      return reply.status(204).send(null);
    },
  );

  app.get('/api/cities', { schema: { response: { 200: z.array(city) } } }, async () => listCities(app.db));

  app.post(
    '/api/cities',
    { config: { idempotent: 201 }, schema: { body: cityInput, response: { 201: city } } },
    async (request, reply) =>
      reply.status(201).send(await createCity(app.db, request.body, actorId(request))),
  );

  app.put(
    '/api/cities/:id',
    { schema: { params: idParams, body: cityInput, response: { 200: city } } },
    async (request) => updateCity(app.db, request.params.id, request.body, actorId(request)),
  );

  app.delete(
    '/api/cities/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCity(app.db, request.params.id, actorId(request));
      return reply.status(204).send(null);
    },
  );
};
