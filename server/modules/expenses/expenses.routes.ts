import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelInput } from '../../../common/schemas/corrections';
import {
  expense,
  expenseExportQuery,
  expenseInput,
  expenseListQuery,
  expensePage,
  expenseSummary,
  expenseSummaryQuery,
} from '../../../common/schemas/expenses';
import { idParams } from '../../../common/schemas/primitives';
import { businessToday } from '../../../common/business-day';
import { sendExport } from '../../lib/list-export';
import { expenseExport } from './expenses.export';
import { actorId } from '../../lib/auth-hook';
import { correctorOf } from '../corrections/corrector';
import { amendExpense, cancelExpense } from './expense-corrections';
import { createExpense, expensesSummary, getExpense, listExpensesNewestFirst } from './expenses.service';

export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/expenses',
    {
      schema: {
        querystring: expenseListQuery,
        response: { 200: z.union([z.array(expense), expensePage]) },
      },
    },
    async (request) => listExpensesNewestFirst(app.db, request.query),
  );

  // The list's filters as a file, streamed from a database cursor (docs/api-conventions.md#exports); a static
  // segment, matched before '/api/expenses/:id'.
  app.get('/api/expenses/export', { schema: { querystring: expenseExportQuery } }, async (request, reply) =>
    sendExport(
      reply,
      app.db,
      expenseExport(request.query, businessToday(app.config.BUSINESS_TIMEZONE)),
      request.query.format,
    ),
  );

  // A static segment: Fastify matches it before '/api/expenses/:id'.
  app.get(
    '/api/expenses/summary',
    { schema: { querystring: expenseSummaryQuery, response: { 200: expenseSummary } } },
    async (request) => expensesSummary(app.db, request.query),
  );

  app.get(
    '/api/expenses/:id',
    { schema: { params: idParams, response: { 200: expense } } },
    async (request) => getExpense(app.db, request.params.id),
  );

  app.post(
    '/api/expenses',
    { config: { idempotent: 201 }, schema: { body: expenseInput, response: { 201: expense } } },
    async (request, reply) =>
      reply.status(201).send(await createExpense(app.db, request.body, actorId(request))),
  );

  app.post(
    '/api/expenses/:id/cancel',
    { schema: { params: idParams, body: cancelInput, response: { 200: expense } } },
    async (request) => cancelExpense(app.db, request.params.id, request.body.reason, correctorOf(request)),
  );

  app.post(
    '/api/expenses/:id/amend',
    {
      config: { idempotent: 201 },
      schema: { params: idParams, body: expenseInput, response: { 201: expense } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await amendExpense(app.db, request.params.id, request.body, correctorOf(request))),
  );
};
