import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outstandingPage,
  outstandingQuery,
  outstandingRow,
  tradeReportPage,
  tradeReportQuery,
  tradeReportRow,
  tradeReportSummary,
  tradeReportSummaryQuery,
} from '../../../common/schemas/reports';
import { outstandingReport } from './reports.service';
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

  app.get(
    '/api/reports/summary',
    { schema: { querystring: tradeReportSummaryQuery, response: { 200: tradeReportSummary } } },
    async (request) => summariseTradeReport(app.db, request.query),
  );
};
