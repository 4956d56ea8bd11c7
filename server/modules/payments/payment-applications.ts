import { add, compare, sumAt } from '../../../common/decimal';
import type { AllocationData, Payment } from '../../../common/schemas/payments';
import { msg } from '../../../common/messages';
import { formatRupees } from '../books/descriptions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { lockRecordRow } from '../corrections/corrections';
import { findPartyForPosting } from '../books/postings';
import { findPayment, insertAllocations } from './payments.queries';
import {
  allocateOldestFirst,
  checkAllocations,
  getPayment,
  KIND_LABEL,
  paymentInTrail,
  type Planned,
} from './payments.service';

// Advances applied (docs/money.md#advances, ADR 0008): the unallocated money of a payment settles open bills
// of its party later, with the rules a new payment's allocations follow. The payment's ledger entry and
// account line stay as they are: its money already moved the party's balance and the account; only what it
// settles changes, by new allocation rows (append-only), which move bill_paid and bill_daily through their
// triggers.

/**
 * POST /api/payments/:id/allocations. One transaction, locked party → payment → bills: the party's lock
 * orders this with every posting of that party, the payment's row makes a second application of the same
 * money wait and read what the first left unallocated, and the bills are locked before their outstanding is
 * read (lockBills).
 */
export async function applyUnallocated(
  db: Db,
  id: number,
  allocations: AllocationData[] | undefined,
  actorId: number | null,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const found = await findPayment(tx, id);
    if (!found) throw AppError.notFound(msg('payments.notFound'));
    await findPartyForPosting(tx, found.partyId);
    await lockRecordRow(tx, 'payments', id);
    // Read after the locks: what another application or a cancellation committed meanwhile is counted.
    const before = await getPayment(tx, id);
    // A cancelled payment has no money to apply (its allocations were released with it).
    if (before.status === 'cancelled') {
      throw AppError.conflictCode(msg('payments.cancelledCannotApply', { id }), 'ALREADY_CANCELLED');
    }
    const unallocated = before.unallocated;

    let planned: Planned[];
    if (allocations === undefined) {
      if (compare(unallocated, '0') <= 0) throw AppError.conflict(msg('payments.nothingUnallocated', { id }));
      planned = await allocateOldestFirst(tx, before.partyId, before.direction, unallocated);
      if (planned.length === 0) throw AppError.conflict(msg('payments.noOpenBills', { id, unallocated }));
    } else {
      const total = sumAt(
        allocations.map((a) => a.amount),
        2,
      );
      if (compare(total, unallocated) > 0) {
        throw AppError.conflict(msg('payments.overUnallocated', { total, unallocated, id }), ['allocations']);
      }
      planned = await checkAllocations(tx, before.partyId, before.direction, unallocated, allocations);
    }

    await insertAllocations(
      tx,
      planned.map((p) => ({
        paymentId: id,
        saleId: p.bill.kind === 'sale' ? p.bill.id : null,
        purchaseId: p.bill.kind === 'purchase' ? p.bill.id : null,
        openingEntryId: p.bill.kind === 'opening' ? p.bill.id : null,
        amount: p.amount,
      })),
    );
    const after = await getPayment(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'payment',
      entityId: id,
      summary: msg(
        before.direction === 'received' ? 'trail.paymentReceivedApplied' : 'trail.paymentPaidApplied',
        {
          ...(await paymentInTrail(tx, before)),
          applied: formatRupees(add(...planned.map((p) => p.amount))),
          bills: planned.map((p) => `${KIND_LABEL[p.bill.kind]} #${p.bill.id}`).join(', '),
        },
      ),
      before,
      after,
    });
    return after;
  });
}
