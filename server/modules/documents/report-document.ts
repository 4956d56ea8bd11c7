import { compare, isZero } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import { expenseTypes } from '../../../common/schemas/choices';
import type { ReportPdfQuery } from '../../../common/schemas/documents';
import type { ProfitAndLoss, TradeReportRow } from '../../../common/schemas/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { profitAndLoss } from '../reports/profit-and-loss';
import { tradeReport, tradeReportSummary } from '../reports/trade-report';
import { namesOf } from '../reports/trade-report.queries';
import { getBusinessProfile } from '../settings/settings.queries';
import { dateText, fill, groupNumber, inr, texts as documentTexts } from './document-texts';
import { drawHeader, drawTotals } from './documents.service';
import { PdfLayout, type Lang, type PageSize } from './pdf-layout';
import { reportTexts, type ReportTexts } from './report-texts';

// "Export PDF" on Reports (docs/documents.md#the-reports-pdf): the report on screen as a PDF, made from what its JSON
// endpoints answer (the trade rows and their summary, or the profit and loss statement), so paper and screen
// never disagree. The firm on top, then the filters, the rows and the totals, in the reader's language.

export async function renderReport(
  db: Db,
  query: ReportPdfQuery,
  lang: Lang,
  timeZone: string,
): Promise<Buffer> {
  // Everything is read first: a refusal (an unknown party) leaves no half-drawn document behind.
  const profile = await getBusinessProfile(db);
  const content =
    query.type === 'profit_loss'
      ? await loadStatement(db, query, timeZone)
      : await loadTradeReport(db, query);
  const size: PageSize = query.size ?? 'a4';
  const r = reportTexts[lang];
  const title = r.titles[query.type];
  const period = `${dateText(query.startDate)} – ${dateText(query.endDate)}`;
  const layout = new PdfLayout({
    size,
    lang,
    title: `${title} ${period}`,
    footer: [profile.name, `${title} · ${period}`].filter(Boolean).join(' · '),
  });
  const t = documentTexts[lang];
  drawHeader(layout, profile, t, title, [[t.period, period]]);
  if (content.kind === 'statement') drawStatement(layout, content.statement, r, content.unitOf);
  else drawTradeReport(layout, content, query, r);
  return layout.finish();
}

type CropUnit = 'quintal' | 'kg' | 'ton';

async function loadStatement(db: Db, query: ReportPdfQuery, timeZone: string) {
  const statement = await profitAndLoss(db, { startDate: query.startDate, endDate: query.endDate }, timeZone);
  const units = (
    await namesOf(
      db,
      [],
      statement.byCrop.map((c) => c.cropId),
    )
  ).crops;
  return {
    kind: 'statement' as const,
    statement,
    unitOf: (cropId: number): CropUnit => units.get(cropId)?.unit ?? 'quintal',
  };
}

async function loadTradeReport(db: Db, query: ReportPdfQuery) {
  const names = await namesOf(
    db,
    query.partyId === undefined ? [] : [query.partyId],
    query.cropId === undefined ? [] : [query.cropId],
  );
  const party = query.partyId === undefined ? undefined : names.parties.get(query.partyId);
  const crop = query.cropId === undefined ? undefined : names.crops.get(query.cropId);
  if (query.partyId !== undefined && !party) throw AppError.notFound(msg('parties.notFound'));
  if (query.cropId !== undefined && !crop) throw AppError.notFound(msg('crops.notFound'));
  const filters = {
    type: query.type,
    startDate: query.startDate,
    endDate: query.endDate,
    partyId: query.partyId,
    cropId: query.cropId,
    q: query.q,
  };
  // Without a limit the report answers every row (newest first), as the CSV export reads it.
  const rows = (await tradeReport(db, filters)) as TradeReportRow[];
  const summary = await tradeReportSummary(db, filters);
  return { kind: 'trades' as const, partyName: party?.name, cropName: crop?.name, rows, summary };
}

