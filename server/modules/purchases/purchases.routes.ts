import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelInput } from '../../../common/schemas/corrections';
import {
  purchase,
  purchaseAmended,
  purchaseExportQuery,
  purchaseInput,
  purchaseListQuery,
  purchasePage,
  purchaseSummary,
  purchaseSummaryQuery,
} from '../../../common/schemas/purchases';
import { idParams } from '../../../common/schemas/primitives';
import { businessToday } from '../../../common/business-day';
import { sendExport } from '../../lib/list-export';
import { purchaseExport } from './purchases.export';
import { actorId } from '../../lib/auth-hook';
import { correctorOf } from '../corrections/corrector';
import { amendPurchase, cancelPurchase } from './purchase-corrections';
import {
  createPurchase,
  getPurchase,
  listPurchasesWithExpenses,
  purchasesSummary,
} from './purchases.service';

export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/purchases',
    {
      schema: {
        querystring: purchaseListQuery,
        response: { 200: z.union([z.array(purchase), purchasePage]) },
      },
    },
    async (request) => listPurchasesWithExpenses(app.db, request.query),
  );

  // The list's filters as a file, streamed from a database cursor (docs/api-conventions.md#exports); a static
  // segment, matched before '/api/purchases/:id'.
  app.get('/api/purchases/export', { schema: { querystring: purchaseExportQuery } }, async (request, reply) =>
    sendExport(
      reply,
      app.db,
      purchaseExport(request.query, businessToday(app.config.BUSINESS_TIMEZONE)),
      request.query.format,
    ),
  );

  // A static segment: Fastify matches it before '/api/purchases/:id'.
  app.get(
    '/api/purchases/summary',
    { schema: { querystring: purchaseSummaryQuery, response: { 200: purchaseSummary } } },
    async (request) => purchasesSummary(app.db, request.query),
  );

  app.get(
    '/api/purchases/:id',
    { schema: { params: idParams, response: { 200: purchase } } },
    async (request) => getPurchase(app.db, request.params.id),
  );

  app.post(
    '/api/purchases',
    { config: { idempotent: 201 }, schema: { body: purchaseInput, response: { 201: purchase } } },
    async (request, reply) =>
      reply.status(201).send(await createPurchase(app.db, request.body, actorId(request))),
  );

  app.post(
    '/api/purchases/:id/cancel',
    { schema: { params: idParams, body: cancelInput, response: { 200: purchase } } },
    async (request) => cancelPurchase(app.db, request.params.id, request.body.reason, correctorOf(request)),
  );

  app.post(
    '/api/purchases/:id/amend',
    {
      config: { idempotent: 201 },
      schema: { params: idParams, body: purchaseInput, response: { 201: purchaseAmended } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await amendPurchase(app.db, request.params.id, request.body, correctorOf(request))),
  );
};
