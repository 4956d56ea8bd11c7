import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelInput } from '../../../common/schemas/corrections';
import { idParams } from '../../../common/schemas/primitives';
import {
  sale,
  saleAmended,
  saleExportQuery,
  saleInput,
  saleListQuery,
  salePage,
  saleSummary,
  saleSummaryQuery,
} from '../../../common/schemas/sales';
import { businessToday } from '../../../common/business-day';
import { sendExport } from '../../lib/list-export';
import { saleExport } from './sales.export';
import { actorId } from '../../lib/auth-hook';
import { correctorOf } from '../corrections/corrector';
import { amendSale, cancelSale } from './sale-corrections';
import { createSale, getSale, listSalesNewestFirst, salesSummary } from './sales.service';

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sales',
    {
      schema: { querystring: saleListQuery, response: { 200: z.union([z.array(sale), salePage]) } },
    },
    async (request) => listSalesNewestFirst(app.db, request.query),
  );

  // The list's filters as a file, streamed from a database cursor (docs/api-conventions.md#exports); a static
  // segment, matched before '/api/sales/:id'.
  app.get('/api/sales/export', { schema: { querystring: saleExportQuery } }, async (request, reply) =>
    sendExport(
      reply,
      app.db,
      saleExport(request.query, businessToday(app.config.BUSINESS_TIMEZONE)),
      request.query.format,
    ),
  );

  // A static segment: Fastify matches it before '/api/sales/:id'.
  app.get(
    '/api/sales/summary',
    { schema: { querystring: saleSummaryQuery, response: { 200: saleSummary } } },
    async (request) => salesSummary(app.db, request.query),
  );

  app.get('/api/sales/:id', { schema: { params: idParams, response: { 200: sale } } }, async (request) =>
    getSale(app.db, request.params.id),
  );

  app.post(
    '/api/sales',
    { config: { idempotent: 201 }, schema: { body: saleInput, response: { 201: sale } } },
    async (request, reply) =>
      reply.status(201).send(await createSale(app.db, request.body, actorId(request))),
  );

  app.post(
    '/api/sales/:id/cancel',
    { schema: { params: idParams, body: cancelInput, response: { 200: sale } } },
    async (request) => cancelSale(app.db, request.params.id, request.body.reason, correctorOf(request)),
  );

  app.post(
    '/api/sales/:id/amend',
    {
      config: { idempotent: 201 },
      schema: { params: idParams, body: saleInput, response: { 201: saleAmended } },
    },
    async (request, reply) =>
      reply.status(201).send(await amendSale(app.db, request.params.id, request.body, correctorOf(request))),
  );
};
