import { english } from '../../../common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { databaseUnavailable } from '../../lib/database-unavailable';

const unhealthy = z.object({ status: z.literal('unavailable'), message: z.string() });

/**
 * Answers within HEALTH_TIMEOUT_MS whatever the database does, so a load balancer or a supervisor can
 * tell a hung database from a slow one (docs/operations.md).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: unhealthy } },
    },
    async (_request, reply) => {
      const limit = app.config.HEALTH_TIMEOUT_MS;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), limit);
      });
      const probe = app.db.execute(sql`select 1`).then(
        () => 'ok' as const,
        (err: unknown) => err,
      );
      const outcome = await Promise.race([probe, late]);
      clearTimeout(timer);
      if (outcome === 'ok') return { status: 'ok' as const };
      const message =
        outcome === 'late' ? `The database did not answer within ${limit} ms` : unavailableText(outcome);
      if (outcome !== 'late') app.log.warn({ err: outcome }, 'health check failed');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ status: 'unavailable' as const, message });
    },
  );
};

/** Why the database could not answer, for the operator reading /api/health (it is not shown in the app). */
function unavailableText(error: unknown): string {
  const unavailable = databaseUnavailable(error);
  return unavailable ? english(unavailable.text) : 'The database answered with an error';
}
