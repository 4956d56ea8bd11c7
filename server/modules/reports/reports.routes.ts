import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outstandingPage,
  outstandingQuery,
  outstandingRow,
  tradeReportExportQuery,
  profitAndLoss,
  profitAndLossQuery,
  tradeReportPage,
  tradeReportQuery,
  tradeReportRow,
  tradeReportSummary,
  tradeReportSummaryQuery,
} from '../../../common/schemas/reports';
import { sendExport } from '../../lib/list-export';
import { profitAndLoss as profitAndLossReport } from './profit-and-loss';
import { outstandingReport } from './reports.service';
import { tradeReportExport } from './trade-report.export';
import { tradeReport, tradeReportSummary as summariseTradeReport } from './trade-report';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/outstanding',
    {
      schema: {
        querystring: outstandingQuery,
        response: { 200: z.union([z.array(outstandingRow), outstandingPage]) },
      },
    },
    async (request) => outstandingReport(app.db, request.query, app.config.BUSINESS_TIMEZONE),
  );

  app.get(
    '/api/reports/trades',
    {
      schema: {
        querystring: tradeReportQuery,
        response: { 200: z.union([z.array(tradeReportRow), tradeReportPage]) },
      },
    },
    async (request) => tradeReport(app.db, request.query),
  );

  // A static segment: matched before any parameter.
  app.get(
    '/api/reports/trades/export',
    { schema: { querystring: tradeReportExportQuery } },
    async (request, reply) =>
      sendExport(reply, app.db, tradeReportExport(request.query), request.query.format),
  );

  app.get(
    '/api/reports/summary',
    { schema: { querystring: tradeReportSummaryQuery, response: { 200: tradeReportSummary } } },
    async (request) => summariseTradeReport(app.db, request.query),
  );

  app.get(
    '/api/reports/profit-and-loss',
    { schema: { querystring: profitAndLossQuery, response: { 200: profitAndLoss } } },
    async (request) => profitAndLossReport(app.db, request.query, app.config.BUSINESS_TIMEZONE),
  );
};
