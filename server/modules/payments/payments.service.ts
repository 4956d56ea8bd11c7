import { add, compare, subtract, sumAt } from '../../../common/decimal';
import {
  billKey,
  type Allocation,
  type AllocationData,
  type OpenBillsAnswer,
  type OpenBillsQuery,
  type Payment,
  type PaymentDirection,
  type PaymentListQuery,
  type PaymentMode,
  type PaymentPage,
} from '../../../common/schemas/payments';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { recordAudit } from '../audit/audit';
import { msg, type Message, type WordKey } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import { ensureCashInHand, findAccountById } from '../accounts/accounts.queries';
import { toCorrectionFields } from '../corrections/correction-sql';
import { findPartyForPosting } from '../books/postings';
import { findPartyById } from '../parties/parties.queries';
import { postLedgerEntry } from '../books/postings';
import { formatRupees } from '../books/descriptions';
import {
  allocatedToBills,
  allocationsOfPayments,
  countPayments,
  findPayment,
  insertAllocations,
  insertPayment,
  listAdvances,
  listOpenBills,
  listPayments,
  lockBills,
  nextPaymentId,
  openBillIds,
  type AllocationRow,
  type Bill,
  type BillKind,
  type PaymentRow,
} from './payments.queries';

export interface PaymentData {
  partyId: number;
  direction: PaymentDirection;
  amount: string;
  paymentDate: string;
  mode: PaymentMode;
  accountId?: number;
  reference?: string;
  notes?: string;
  allocations?: AllocationData[];
}

const MODE_WORD = { cash: 'cash', bank: 'bank', upi: 'UPI', cheque: 'cheque' } as const satisfies Record<
  PaymentMode,
  WordKey
>;
/** A bill kind's name: in ledger descriptions as it is, in messages as a word each language says. */
export const KIND_LABEL = {
  sale: 'Sale',
  purchase: 'Purchase',
  opening: 'Opening balance',
} as const satisfies Record<BillKind, WordKey>;
const KIND_FIELD: Record<BillKind, 'saleId' | 'purchaseId' | 'openingBalanceId'> = {
  sale: 'saleId',
  purchase: 'purchaseId',
  opening: 'openingBalanceId',
};

/**
 * GET /api/payments/open-bills: what the party has open of the kind the direction settles, oldest first, and its
 * money on account of that direction (docs/money.md#advances).
 */
export async function getOpenBills(db: Db, query: OpenBillsQuery): Promise<OpenBillsAnswer> {
  const party = await findPartyById(db, query.partyId);
  if (!party) throw AppError.notFound(msg('ledger.partyNotFound'));
  // One snapshot, so the bills and the money on account beside them agree.
  return db.transaction(async (tx) => {
    const bills = await listOpenBills(tx, query.partyId, query.direction);
    const advances = await listAdvances(tx, query.partyId, query.direction);
    const unallocated = advances.length === 0 ? '0.00' : add(...advances.map((a) => a.unallocated));
    return { bills, unallocated, advances };
  });
}

/** POST /api/payments: one transaction (the idempotency hook stores its answer in it). */
export async function createPayment(db: Db, input: PaymentData, actorId: number | null): Promise<Payment> {
  return db.transaction((tx) => recordPayment(tx, input, actorId));
}

/**
 * Records a payment in the caller's transaction (docs/money.md): its ledger entry (received: credit,
 * paid: debit), the payment and what it settles. Explicit allocations are checked against each bill's
 * outstanding; left out, the amount settles the party's open bills oldest first. Sales and purchases
 * call it too, for what is paid when they are recorded.
 */
export async function recordPayment(
  tx: Tx,
  input: PaymentData,
  actorId: number | null,
  opts: RecordPaymentOptions = {},
): Promise<Payment> {
  // The party first, as every posting does: its lock queues the payments of one party, and fixes the
  // lock order party → bills for everything that allocates.
  const party = await findPartyForPosting(tx, input.partyId);
  if (!party) throw AppError.unknownReference('partyId', msg('ledger.partyNotFound'));

  let accountId: number;
  if (input.accountId !== undefined) {
    if (!(await findAccountById(tx, input.accountId))) {
      throw AppError.unknownReference('accountId', msg('accounts.notFound'));
    }
    accountId = input.accountId;
  } else if (input.mode === 'cash') {
    accountId = await ensureCashInHand(tx);
  } else {
    throw AppError.badRequest(msg('payments.accountRequired'), ['accountId']);
  }

  const planned =
    input.allocations === undefined
      ? await allocateOldestFirst(tx, party.id, input.direction, input.amount)
      : await checkAllocations(tx, party.id, input.direction, input.amount, input.allocations);

  const id = opts.id ?? (await nextPaymentId(tx));
  const received = input.direction === 'received';
  const ledgerEntryId = await postLedgerEntry(tx, {
    partyId: party.id,
    transactionType: 'payment',
    transactionDate: input.paymentDate,
    description: opts.description ?? describePayment(id, input, planned),
    ...(received ? { credit: input.amount } : { debit: input.amount }),
    source: { type: 'payment', id },
    createdBy: actorId,
  });
  const inserted = await insertPayment(tx, {
    id,
    partyId: party.id,
    direction: input.direction,
    amount: input.amount,
    paymentDate: input.paymentDate,
    mode: input.mode,
    accountId,
    reference: input.reference ?? null,
    notes: input.notes ?? null,
    ledgerEntryId,
    withSaleId: opts.withSaleId ?? null,
    withPurchaseId: opts.withPurchaseId ?? null,
    createdBy: actorId,
  });
  const allocations = await insertAllocations(
    tx,
    planned.map((a) => ({
      paymentId: id,
      saleId: a.bill.kind === 'sale' ? a.bill.id : null,
      purchaseId: a.bill.kind === 'purchase' ? a.bill.id : null,
      openingEntryId: a.bill.kind === 'opening' ? a.bill.id : null,
      amount: a.amount,
    })),
  );
  const payment = toPayment({ ...inserted, cancellation: null, amends: opts.amends ?? null }, allocations);
  if (opts.audit !== false) {
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'payment',
      entityId: id,
      summary: msg(
        payment.direction === 'received' ? 'trail.paymentReceivedRecorded' : 'trail.paymentPaidRecorded',
        await paymentInTrail(tx, payment, party.name),
      ),
      after: payment,
    });
  }
  return payment;
}