function drawTradeReport(
  layout: PdfLayout,
  content: Awaited<ReturnType<typeof loadTradeReport>>,
  query: ReportPdfQuery,
  r: ReportTexts,
): void {
  const { rows, summary } = content;
  const sales = query.type === 'sales';
  const t = documentTexts[layout.lang];
  layout.pairs([
    [r.party, content.partyName ?? r.allParties],
    [r.crop, content.cropName ?? r.allCrops],
    [r.search, query.q ?? ''],
  ]);
  layout.gap(0.6);
  layout.table(
    [
      // A date, a crore of rupees and a quantity with its unit fit their columns on A5 as on A4.
      { label: t.date, width: 1.6 },
      { label: r.party, width: 2.5 },
      { label: r.crop, width: 1.6 },
      { label: r.quantity, width: 1.8, align: 'right' },
      { label: t.rate, width: 1.4, align: 'right' },
      { label: t.amount, width: 1.9, align: 'right' },
      sales ? { label: r.status, width: 1.2 } : { label: r.grade, width: 0.9 },
    ],
    rows.map((row) => ({
      cells: [
        dateText(row.date),
        row.partyName,
        row.cropName,
        `${groupNumber(row.quantity, 3)} ${t.units[row.unit]}`,
        inr(row.rate),
        inr(row.amount),
        sales ? (row.paymentStatus ? r.paymentStatus[row.paymentStatus] : '') : (row.qualityGrade ?? ''),
      ],
    })),
  );
  if (rows.length === 0) {
    layout.gap(0.4);
    layout.paragraph(r.noRows, { color: '#555555' });
  }
  layout.gap(0.6);
  drawTotals(layout, [
    [r.rows, groupNumber(String(summary.count), 0)],
    [r.totalQuantity, fill(r.quintals, { quantity: groupNumber(summary.totalQuantity, 3) })],
    [r.avgRate, fill(r.perQuintal, { rate: inr(summary.avgRate) })],
    [r.totalAmount, inr(summary.totalAmount), true],
  ]);
}

/** The statement: income and cost, charges, stock adjustments, expenses by type, the net; then by crop. */
function drawStatement(
  layout: PdfLayout,
  s: ProfitAndLoss,
  r: ReportTexts,
  unitOf: (cropId: number) => CropUnit,
): void {
  const minus = (amount: string) => (isZero(amount) ? inr(amount) : `− ${inr(amount)}`);
  const line = (label: string, amount: string, bold = false) => ({ cells: [label, amount], bold });
  const loss = compare(s.netProfit, '0') < 0;
  layout.table(
    [
      { label: documentTexts[layout.lang].particulars, width: 5 },
      { label: documentTexts[layout.lang].amount, width: 2, align: 'right' },
    ],
    [
      line(r.sales, inr(s.sales)),
      line(r.costOfGoods, minus(s.costOfGoods)),
      line(r.grossProfit, inr(s.grossProfit), true),
      line(r.chargesEarned, inr(s.chargesEarned)),
      line(r.chargesBorne, minus(s.chargesBorne)),
      line(r.stockAdjustments, inr(s.stockAdjustments)),
      ...expenseTypes.map((type) => line(`${r.expenses}: ${r.expenseTypes[type]}`, minus(s.expenses[type]))),
      line(r.totalExpenses, minus(s.expenses.total), true),
      line(loss ? r.netLoss : r.netProfit, inr(s.netProfit), true),
    ],
  );
  layout.gap(1);
  layout.paragraph(r.byCrop, { bold: true, scale: 1.15 });
  layout.gap(0.3);
  const t = documentTexts[layout.lang];
  layout.table(
    [
      { label: r.crop, width: 2.4 },
      { label: r.quantitySold, width: 1.7, align: 'right' },
      { label: r.sales, width: 1.7, align: 'right' },
      { label: r.costOfGoods, width: 1.7, align: 'right' },
      { label: r.grossProfit, width: 1.7, align: 'right' },
    ],
    [
      ...s.byCrop.map((c) => ({
        cells: [
          c.cropName,
          `${groupNumber(c.quantitySold, 3)} ${t.units[unitOf(c.cropId)]}`,
          inr(c.sales),
          inr(c.costOfGoods),
          inr(c.grossProfit),
        ],
      })),
      { cells: [t.total, '', inr(s.sales), inr(s.costOfGoods), inr(s.grossProfit)], bold: true },
    ],
  );
  if (s.byCrop.length === 0) {
    layout.gap(0.4);
    layout.paragraph(r.noCrops, { color: '#555555' });
  }
}
