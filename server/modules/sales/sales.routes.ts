import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sale, saleInput } from '../../../common/schemas/sales';
import { dateRangeQuery } from '../../../common/schemas/primitives';
import { actorId } from '../../lib/auth-hook';
import { createSale, listSalesNewestFirst } from './sales.service';

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sales',
    { schema: { querystring: dateRangeQuery, response: { 200: z.array(sale) } } },
    async (request) => listSalesNewestFirst(app.db, request.query),
  );

  app.post(
    '/api/sales',
    { config: { idempotent: 201 }, schema: { body: saleInput, response: { 201: sale } } },
    async (request, reply) =>
      reply.status(201).send(await createSale(app.db, request.body, actorId(request))),
  );
};
