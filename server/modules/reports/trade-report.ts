import type {
  ReportType,
  TradeReportPage,
  TradeReportQuery,
  TradeReportRow,
  TradeReportSummary,
  TradeReportSummaryQuery,
} from '../../../common/schemas/reports';
import type { Db } from '../../db/client';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import { countPurchases, listPurchases, type PurchaseFilter } from '../purchases/purchases.queries';
import { countSales, listSales, type SaleFilter } from '../sales/sales.queries';
import { namesOf, tradeReportTotals } from './trade-report.queries';

// The Reports screen's sales and purchase views (docs/screens.md#reports): the rows and the cards come from
// the sales and purchase lists' own filters, so the report and the lists can never disagree. Every type but
// sales falls through to the purchase view; only active records count.

export type View = 'sales' | 'purchase';
export const viewOf = (type: ReportType): View => (type === 'sales' ? 'sales' : 'purchase');

export function filterOf(q: TradeReportSummaryQuery): SaleFilter & PurchaseFilter {
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    partyId: q.partyId,
    cropId: q.cropId,
    q: q.q,
    qFigures: true,
    status: 'active',
  };
}

/** GET /api/reports/summary: count, amount, quintals and the average rate, in one statement. */
export function tradeReportSummary(db: Db, query: TradeReportSummaryQuery): Promise<TradeReportSummary> {
  return tradeReportTotals(db, viewOf(query.type), filterOf(query));
}

interface TradeLine {
  id: number;
  date: string;
  partyId: number;
  cropId: number;
  quantity: string;
  rate: string;
  totalAmount: string;
  paymentStatus: TradeReportRow['paymentStatus'];
  qualityGrade: string | null;
  moistureContent: string | null;
}

async function lines(
  db: Db,
  view: View,
  f: SaleFilter & PurchaseFilter,
  page?: { limit: number; before?: { date: string; id: number } },
): Promise<TradeLine[]> {
  if (view === 'sales') {
    return (await listSales(db, f, page)).map((s) => ({
      id: s.id,
      date: s.saleDate,
      partyId: s.partyId,
      cropId: s.cropId,
      quantity: s.quantity,
      rate: s.rate,
      totalAmount: s.totalAmount,
      paymentStatus: s.paymentStatus,
      qualityGrade: s.qualityGrade,
      moistureContent: null,
    }));
  }
  return (await listPurchases(db, f, page)).map((p) => ({
    id: p.id,
    date: p.purchaseDate,
    partyId: p.partyId,
    cropId: p.cropId,
    quantity: p.quantity,
    rate: p.rate,
    totalAmount: p.totalAmount,
    paymentStatus: null,
    qualityGrade: p.qualityGrade,
    moistureContent: p.moistureContent,
  }));
}

async function withNames(db: Db, rows: TradeLine[]): Promise<TradeReportRow[]> {
  const names = await namesOf(
    db,
    [...new Set(rows.map((r) => r.partyId))],
    [...new Set(rows.map((r) => r.cropId))],
  );
  return rows.map((r) => {
    const party = names.parties.get(r.partyId);
    const crop = names.crops.get(r.cropId);
    // Foreign keys keep every trade's party and crop, and a party or crop with trades cannot be deleted.
    if (!party || !crop) throw new Error(`trade ${r.id} names a party or crop that is not on file`);
    return {
      id: r.id,
      date: r.date,
      partyId: r.partyId,
      partyName: party.name,
      partyType: party.type,
      cropId: r.cropId,
      cropName: crop.name,
      unit: crop.unit,
      quantity: r.quantity,
      rate: r.rate,
      amount: r.totalAmount,
      paymentStatus: r.paymentStatus,
      qualityGrade: r.qualityGrade,
      moistureContent: r.moistureContent,
    };
  });
}

/** GET /api/reports/trades: newest first; a keyset page with `total` when `limit` is given, else every row. */
export async function tradeReport(
  db: Db,
  query: TradeReportQuery,
): Promise<TradeReportRow[] | TradeReportPage> {
  const view = viewOf(query.type);
  const filter = filterOf(query);
  if (query.limit === undefined) return withNames(db, await lines(db, view, filter));
  const before = query.cursor === undefined ? undefined : decodeDateIdCursor(query.cursor);
  const rows = await lines(db, view, filter, { limit: query.limit + 1, before });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await withNames(db, pageRows),
    total: view === 'sales' ? await countSales(db, filter) : await countPurchases(db, filter),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.date, last.id]) : null,
  };
}
