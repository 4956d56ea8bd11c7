import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inventoryItem } from '../../../common/schemas/inventory';
import { listInventoryItems } from './inventory.service';

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/inventory', { schema: { response: { 200: z.array(inventoryItem) } } }, async () =>
    listInventoryItems(app.db),
  );
};
