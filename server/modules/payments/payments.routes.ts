import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyAllocationsInput,
  openBillsAnswer,
  openBillsQuery,
  payment,
  paymentExportQuery,
  paymentInput,
  paymentListQuery,
  paymentPage,
} from '../../../common/schemas/payments';
import { idParams } from '../../../common/schemas/primitives';
import { cancelInput } from '../../../common/schemas/corrections';
import { businessToday } from '../../../common/business-day';
import { sendExport } from '../../lib/list-export';
import { paymentExport } from './payments.export';
import { actorId } from '../../lib/auth-hook';
import { correctorOf } from '../corrections/corrector';
import { amendPayment, cancelPayment } from './payment-corrections';
import { applyUnallocated } from './payment-applications';
import { createPayment, getOpenBills, getPayment, listPaymentsNewestFirst } from './payments.service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments',
    {
      schema: {
        querystring: paymentListQuery,
        response: { 200: z.union([z.array(payment), paymentPage]) },
      },
    },
    async (request) => listPaymentsNewestFirst(app.db, request.query),
  );

  // The list's filters as a file, streamed from a database cursor (docs/api-conventions.md#exports); a static
  // segment, matched before '/api/payments/:id'.
  app.get('/api/payments/export', { schema: { querystring: paymentExportQuery } }, async (request, reply) =>
    sendExport(
      reply,
      app.db,
      paymentExport(request.query, businessToday(app.config.BUSINESS_TIMEZONE)),
      request.query.format,
    ),
  );

  // A static segment: Fastify matches it before '/api/payments/:id', whatever the order they are registered in.
  app.get(
    '/api/payments/open-bills',
    { schema: { querystring: openBillsQuery, response: { 200: openBillsAnswer } } },
    async (request) => getOpenBills(app.db, request.query),
  );

  app.get(
    '/api/payments/:id',
    { schema: { params: idParams, response: { 200: payment } } },
    async (request) => getPayment(app.db, request.params.id),
  );

  app.post(
    '/api/payments',
    { config: { idempotent: 201 }, schema: { body: paymentInput, response: { 201: payment } } },
    async (request, reply) =>
      reply.status(201).send(await createPayment(app.db, request.body, actorId(request))),
  );

  app.post(
    '/api/payments/:id/cancel',
    { schema: { params: idParams, body: cancelInput, response: { 200: payment } } },
    async (request) => cancelPayment(app.db, request.params.id, request.body.reason, correctorOf(request)),
  );

  app.post(
    '/api/payments/:id/amend',
    {
      config: { idempotent: 201 },
      schema: { params: idParams, body: paymentInput, response: { 201: payment } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await amendPayment(app.db, request.params.id, request.body, correctorOf(request))),
  );

  // Advances applied (docs/money.md#advances): a payment's unallocated money settles open bills of its party.
  // Anyone signed in may, as anyone may record a payment; a key answers a retry with the first answer.
  app.post(
    '/api/payments/:id/allocations',
    {
      config: { idempotent: 200 },
      schema: { params: idParams, body: applyAllocationsInput, response: { 200: payment } },
    },
    async (request) =>
      applyUnallocated(app.db, request.params.id, request.body.allocations, actorId(request)),
  );
};
