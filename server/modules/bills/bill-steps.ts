import type { CropUnit } from '../../../common/schemas/crops';
import type { LotCharge, LotChargeData } from '../../../common/schemas/lots';
import type { QualityGrade } from '../../../common/schemas/primitives';
import type { DbOrTx, Tx } from '../../db/client';
import type { CancellationJson } from '../corrections/correction-sql';
import type { BeforePaidWith, PaidWithField } from '../corrections/payments-carried';
import type { BillFilter, NewestFirstPage } from './bill.queries';
import type { BillKind } from './bill-kinds';
import type { ChargeSources } from './lot-charges';

// The one place where a kind of bill plugs its own rows into the bill core (docs/bills.md#the-core):
// purchases/purchase-bills.ts and sales/sale-bills.ts each give one BillSteps. Everything the two kinds share
// (the party and crop, the stock, the ledger, the payment made with it, the trail, cancel and amend, the
// lists' paging) is done once by bills/ from these.

/** What every bill's body carries. */
export interface BillData {
  partyId: number;
  cropId: number;
  /** Left out only when the lot is weighed: its quantity is then the net of the weighing. */
  quantity?: string;
  rate: string;
  qualityGrade?: QualityGrade | null;
  /** Left out: the schedule's active charges of this kind apply (docs/posting.md#charges). */
  charges?: readonly LotChargeData[];
}

/** What every bill's row holds. */
export interface BillRow {
  id: number;
  partyId: number;
  cropId: number;
  quantity: string;
  rate: string;
  totalAmount: string;
  qualityGrade: QualityGrade | null;
}

/** A row with what is paid of it (docs/money.md) and its cancellation (docs/corrections.md). */
export type WithPaid<Row> = Row & {
  paidAmount: string;
  outstanding: string;
  paymentStatus: 'pending' | 'partial' | 'paid';
  cancellation: CancellationJson | null;
  amends: number | null;
};

/** What every bill's answer holds. */
export interface BillView {
  id: number;
  partyId: number;
  cropId: number;
  quantity: string;
  qualityGrade: QualityGrade | null;
  totalAmount: string;
  paidAmount: string;
  createdAt: string;
  /** The charges copied onto the lot (docs/posting.md#charges). */
  charges: LotCharge[];
}

/** Every bill's amounts: the lot's value (quantity × rate, half-up to paise) and what the kind adds. */
export interface BillAmounts {
  /** The lot's quantity: as entered, or the net of its weighing (docs/posting.md#bags-and-weights). */
  quantity: string;
  totalAmount: string;
}

/** What the core hands a kind's insert: the checked references, and the stock a sale takes. */
export interface LotToInsert {
  /** An id taken beforehand (an amendment's new record). */
  id?: number;
  partyId: number;
  cropId: number;
  qualityGrade: QualityGrade | null;
  createdBy: number | null;
  /** A lot going out: what it costs at the bucket's average cost (docs/posting.md#sale). */
  costAmount?: string;
}

export interface BillSteps<
  Data extends BillData,
  Row extends BillRow,
  Bill extends BillView,
  Amounts extends BillAmounts = BillAmounts,
  Filter extends BillFilter = BillFilter,
> {
  kind: BillKind;
  /** The bill's date (purchaseDate, saleDate) of a body, a row or an answer. */
  dateOf(x: Data | Row | Bill): string;
  /**
   * The amounts the server computes, with the lot's charges read from the schedule in the recording
   * transaction (docs/posting.md#charges); whatever the client sent is ignored. `charges`: the schedule
   * when the body leaves its charges out (read with the party and crop), and an amendment's charges of the
   * lot it corrects, applied on their copied terms when the body names them (lot-charges.ts chargesOfBody).
   */
  amounts(tx: Tx, data: Data, crop: { id: number; unit: CropUnit }, charges: ChargeSources): Promise<Amounts>;
  /** The lot's quantity of a body (an amendment compares it with the old lot's), the crop's unit read. */
  quantityOf(tx: Tx, data: Data): Promise<string>;
  /**
   * What the body pays with the bill, checked against its amounts (400 naming the field): undefined for
   * nothing.
   */
  paidWith(data: Data, amounts: Amounts): string | undefined;
  /** The body's field an amendment's 400 names when what it pays does not fit (payments-carried.ts). */
  paidWithField(data: Data): PaidWithField;
  /** Inserts the bill's row and its own rows (a purchase's expense rows); how to answer with it. */
  insert(
    tx: Tx,
    data: Data,
    amounts: Amounts,
    lot: LotToInsert,
  ): Promise<{ row: Row; toBill: (row: WithPaid<Row>) => Bill }>;
  /** The amount the party's ledger entry carries and payments settle (docs/money.md#bills-carry-what-is-paid). */
  billAmount(row: Row): string;
  /** The value the lot moves its bucket by: a purchase's landed cost, a sale's cost of goods. */
  stockValue(x: Row | Bill): string;
  /** The payment status of a bill nothing is paid of yet. */
  unpaidStatus(row: Row): 'pending' | 'partial';
  find(db: DbOrTx, id: number): Promise<WithPaid<Row> | undefined>;
  /** The answers of rows read, with whatever they carry (a purchase's expense rows: one query for all). */
  toBills(db: DbOrTx, rows: WithPaid<Row>[]): Promise<Bill[]>;
  /** Newest first, over the list's filters; a page after `before` when given. */
  list(db: DbOrTx, filter: Filter, page?: NewestFirstPage): Promise<WithPaid<Row>[]>;
  count(db: DbOrTx, filter: Filter): Promise<number>;
}

export interface RecordOptions {
  /** An id taken beforehand: an amendment names it in the old record's reason. */
  id?: number;
  /** False when the caller writes the audit row itself (an amendment's one row). */
  audit?: boolean;
}

/** How a purchase or a sale is recorded: as any record, and, for an amendment, what comes between. */
export interface BillRecordOptions extends RecordOptions {
  /**
   * Called once the new bill is posted and before the payment made with it (an amendment carries the old
   * bill's payments here: corrections/payments-carried.ts); given what the body pays with it.
   */
  beforePaidWith?: BeforePaidWith;
  /** False when the caller moves the stock itself (a price correction: corrections/price-correction.ts). */
  receiveStock?: boolean;
  /**
   * An amendment: the charges copied onto the lot it corrects. One the body names is applied as the lot has
   * it, even when the schedule has since changed, deactivated or deleted it (lot-charges.ts chargesOfBody).
   */
  copiedCharges?: readonly LotCharge[];
}
