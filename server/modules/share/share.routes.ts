import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessToday } from '../../../common/business-day';
import { idParams } from '../../../common/schemas/primitives';
import { liveShareLink, shareInput, shareLink, shareListQuery } from '../../../common/schemas/share';
import { AppError } from '../../lib/app-error';
import { actorId } from '../../lib/auth-hook';
import { renderDocument } from '../documents/documents.service';
import { sendShareNotFound, sendSharedPdf } from './share-page';
import { createShareLink, findSharedDocument, listLiveShareLinks, revokeShareLink } from './share.service';

// Share links (docs/sharing.md). Making, listing and revoking are signed-in API calls like any other; both
// roles may share, as both may print. POST is not idempotent on purpose: a replayed answer would have to be
// stored, and the token must never be stored in clear.

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/share',
    { schema: { body: shareInput, response: { 201: shareLink } } },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(
          await createShareLink(
            app.db,
            request.body,
            actorId(request),
            businessToday(app.config.BUSINESS_TIMEZONE),
          ),
        ),
  );

  app.get(
    '/api/share',
    { schema: { querystring: shareListQuery, response: { 200: z.array(liveShareLink) } } },
    async (request) => listLiveShareLinks(app.db, request.query),
  );

  app.delete(
    '/api/share/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeShareLink(app.db, request.params.id, actorId(request));
      return reply.status(204).send(null);
    },
  );

  // The public side: outside /api, so the auth hook leaves it alone, and a registered route, so the web app's
  // fallback (index.html) never answers it. Only the token is read from the URL.
  app.get('/s/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const shared = await findSharedDocument(app.db, token);
    if (!shared) return sendShareNotFound(reply);
    let pdf: Buffer;
    try {
      pdf = await renderDocument(app.db, shared.request);
    } catch (error) {
      // The purchase, sale or party is gone since the link was made: the same 404 as any dead link.
      if (error instanceof AppError && error.statusCode === 404) return sendShareNotFound(reply);
      throw error;
    }
    return sendSharedPdf(reply, pdf, shared.filename);
  });

  // `/s`, `/s/` and deeper paths are share paths too: a plain 404, not the web app.
  app.get('/s', async (_request, reply) => sendShareNotFound(reply));
  app.get('/s/*', async (_request, reply) => sendShareNotFound(reply));
};
