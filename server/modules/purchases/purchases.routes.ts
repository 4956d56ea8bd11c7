import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchase, purchaseInput } from '../../../common/schemas/purchases';
import { dateRangeQuery } from '../../../common/schemas/primitives';
import { actorId } from '../../lib/auth-hook';
import { createPurchase, listPurchasesWithExpenses } from './purchases.service';

export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/purchases',
    { schema: { querystring: dateRangeQuery, response: { 200: z.array(purchase) } } },
    async (request) => listPurchasesWithExpenses(app.db, request.query),
  );

  app.post(
    '/api/purchases',
    { config: { idempotent: 201 }, schema: { body: purchaseInput, response: { 201: purchase } } },
    async (request, reply) =>
      reply.status(201).send(await createPurchase(app.db, request.body, actorId(request))),
  );
};