export interface RecordPaymentOptions {
  /** The ledger entry's description; left out, one that names the payment and what it settles. */
  description?: Message;
  /** An id taken beforehand (an amendment names it in the old record's reason). */
  id?: number;
  /** The record this payment corrects (amend). */
  amends?: number;
  /** The sale or purchase it is recorded with, and cancelled with (docs/corrections.md#cancel). */
  withSaleId?: number;
  withPurchaseId?: number;
  /** False when the caller writes the audit row itself (an amendment's one row). */
  audit?: boolean;
}

/**
 * What the audit trail names a payment by ("Payment #7 of ₹5,000.00 received from Ramesh Kumar", the
 * trail.payment* templates, one per direction): the amount as ₹ en-IN, the party by its name (read when the
 * caller does not have it).
 */
export async function paymentInTrail(db: DbOrTx, p: Payment, partyName?: string) {
  const party = partyName ?? (await findPartyById(db, p.partyId))?.name ?? `#${p.partyId}`;
  return { id: p.id, amount: formatRupees(p.amount), party };
}

export interface Planned {
  bill: Bill;
  amount: string;
}

function describePayment(id: number, input: PaymentData, planned: Planned[]): Message {
  const what: WordKey = input.direction === 'received' ? 'Payment received' : 'Payment made';
  const common = { what: [what], id, mode: [MODE_WORD[input.mode]] };
  const bills = planned.map((p) => `${KIND_LABEL[p.bill.kind]} #${p.bill.id}`).join(', ');
  const reference = input.reference;
  let text: Message;
  if (reference && bills) text = msg('narration.paymentRefFor', { ...common, reference, bills });
  else if (reference) text = msg('narration.paymentRef', { ...common, reference });
  else if (bills) text = msg('narration.paymentFor', { ...common, bills });
  else text = msg('narration.payment', common);
  return text;
}

function idsByKind(keys: Array<{ kind: BillKind; id: number }>) {
  const ids = { sale: [] as number[], purchase: [] as number[], opening: [] as number[] };
  for (const k of keys) ids[k.kind].push(k.id);
  for (const list of Object.values(ids)) list.sort((a, b) => a - b);
  return ids;
}

function kindOf(a: AllocationData): { kind: BillKind; id: number } {
  if (a.saleId !== undefined) return { kind: 'sale', id: a.saleId };
  if (a.purchaseId !== undefined) return { kind: 'purchase', id: a.purchaseId };
  return { kind: 'opening', id: a.openingBalanceId! };
}

/** Explicit allocations: each names a bill of this party, of the right kind, and fits its outstanding. */
export async function checkAllocations(
  tx: Tx,
  partyId: number,
  direction: PaymentDirection,
  amount: string,
  allocations: AllocationData[],
): Promise<Planned[]> {
  const named = allocations.map(kindOf);
  const seen = new Set<string>();
  named.forEach((n, i) => {
    const key = `${n.kind}:${n.id}`;
    if (seen.has(key)) {
      throw AppError.badRequest(msg('payments.billNamedTwice'), [`allocations.${i}`]);
    }
    seen.add(key);
  });
  const total = sumAt(
    allocations.map((a) => a.amount),
    2,
  );
  if (compare(total, amount) > 0) {
    throw AppError.badRequest(msg('payments.allocationsOverAmount', { total, amount }), ['allocations']);
  }
  // Locks the bills, by kind and id, before their outstanding is read: see lockBills.
  const ids = idsByKind(named);
  const bills = new Map((await lockBills(tx, ids)).map((b) => [`${b.kind}:${b.id}`, b]));
  const allocated = await allocatedToBills(tx, ids);
  return allocations.map((a, i) => {
    const { kind, id } = named[i]!;
    const field = `allocations.${i}.${KIND_FIELD[kind]}`;
    const bill = bills.get(`${kind}:${id}`);
    const which = { kind: [KIND_LABEL[kind]], id };
    if (!bill) throw AppError.unknownReference(field, msg('payments.billNotFound', which));
    if (bill.partyId !== partyId) {
      throw AppError.badRequest(msg('payments.billOfAnotherParty', which), [field]);
    }
    if (bill.settledBy !== direction) {
      const text =
        direction === 'received'
          ? msg('payments.receivedSettlesSales', which)
          : msg('payments.paidSettlesPurchases', which);
      throw AppError.badRequest(text, [field]);
    }
    const outstanding = subtract(bill.amount, allocated.get(billKey(a)) ?? '0');
    if (compare(a.amount, outstanding) > 0) {
      const text = msg('payments.overOutstanding', { ...which, outstanding, amount: a.amount });
      throw AppError.conflict(text, [`allocations.${i}.amount`]);
    }
    return { bill, amount: a.amount };
  });
}

