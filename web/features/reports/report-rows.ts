import { QUINTALS_PER_UNIT } from '@common/schemas/choices';
import type { Crop, CropUnit } from '@common/schemas/crops';
import type { Party, PartyType } from '@common/schemas/parties';
import type { QualityGrade } from '@common/schemas/primitives';
import type { Purchase } from '@common/schemas/purchases';
import type { PaymentStatus, Sale } from '@common/schemas/sales';
import { divide, isZero, multiply, round, sumAt } from '@common/decimal';

/** The generator's types; only sales and purchase have a view of their own (docs/screens.md#reports). */
export const reportTypes = ['sales', 'purchase', 'inventory', 'ledger', 'profit_loss'] as const;
export type ReportType = (typeof reportTypes)[number];
export type ReportView = 'sales' | 'purchase';

/** Every type other than sales falls through to the purchase view (docs/screens.md#reports). */
export function reportView(type: ReportType): ReportView {
  return type === 'sales' ? 'sales' : 'purchase';
}

/** One sale or purchase as the report shows it, with its party and crop looked up. */
export interface ReportRow {
  id: number;
  date: string;
  partyId: number;
  partyName: string | undefined;
  partyType: PartyType | undefined;
  cropId: number;
  cropName: string | undefined;
  unit: CropUnit;
  quantity: string;
  rate: string;
  /** quantity × rate (for a purchase without its expenses, so that Avg. Rate is a true rate). */
  amount: string;
  paymentStatus: PaymentStatus | undefined;
  qualityGrade: QualityGrade | null;
  moistureContent: string | null;
}

export function toReportRows(
  view: ReportView,
  sales: readonly Sale[],
  purchases: readonly Purchase[],
  parties: ReadonlyMap<number, Party>,
  crops: ReadonlyMap<number, Crop>,
): ReportRow[] {
  const base = (r: {
    id: number;
    partyId: number;
    cropId: number;
    quantity: string;
    rate: string;
    totalAmount: string;
  }) => {
    const party = parties.get(r.partyId);
    const crop = crops.get(r.cropId);
    return {
      id: r.id,
      partyId: r.partyId,
      partyName: party?.name,
      partyType: party?.type,
      cropId: r.cropId,
      cropName: crop?.name,
      unit: crop?.unit ?? 'quintal',
      quantity: r.quantity,
      rate: r.rate,
      amount: r.totalAmount,
      qualityGrade: null,
      moistureContent: null,
    } as const;
  };
  if (view === 'sales') {
    return sales.map((s) => ({
      ...base(s),
      date: s.saleDate,
      paymentStatus: s.paymentStatus,
      qualityGrade: s.qualityGrade,
    }));
  }
  return purchases.map((p) => ({
    ...base(p),
    date: p.purchaseDate,
    paymentStatus: undefined,
    qualityGrade: p.qualityGrade,
    moistureContent: p.moistureContent,
  }));
}

export interface RowFilters {
  search: string;
  /** undefined: all parties. */
  partyId: number | undefined;
  cropId: number | undefined;
}

/** The search matches party name, crop name, amount, quantity or rate as text (docs/screens.md#reports). */
export function filterRows(rows: readonly ReportRow[], { search, partyId, cropId }: RowFilters): ReportRow[] {
  const needle = search.trim().toLowerCase();
  return rows.filter((row) => {
    if (partyId !== undefined && row.partyId !== partyId) return false;
    if (cropId !== undefined && row.cropId !== cropId) return false;
    if (!needle) return true;
    return [row.partyName ?? '', row.cropName ?? '', row.amount, row.quantity, row.rate].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

export interface ReportSummary {
  totalAmount: string;
  /** In quintals: kg ÷ 100, ton × 10 (docs/screens.md#quintals). */
  totalQuantity: string;
  count: number;
  /** totalAmount ÷ totalQuantity, per quintal; 0 when there are no rows (docs/screens.md#reports). */
  avgRate: string;
}

export function summarize(rows: readonly ReportRow[]): ReportSummary {
  const totalAmount = sumAt(
    rows.map((r) => r.amount),
    2,
  );
  // kg × 0.01 needs 5 decimals to stay exact; the rate is divided by the exact sum.
  const exactQuantity = sumAt(
    rows.map((r) => multiply(r.quantity, QUINTALS_PER_UNIT[r.unit], 5)),
    5,
  );
  return {
    totalAmount,
    totalQuantity: round(exactQuantity, 3),
    count: rows.length,
    avgRate: isZero(exactQuantity) ? '0.00' : divide(totalAmount, exactQuantity, 2),
  };
}
