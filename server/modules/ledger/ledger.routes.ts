import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerEntry, ledgerQuery } from '../../../common/schemas/ledger';
import { listLedger } from './ledger.service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ledger',
    { schema: { querystring: ledgerQuery, response: { 200: z.array(ledgerEntry) } } },
    async (request) => listLedger(app.db, request.query),
  );
};
