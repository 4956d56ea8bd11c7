import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ledgerEntry,
  ledgerExportQuery,
  ledgerPage,
  ledgerQuery,
  ledgerSummary as ledgerSummarySchema,
  ledgerSummaryQuery,
  openingBalanceInput,
  statement,
  statementQuery,
} from '../../../common/schemas/ledger';
import { businessToday } from '../../../common/business-day';
import { sendCsvExport } from '../../lib/csv-export';
import { ledgerExport } from './ledger.export';
import { actorId } from '../../lib/auth-hook';
import { createOpeningBalance, ledgerSummary, listLedger, partyStatement } from './ledger.service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ledger',
    {
      schema: {
        querystring: ledgerQuery,
        response: { 200: z.union([z.array(ledgerEntry), ledgerPage]) },
      },
    },
    async (request) => listLedger(app.db, request.query),
  );

  // The list's filters as a file, streamed from a database cursor (docs/api-conventions.md#exports).
  app.get('/api/ledger/export', { schema: { querystring: ledgerExportQuery } }, async (request, reply) =>
    sendCsvExport(reply, app.db, ledgerExport(request.query, businessToday(app.config.BUSINESS_TIMEZONE))),
  );

  app.get(
    '/api/ledger/summary',
    { schema: { querystring: ledgerSummaryQuery, response: { 200: ledgerSummarySchema } } },
    async (request) => ledgerSummary(app.db, request.query),
  );

  app.get(
    '/api/ledger/statement',
    { schema: { querystring: statementQuery, response: { 200: statement } } },
    async (request) => partyStatement(app.db, request.query),
  );

  app.post(
    '/api/ledger/opening-balances',
    { config: { idempotent: 201 }, schema: { body: openingBalanceInput, response: { 201: ledgerEntry } } },
    async (request, reply) =>
      reply.status(201).send(await createOpeningBalance(app.db, request.body, actorId(request))),
  );
};
