import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../common/messages';
import { idParams } from '../../../common/schemas/primitives';
import {
  businessProfile,
  businessProfileInput,
  charge,
  chargeInput,
  chargesQuery,
} from '../../../common/schemas/settings';
import { requireAdmin } from '../../lib/auth-hook';
import {
  createCharge,
  deleteCharge,
  listCharges,
  readBusinessProfile,
  readCharge,
  updateBusinessProfile,
  updateCharge,
} from './settings.service';

// Everyone signed in reads the settings; only admins write them (docs/settings-and-charges.md). The role is
// checked before the body is looked at, so staff get 403 whatever they send.
const adminOnly = {
  preValidation: async (request: Parameters<typeof requireAdmin>[0]) => {
    requireAdmin(request, msg('settings.adminOnly'));
  },
};

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/settings/business', { schema: { response: { 200: businessProfile } } }, async () =>
    readBusinessProfile(app.db),
  );

  app.put(
    '/api/settings/business',
    { ...adminOnly, schema: { body: businessProfileInput, response: { 200: businessProfile } } },
    async (request) => updateBusinessProfile(app.db, request.body, requireAdmin(request).id),
  );

  app.get(
    '/api/charges',
    { schema: { querystring: chargesQuery, response: { 200: z.array(charge) } } },
    async (request) => listCharges(app.db, request.query.appliesTo),
  );

  app.get('/api/charges/:id', { schema: { params: idParams, response: { 200: charge } } }, async (request) =>
    readCharge(app.db, request.params.id),
  );

  app.post(
    '/api/charges',
    {
      ...adminOnly,
      config: { idempotent: 201 },
      schema: { body: chargeInput, response: { 201: charge } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCharge(app.db, request.body, requireAdmin(request).id)),
  );

  app.put(
    '/api/charges/:id',
    { ...adminOnly, schema: { params: idParams, body: chargeInput, response: { 200: charge } } },
    async (request) => updateCharge(app.db, request.params.id, request.body, requireAdmin(request).id),
  );

  app.delete(
    '/api/charges/:id',
    { ...adminOnly, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCharge(app.db, request.params.id, requireAdmin(request).id);
      return reply.status(204).send(null);
    },
  );
};
