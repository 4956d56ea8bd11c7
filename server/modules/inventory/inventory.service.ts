import type { InventoryItem } from '../../../common/schemas/inventory';
import type { Db } from '../../db/client';
import { listInventory } from './inventory.queries';

export async function listInventoryItems(db: Db): Promise<InventoryItem[]> {
  const rows = await listInventory(db);
  return rows.map((row) => ({ ...row, lastUpdated: row.lastUpdated.toISOString() }));
}
