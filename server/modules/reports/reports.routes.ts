import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outstandingPage, outstandingQuery, outstandingRow } from '../../../common/schemas/reports';
import { outstandingReport } from './reports.service';

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
};
