import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expense, expenseInput } from '../../../common/schemas/expenses';
import { dateRangeQuery } from '../../../common/schemas/primitives';
import { actorId } from '../../lib/auth-hook';
import { createExpense, listExpensesNewestFirst } from './expenses.service';

export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/expenses',
    { schema: { querystring: dateRangeQuery, response: { 200: z.array(expense) } } },
    async (request) => listExpensesNewestFirst(app.db, request.query),
  );

  app.post(
    '/api/expenses',
    { config: { idempotent: 201 }, schema: { body: expenseInput, response: { 201: expense } } },
    async (request, reply) =>
      reply.status(201).send(await createExpense(app.db, request.body, actorId(request))),
  );
};
