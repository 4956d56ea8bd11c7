import type { Expense } from '../../../common/schemas/expenses';
import { msg } from '../../../common/messages';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../audit/audit';
import {
  amendedReason,
  assertMayCorrect,
  assertNotCancelled,
  insertCancellation,
  lockRecordRow,
  nextRecordId,
  type Corrector,
} from '../corrections/corrections';
import { getExpense, recordExpense, type ExpenseData } from './expenses.service';

// Cancel and correct an expense (docs/corrections.md#cancel): it leaves every total, and its account's book
// shows the reversing line (account-lines.ts reads the cancellation). It posts nothing else to reverse.

/** POST /api/expenses/:id/cancel. */
export async function cancelExpense(db: Db, id: number, reason: string, by: Corrector): Promise<Expense> {
  return db.transaction(async (tx) => {
    const before = await lockExpenseForCorrection(tx, id, by);
    await insertCancellation(tx, { entity: 'expense', entityId: id, reason, cancelledBy: by.id });
    const after = await getExpense(tx, id);
    await recordAudit(tx, {
      actorId: by.id,
      action: 'cancel',
      entity: 'expense',
      entityId: id,
      summary: msg('trail.expenseCancelled', { id, reason }),
      before,
      after,
    });
    return after;
  });
}

/** POST /api/expenses/:id/amend. */
export async function amendExpense(db: Db, id: number, input: ExpenseData, by: Corrector): Promise<Expense> {
  return db.transaction(async (tx) => {
    const before = await lockExpenseForCorrection(tx, id, by);
    const newId = await nextRecordId(tx, 'expenses');
    await insertCancellation(tx, {
      entity: 'expense',
      entityId: id,
      reason: amendedReason(newId),
      amendedBy: newId,
      cancelledBy: by.id,
    });
    const after = await recordExpense(tx, input, by.id, { id: newId, audit: false });
    await recordAudit(tx, {
      actorId: by.id,
      action: 'amend',
      entity: 'expense',
      entityId: id,
      summary: msg('trail.expenseCorrected', { id, newId }),
      before,
      after,
    });
    return after;
  });
}

async function lockExpenseForCorrection(tx: Tx, id: number, by: Corrector): Promise<Expense> {
  const found = await getExpense(tx, id);
  await lockRecordRow(tx, 'expenses', id);
  assertMayCorrect(by, { createdAt: new Date(found.createdAt), date: found.expenseDate });
  await assertNotCancelled(tx, 'expense', id);
  // Read again under the locks: what a payment or another correction committed while this one waited.
  return getExpense(tx, id);
}