/** Allocations left out: the party's open bills of the matching kind, oldest first (date, then id). */
export async function allocateOldestFirst(
  tx: Tx,
  partyId: number,
  direction: PaymentDirection,
  amount: string,
): Promise<Planned[]> {
  // Read the open bills, lock them (see lockBills), then read their outstanding again: only a read
  // after the lock is sure to see allocations committed meanwhile.
  const ids = await openBillIds(tx, partyId, direction);
  const bills = await lockBills(tx, ids);
  const allocated = await allocatedToBills(tx, ids);
  const order: Record<BillKind, number> = { opening: 0, sale: 1, purchase: 1 };
  bills.sort((a, b) => a.date.localeCompare(b.date) || order[a.kind] - order[b.kind] || a.id - b.id);
  const planned: Planned[] = [];
  let left = amount;
  for (const bill of bills) {
    if (compare(left, '0') <= 0) break;
    const outstanding = subtract(bill.amount, allocated.get(`${bill.kind}:${bill.id}`) ?? '0');
    if (compare(outstanding, '0') <= 0) continue;
    const take = compare(left, outstanding) < 0 ? left : outstanding;
    planned.push({ bill, amount: take });
    left = subtract(left, take);
  }
  return planned;
}

export function toPayment(row: PaymentRow, allocations: AllocationRow[]): Payment {
  // One line per bill: an advance applied later to a bill its payment already settles in part is a second
  // row of the same bill (docs/money.md#advances), shown as one allocation of their sum.
  const byBill = new Map<string, Allocation>();
  for (const a of allocations) {
    const one: Allocation =
      a.saleId !== null
        ? { saleId: a.saleId, amount: a.amount }
        : a.purchaseId !== null
          ? { purchaseId: a.purchaseId, amount: a.amount }
          : { openingBalanceId: a.openingEntryId!, amount: a.amount };
    const key = billKey(one);
    const seen = byBill.get(key);
    byBill.set(key, seen ? { ...seen, amount: add(seen.amount, one.amount) } : one);
  }
  const list = [...byBill.values()];
  const allocated = list.length === 0 ? '0.00' : add(...list.map((a) => a.amount));
  const unallocated = subtract(row.amount, allocated);
  return {
    id: row.id,
    partyId: row.partyId,
    direction: row.direction,
    amount: row.amount,
    paymentDate: row.paymentDate,
    mode: row.mode,
    accountId: row.accountId,
    reference: row.reference,
    notes: row.notes,
    allocations: list,
    unallocated,
    allocationStatus:
      compare(unallocated, '0') === 0 ? 'allocated' : list.length > 0 ? 'partial' : 'unallocated',
    withSaleId: row.withSaleId,
    withPurchaseId: row.withPurchaseId,
    ...toCorrectionFields(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function getPayment(db: DbOrTx, id: number): Promise<Payment> {
  const row = await findPayment(db, id);
  if (!row) throw AppError.notFound(msg('payments.notFound'));
  return toPayment(row, await allocationsOfPayments(db, [row.id]));
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listPaymentsNewestFirst(
  db: Db,
  query: PaymentListQuery,
): Promise<Payment[] | PaymentPage> {
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) {
    const rows = await listPayments(db, filter);
    return withAllocations(db, rows);
  }
  const before = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await listPayments(db, filter, { limit: limit + 1, before });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await withAllocations(db, pageRows),
    total: await countPayments(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([last.paymentDate, last.id]) : null,
  };
}

async function withAllocations(db: DbOrTx, rows: PaymentRow[]): Promise<Payment[]> {
  const byPayment = new Map<number, AllocationRow[]>();
  for (const a of await allocationsOfPayments(
    db,
    rows.map((r) => r.id),
  )) {
    const list = byPayment.get(a.paymentId);
    if (list) list.push(a);
    else byPayment.set(a.paymentId, [a]);
  }
  return rows.map((r) => toPayment(r, byPayment.get(r.id) ?? []));
}
