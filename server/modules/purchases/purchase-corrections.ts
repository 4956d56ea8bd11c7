import type { Purchase, PurchaseAmended } from '../../../common/schemas/purchases';
import type { Db } from '../../db/client';
import { amendBill, cancelBill } from '../bills/bill-corrections';
import type { Corrector } from '../corrections/corrections';
import { purchaseBills, type PurchaseData } from './purchases.service';

// Cancel and correct a purchase: the bill core's (bills/bill-corrections.ts, docs/corrections.md#cancel). Its
// stock leaves the bucket exactly as it came in, refused while a sale still standing took stock from the
// bucket after it; an amendment that keeps the lot and changes only what it cost is a price correction.

/** POST /api/purchases/:id/cancel. */
export function cancelPurchase(db: Db, id: number, reason: string, by: Corrector): Promise<Purchase> {
  return cancelBill(db, purchaseBills, id, reason, by);
}

/** POST /api/purchases/:id/amend: the old purchase cancelled and the new one recorded, in one transaction. */
export function amendPurchase(
  db: Db,
  id: number,
  input: PurchaseData,
  by: Corrector,
): Promise<PurchaseAmended> {
  return amendBill(db, purchaseBills, id, input, by);
}
