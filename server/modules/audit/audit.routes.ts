import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEvent, auditPage, auditQuery } from '../../../common/schemas/audit';
import { msg } from '../../../common/messages';
import { readerLanguage, requireAdmin } from '../../lib/auth-hook';
import { listAuditEvents } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      // The trail shows who did what to every record, staff's own work included: admins only
      // (docs/api-conventions.md#audit-trail). Checked before the query string, so staff learn nothing from it.
      onRequest: async (request) => {
        requireAdmin(request, msg('audit.adminOnly'));
      },
      schema: { querystring: auditQuery, response: { 200: z.union([z.array(auditEvent), auditPage]) } },
    },
    async (request) =>
      listAuditEvents(app.db, request.query, app.config.BUSINESS_TIMEZONE, readerLanguage(request)),
  );
};
