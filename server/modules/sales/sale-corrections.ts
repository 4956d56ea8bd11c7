import type { Sale, SaleAmended } from '../../../common/schemas/sales';
import type { Db } from '../../db/client';
import { amendBill, cancelBill } from '../bills/bill-corrections';
import type { Corrector } from '../corrections/corrections';
import { saleBills, type SaleData } from './sales.service';

// Cancel and correct a sale: the bill core's (bills/bill-corrections.ts, docs/corrections.md#cancel). Its
// quantity returns to its bucket at its recorded cost; an amendment is checked against the stock as if the
// old sale had never been made.

/** POST /api/sales/:id/cancel. */
export function cancelSale(db: Db, id: number, reason: string, by: Corrector): Promise<Sale> {
  return cancelBill(db, saleBills, id, reason, by);
}

/** POST /api/sales/:id/amend: the old sale cancelled and the new one recorded, in one transaction. */
export function amendSale(db: Db, id: number, input: SaleData, by: Corrector): Promise<SaleAmended> {
  return amendBill(db, saleBills, id, input, by);
}
