import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelInput } from '../../../common/schemas/corrections';
import { idParams } from '../../../common/schemas/primitives';
import {
  stockAdjustment,
  stockAdjustmentInput,
  stockAdjustmentListQuery,
  stockAdjustmentPage,
} from '../../../common/schemas/stock-adjustments';
import { actorId } from '../../lib/auth-hook';
import { correctorOf } from '../corrections/corrector';
import { cancelStockAdjustment } from './stock-adjustment-corrections';
import {
  createStockAdjustment,
  getStockAdjustment,
  listStockAdjustmentsNewestFirst,
} from './stock-adjustments.service';

// "Adjust Stock" (docs/posting.md#stock-adjustments); beside GET /api/inventory, whose buckets they move.
export const stockAdjustmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inventory/adjustments',
    {
      schema: {
        querystring: stockAdjustmentListQuery,
        response: { 200: z.union([z.array(stockAdjustment), stockAdjustmentPage]) },
      },
    },
    async (request) => listStockAdjustmentsNewestFirst(app.db, request.query),
  );

  app.get(
    '/api/inventory/adjustments/:id',
    { schema: { params: idParams, response: { 200: stockAdjustment } } },
    async (request) => getStockAdjustment(app.db, request.params.id),
  );

  app.post(
    '/api/inventory/adjustments',
    {
      config: { idempotent: 201 },
      schema: { body: stockAdjustmentInput, response: { 201: stockAdjustment } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createStockAdjustment(app.db, request.body, actorId(request), app.config.BUSINESS_TIMEZONE),
        ),
  );

  app.post(
    '/api/inventory/adjustments/:id/cancel',
    { schema: { params: idParams, body: cancelInput, response: { 200: stockAdjustment } } },
    async (request) =>
      cancelStockAdjustment(app.db, request.params.id, request.body.reason, correctorOf(request)),
  );
};
