import { z } from 'zod';
import { qualityGrade, timestamp } from './primitives';
import { LOW_STOCK_THRESHOLD_QUINTALS } from './choices';

export { LOW_STOCK_THRESHOLD_QUINTALS };

export const inventoryItem = z.object({
  id: z.number(),
  cropId: z.number(),
  qualityGrade: qualityGrade.nullable(),
  /** In the crop's unit. */
  currentStock: z.string(),
  /** totalValue ÷ currentStock rounded to paise; "0.00" for an empty bucket. */
  averageCost: z.string(),
  totalValue: z.string(),
  lastUpdated: timestamp,
});
export type InventoryItem = z.infer<typeof inventoryItem>;
