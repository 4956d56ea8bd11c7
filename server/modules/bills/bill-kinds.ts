import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { msg, type Message, type WordKey } from '../../../common/messages';
import type { PartyType } from '../../../common/schemas/parties';
import type { PaymentDirection } from '../../../common/schemas/payments';
import { purchases, sales } from '../../db/schema/transactions';

// A purchase and a sale are one kind of thing, a bill of a lot (docs/bills.md). What differs between them is
// stated here, once, side by side; the record, the corrections and the queries of bills/ read it from here.

export type BillEntity = 'purchase' | 'sale';

/** The trail's, the 404's and the narrations' texts of a kind of bill. */
interface BillTexts {
  notFound: Message;
  partyNotFound: Message;
  /** The party is not of the kind's party types. */
  partyNotOfKind: Message;
  cropNotFound: Message;
  /** The trail's summary: the unit a word, the crop with its grade, the rate as ₹ en-IN. */
  recorded: (p: {
    id: number;
    quantity: string;
    unit: readonly [WordKey];
    crop: string | Message;
    party: string;
    rate: string;
  }) => Message;
  cancelled: (p: { id: number; reason: string }) => Message;
  corrected: (p: { id: number; newId: number }) => Message;
  /** The narration of the payment made with the bill. */
  paidWith: (p: { id: number }) => Message;
}

/** What differs between a purchase and a sale (docs/bills.md#the-differences). */
export interface BillKind {
  entity: BillEntity;
  /** The record's word in ledger descriptions ('Purchase #12: ...'). */
  word: 'Purchase' | 'Sale';
  table: typeof purchases | typeof sales;
  tableName: 'purchases' | 'sales';
  /** The columns every bill has, under the kind's names (the date is purchase_date or sale_date). */
  columns: {
    id: AnyPgColumn;
    date: AnyPgColumn;
    partyId: AnyPgColumn;
    cropId: AnyPgColumn;
    qualityGrade: AnyPgColumn;
    quantity: AnyPgColumn;
    rate: AnyPgColumn;
    totalAmount: AnyPgColumn;
  };
  /** The record's id column written with its table name, for subqueries (corrections/correction-sql.ts). */
  idSql: string;
  /** Who the bill is with: a farmer sells to us, a trader or an exporter buys from us. */
  partyTypes: ReadonlySet<PartyType>;
  /** The party's ledger entry: a purchase credits the farmer (we owe), a sale debits the customer (owes us). */
  ledgerSide: 'credit' | 'debit';
  /** The lot comes into its (crop, grade) bucket at its landed cost, or goes out at the bucket's average cost. */
  stock: 'in' | 'out';
  /** Money paid with the bill: we pay the farmer, the customer pays us. */
  payment: {
    direction: PaymentDirection;
    /** The payment allocation's column naming the bill. */
    allocation: 'purchaseId' | 'saleId';
    /** The payment's column naming the bill it was recorded with (cancelled with it). */
    recordedWith: 'withPurchaseId' | 'withSaleId';
  };
  texts: BillTexts;
}

export const purchaseKind: BillKind = {
  entity: 'purchase',
  word: 'Purchase',
  table: purchases,
  tableName: 'purchases',
  columns: {
    id: purchases.id,
    date: purchases.purchaseDate,
    partyId: purchases.partyId,
    cropId: purchases.cropId,
    qualityGrade: purchases.qualityGrade,
    quantity: purchases.quantity,
    rate: purchases.rate,
    totalAmount: purchases.totalAmount,
  },
  idSql: '"purchases"."id"',
  partyTypes: new Set<PartyType>(['farmer']),
  ledgerSide: 'credit',
  stock: 'in',
  payment: { direction: 'paid', allocation: 'purchaseId', recordedWith: 'withPurchaseId' },
  texts: {
    notFound: msg('purchases.notFound'),
    partyNotFound: msg('purchases.partyNotFound'),
    partyNotOfKind: msg('purchases.partyNotFarmer'),
    cropNotFound: msg('purchases.cropNotFound'),
    recorded: (p) => msg('trail.purchaseRecorded', p),
    cancelled: (p) => msg('trail.purchaseCancelled', p),
    corrected: (p) => msg('trail.purchaseCorrected', p),
    paidWith: (p) => msg('narration.paidForPurchase', p),
  },
};

export const saleKind: BillKind = {
  entity: 'sale',
  word: 'Sale',
  table: sales,
  tableName: 'sales',
  columns: {
    id: sales.id,
    date: sales.saleDate,
    partyId: sales.partyId,
    cropId: sales.cropId,
    qualityGrade: sales.qualityGrade,
    quantity: sales.quantity,
    rate: sales.rate,
    totalAmount: sales.totalAmount,
  },
  idSql: '"sales"."id"',
  partyTypes: new Set<PartyType>(['trader', 'exporter']),
  ledgerSide: 'debit',
  stock: 'out',
  payment: { direction: 'received', allocation: 'saleId', recordedWith: 'withSaleId' },
  texts: {
    notFound: msg('sales.notFound'),
    partyNotFound: msg('sales.partyNotFound'),
    partyNotOfKind: msg('sales.partyNotCustomer'),
    cropNotFound: msg('sales.cropNotFound'),
    recorded: (p) => msg('trail.saleRecorded', p),
    cancelled: (p) => msg('trail.saleCancelled', p),
    corrected: (p) => msg('trail.saleCorrected', p),
    paidWith: (p) => msg('narration.receivedForSale', p),
  },
};
