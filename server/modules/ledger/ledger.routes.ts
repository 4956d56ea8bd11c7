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
  openingBalanceOf,
  openingBalanceQuery,
  statement,
  statementQuery,
} from '../../../common/schemas/ledger';
import { businessToday } from '../../../common/business-day';
import { sendExport } from '../../lib/list-export';
import { ledgerExport } from './ledger.export';
import { actorId, readerLanguage } from '../../lib/auth-hook';
import {
  createOpeningBalance,
  getOpeningBalance,
  ledgerSummary,
  listLedger,
  partyStatement,
} from './ledger.service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ledger',
    {
      schema: {
        querystring: ledgerQuery,
        response: { 200: z.union([z.array(ledgerEntry), ledgerPage]) },
      },
    },
    async (request) => listLedger(app.db, request.query, readerLanguage(request)),
  );

  // The list's filters as a file, streamed from a database cursor (docs/api-conventions.md#exports).
  app.get('/api/ledger/export', { schema: { querystring: ledgerExportQuery } }, async (request, reply) =>
    sendExport(
      reply,
      app.db,
      ledgerExport(request.query, businessToday(app.config.BUSINESS_TIMEZONE)),
      request.query.format,
    ),
  );

  app.get(
    '/api/ledger/summary',
    { schema: { querystring: ledgerSummaryQuery, response: { 200: ledgerSummarySchema } } },
    async (request) => ledgerSummary(app.db, request.query),
  );

  app.get(
    '/api/ledger/statement',
    { schema: { querystring: statementQuery, response: { 200: statement } } },
    async (request) => partyStatement(app.db, request.query, readerLanguage(request)),
  );

  app.get(
    '/api/ledger/opening-balances',
    { schema: { querystring: openingBalanceQuery, response: { 200: openingBalanceOf } } },
    async (request) => getOpeningBalance(app.db, request.query.partyId, readerLanguage(request)),
  );

  app.post(
    '/api/ledger/opening-balances',
    { config: { idempotent: 201 }, schema: { body: openingBalanceInput, response: { 201: ledgerEntry } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOpeningBalance(app.db, request.body, actorId(request), readerLanguage(request))),
  );
};
