import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crop, cropInput } from '../../../common/schemas/crops';
import { idParams } from '../../../common/schemas/primitives';
import { actorId } from '../../lib/auth-hook';
import { createCrop, deleteCrop, listCrops, updateCrop } from './crops.service';

export const cropsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/crops', { schema: { response: { 200: z.array(crop) } } }, async () => listCrops(app.db));

  app.post(
    '/api/crops',
    { config: { idempotent: 201 }, schema: { body: cropInput, response: { 201: crop } } },
    async (request, reply) =>
      reply.status(201).send(await createCrop(app.db, request.body, actorId(request))),
  );

  app.put(
    '/api/crops/:id',
    { schema: { params: idParams, body: cropInput, response: { 200: crop } } },
    async (request) => updateCrop(app.db, request.params.id, request.body, actorId(request)),
  );

  app.delete(
    '/api/crops/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCrop(app.db, request.params.id, actorId(request));
      return reply.status(204).send(null);
    },
  );
};
