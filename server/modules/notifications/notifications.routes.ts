import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsAnswer } from '../../../common/schemas/notifications';
import { readerLanguage } from '../../lib/auth-hook';
import { listNotifications } from './notifications.service';

/** The bell (docs/screens.md#the-bell): every signed-in user reads it. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/notifications', { schema: { response: { 200: notificationsAnswer } } }, async (request) => ({
    items: await listNotifications(app.db, app.config, new Date(), readerLanguage(request)),
  }));
};
