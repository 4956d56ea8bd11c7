import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/auth-hook';
import {
  cropDistributionItem,
  dashboardMetrics,
  outstandingSummary,
  recentTransaction,
  recentTransactionsQuery,
  salesTrendPoint,
  salesTrendQuery,
} from '../../../common/schemas/dashboard';
import {
  getCropDistribution,
  getMetrics,
  getOutstandingSummary,
  getRecentTransactions,
  getSalesTrend,
} from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dashboard/metrics', { schema: { response: { 200: dashboardMetrics } } }, async () =>
    getMetrics(app.db, app.config.BUSINESS_TIMEZONE),
  );

  app.get(
    '/api/dashboard/sales-trend',
    { schema: { querystring: salesTrendQuery, response: { 200: z.array(salesTrendPoint) } } },
    async (request) => getSalesTrend(app.db, request.query.period, app.config.BUSINESS_TIMEZONE),
  );

  app.get(
    '/api/dashboard/crop-distribution',
    { schema: { response: { 200: z.array(cropDistributionItem) } } },
    async () => getCropDistribution(app.db),
  );

  app.get('/api/dashboard/outstanding', { schema: { response: { 200: outstandingSummary } } }, async () =>
    getOutstandingSummary(app.db),
  );

  app.get(
    '/api/dashboard/recent-transactions',
    { schema: { querystring: recentTransactionsQuery, response: { 200: z.array(recentTransaction) } } },
    async (request) => getRecentTransactions(app.db, request.query.limit, readerLanguage(request)),
  );
};
