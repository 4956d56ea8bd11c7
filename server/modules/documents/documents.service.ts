import type { DocumentRequest } from '../../../common/schemas/documents';
import { add, compare, isZero } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountBookOf } from '../accounts/account-book.service';
import { partyStatement } from '../ledger/ledger.service';
import { getPurchase } from '../purchases/purchases.service';
import { getSale } from '../sales/sales.service';
import { getBusinessProfile } from '../settings/settings.queries';
import type { BusinessProfile as DocumentProfile } from '../../../common/schemas/settings';
import { amountInWords } from './amount-words';
import {
  balanceText,
  dateText,
  fill,
  groupNumber,
  inr,
  quantityText,
  texts,
  type Texts,
} from './document-texts';
import { findEntryDocumentNumbers, findLotRefs, findPartyRefs, type LotRefs } from './documents.queries';
import { PdfLayout, type Lang, type PageSize } from './pdf-layout';

// The farmer's slip, the sale bill, the party statement and a day's cash book as PDFs (docs/documents.md).
// Each reads what its JSON endpoint answers (the same services), so paper and screen never disagree.

/**
 * What a lot may carry beyond the fields every purchase and sale has: bags and weighing, its charges and its
 * bill amount (docs/posting.md#bags-and-weights–3). Read when present, so the documents show them as soon as lots have them.
 */
interface LotExtras {
  bags?: number | null;
  grossWeight?: string | null;
  tarePerBagKg?: string | null;
  tareDeduction?: string | null;
  standardMoisture?: string | null;
  moistureDeduction?: string | null;
  moistureContent?: string | null;
  deductions?: string | null;
  netPayable?: string | null;
  billAmount?: string | null;
  documentNumber?: string | null;
  charges?: Array<{
    name: string;
    nameHi?: string | null;
    basis: 'percent' | 'per_bag' | 'per_quintal' | 'fixed';
    rate: string;
    amount: string;
    bornBy: 'party' | 'us';
    kind: 'retained' | 'paid_out';
  }>;
}

interface Lot extends LotExtras {
  id: number;
  quantity: string;
  rate: string;
  totalAmount: string;
  qualityGrade: 'A' | 'B' | 'C' | null;
  paidAmount: string;
  outstanding: string;
  status: 'active' | 'cancelled';
  cancelledAt: string | null;
  cancelReason: string | null;
}

/**
 * Renders one document as a PDF. 404 (AppError) when the purchase, sale, party or account does not exist;
 * 400 when the request lacks what its document needs. `lang` defaults to the business profile's
 * documentLanguage, `size` to a4.
 */
export async function renderDocument(db: Db, request: DocumentRequest): Promise<Buffer> {
  // The profile of Settings (docs/settings-and-charges.md): while none is set its name is null and no profile block prints.
  const profile = await getBusinessProfile(db);
  const lang: Lang = request.lang ?? profile.documentLanguage;
  const size: PageSize = request.size ?? 'a4';
  switch (request.document) {
    case 'slip':
      return renderLot(db, 'purchase', need(request.id, 'id'), profile, lang, size);
    case 'bill':
      return renderLot(db, 'sale', need(request.id, 'id'), profile, lang, size);
    case 'statement':
      return renderStatement(db, request, need(request.partyId, 'partyId'), profile, lang, size);
    case 'cashbook':
      return renderCashBook(db, need(request.id, 'id'), need(request.date, 'date'), profile, lang, size);
  }
}

function need<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw AppError.badRequest(msg('validation.required'), [field]);
  return value;
}

/** The business profile and the document's title, number and date on top of the first page. */
export function drawHeader(
  layout: PdfLayout,
  profile: DocumentProfile,
  t: Texts,
  title: string,
  meta: Array<[string, string]>,
): void {
  const top = layout.y;
  const rightWidth = layout.width * 0.4;
  const leftWidth = layout.width - rightWidth - layout.base;
  let y = top;
  if (profile.name) {
    for (const line of layout.wrap(profile.name, leftWidth, { bold: true, scale: 1.5 })) {
      layout.text(line, layout.left, y, { bold: true, scale: 1.5 });
      y += layout.lineHeight(1.5);
    }
    const details = [
      profile.address ?? '',
      profile.phone ? `${t.phone}: ${profile.phone}` : '',
      [
        profile.gstin ? `${t.gstin}: ${profile.gstin}` : '',
        profile.apmcLicence ? `${t.apmcLicence}: ${profile.apmcLicence}` : '',
      ]
        .filter(Boolean)
        .join('   '),
    ].filter(Boolean);
    for (const detail of details) {
      for (const line of layout.wrap(detail, leftWidth, { scale: 0.9 })) {
        layout.text(line, layout.left, y, { scale: 0.9, color: '#444444' });
        y += layout.lineHeight(0.9);
      }
    }
  }
  // The title and the number: on the right beside the profile, or on the left when there is none.
  const x = profile.name ? layout.right - rightWidth : layout.left;
  const width = profile.name ? rightWidth : layout.width;
  const align = profile.name ? 'right' : 'left';
  let ry = top;
  layout.text(title, x, ry, { bold: true, scale: 1.35, align, width });
  ry += layout.lineHeight(1.35);
  for (const [label, value] of meta) {
    layout.text(`${label} ${value}`, x, ry, { align, width });
    ry += layout.lineHeight();
  }
  layout.y = Math.max(y, ry) + layout.base * 0.4;
  layout.rule(layout.y, '#111111', 1);
  layout.y += layout.base * 0.8;
}

function chargeBasis(c: NonNullable<LotExtras['charges']>[number], t: Texts): string {
  switch (c.basis) {
    case 'percent':
      return fill(t.percent, { rate: groupNumber(c.rate, 2).replace(/\.?0+$/, '') });
    case 'per_bag':
      return fill(t.perBag, { rate: inr(c.rate) });
    case 'per_quintal':
      return fill(t.perQuintal, { rate: inr(c.rate) });
    case 'fixed':
      return t.fixed;
  }
}

/** Right-aligned label and amount rows under the lot: value, charges, what is paid and what is open. */
export function drawTotals(layout: PdfLayout, rows: Array<[string, string, boolean?]>): void {
  const width = layout.width * 0.55;
  const x = layout.right - width;
  for (const [label, value, bold] of rows) {
    layout.ensure(layout.lineHeight(bold ? 1.15 : 1));
    const scale = bold ? 1.15 : 1;
    layout.text(label, x, layout.y, { bold, scale });
    layout.text(value, x, layout.y, { bold, scale, align: 'right', width });
    layout.y += layout.lineHeight(scale);
    if (bold) {
      layout.doc
        .moveTo(x, layout.y - 1)
        .lineTo(layout.right, layout.y - 1)
        .lineWidth(0.6)
        .strokeColor('#999999')
        .stroke();
    }
  }
}

function townOf(refs: { city: string | null; state: string | null }): string {
  return [refs.city, refs.state].filter(Boolean).join(', ');
}

async function renderLot(
  db: Db,
  kind: 'purchase' | 'sale',
  id: number,
  profile: DocumentProfile,
  lang: Lang,
  size: PageSize,
): Promise<Buffer> {
  // getPurchase / getSale answer 404 for an unknown id, as their JSON endpoints do.
  const record = kind === 'purchase' ? await getPurchase(db, id) : await getSale(db, id);
  const date = 'purchaseDate' in record ? record.purchaseDate : record.saleDate;
  // The API objects of lots carry bags, weights and charges once recorded lots have them (docs/posting.md#bags-and-weights–3).
  const lot = record as Lot;
  const refs = await findLotRefs(db, kind, id);
  if (!refs) throw AppError.notFound(msg(kind === 'purchase' ? 'purchases.notFound' : 'sales.notFound'));
  const t = texts[lang];
  const title = kind === 'purchase' ? t.slip : t.bill;
  const number = lot.documentNumber ?? refs.documentNumber;
  const layout = new PdfLayout({
    size,
    lang,
    title: number ? `${title} ${number}` : title,
    footer: [profile.name, number].filter(Boolean).join(' · ') || t.printed,
  });
  drawHeader(layout, profile, t, title, [
    ...(number ? ([[t.number, number]] as Array<[string, string]>) : []),
    [t.date, dateText(date)],
  ]);
  drawLotBody(layout, kind, lot, refs, profile, t);
  return layout.finish({ cancelled: lot.status === 'cancelled' });
}

function drawLotBody(
  layout: PdfLayout,
  kind: 'purchase' | 'sale',
  lot: Lot,
  refs: LotRefs,
  profile: DocumentProfile,
  t: Texts,
): void {
  if (refs.replaces) layout.paragraph(`${t.replaces}: ${refs.replaces}`, { bold: true });
  if (lot.status === 'cancelled') {
    const on = lot.cancelledAt ? dateText(lot.cancelledAt) : '';
    layout.paragraph(fill(t.cancelledOn, { date: on, reason: lot.cancelReason ?? '' }), {
      bold: true,
      color: '#c00000',
    });
    if (refs.replacedBy) layout.paragraph(`${t.replacedBy}: ${refs.replacedBy}`, { bold: true });
  }
  if (refs.replaces || lot.status === 'cancelled') layout.gap(0.4);

  layout.pairs(
    [
      [kind === 'purchase' ? t.farmer : t.buyer, refs.partyName],
      [t.town, townOf(refs)],
      [t.phone, refs.phone ?? ''],
    ],
    { columns: 1 },
  );
  layout.gap(0.5);
  layout.rule();
  layout.gap(0.4);

  const unit = refs.unit;
  const rows: Array<[string, string]> = [
    [t.crop, `${refs.cropName}${lot.qualityGrade ? ` · ${t.grade} ${lot.qualityGrade}` : ''}`],
    [t.bags, lot.bags === null || lot.bags === undefined ? '' : groupNumber(String(lot.bags), 0)],
    [t.grossWeight, lot.grossWeight ? quantityText(lot.grossWeight, unit, t) : ''],
  ];
  if (lot.grossWeight && lot.tareDeduction && !isZero(lot.tareDeduction)) {
    rows.push([
      fill(t.tare, { bags: String(lot.bags ?? 0), kg: groupNumber(lot.tarePerBagKg ?? '0', 3) }),
      `− ${quantityText(lot.tareDeduction, unit, t)}`,
    ]);
  }
  if (lot.grossWeight && lot.moistureDeduction && !isZero(lot.moistureDeduction)) {
    rows.push([
      fill(t.moisture, { moisture: lot.moistureContent ?? '', standard: lot.standardMoisture ?? '' }),
      `− ${quantityText(lot.moistureDeduction, unit, t)}`,
    ]);
  } else if (lot.moistureContent) {
    rows.push([t.moistureContent, `${lot.moistureContent}%`]);
  }
  rows.push(
    [t.netQuantity, quantityText(lot.quantity, unit, t)],
    [t.rate, `${inr(lot.rate)} / ${t.units[unit]}`],
    [t.value, inr(lot.totalAmount)],
  );
  layout.pairs(rows, { columns: 1 });
  layout.gap(0.6);

  // The charges the party bears: what comes off the farmer's value, or onto the buyer's bill. Charges the
  // business bears are its own cost and not the party's paper (docs/documents.md#contents).
  const partyCharges = (lot.charges ?? []).filter((c) => c.bornBy === 'party');
  if (partyCharges.length > 0) {
    layout.table(
      [
        { label: t.charge, width: 3 },
        { label: t.basis, width: 3 },
        { label: t.amount, width: 2, align: 'right' },
      ],
      partyCharges.map((c) => ({
        cells: [layout.lang === 'hi' ? (c.nameHi ?? c.name) : c.name, chargeBasis(c, t), inr(c.amount)],
      })),
    );
    layout.gap(0.6);
  }

  const chargesTotal = partyCharges.reduce((sum, c) => add(sum, c.amount), '0.00');
  const billTotal =
    kind === 'purchase' ? (lot.netPayable ?? lot.totalAmount) : (lot.billAmount ?? lot.totalAmount);
  const totals: Array<[string, string, boolean?]> = [[t.value, inr(lot.totalAmount)]];
  if (kind === 'purchase' && compare(billTotal, lot.totalAmount) !== 0) {
    totals.push([t.deductions, `− ${inr(lot.deductions ?? chargesTotal)}`]);
  }
  if (kind === 'sale' && compare(billTotal, lot.totalAmount) !== 0) {
    totals.push([t.charges, `+ ${inr(chargesTotal)}`]);
  }
  totals.push([kind === 'purchase' ? t.netPayable : t.billTotal, inr(billTotal), true]);
  drawTotals(layout, totals);
  layout.gap(0.4);
  layout.paragraph(`${t.inWords}: ${amountInWords(billTotal, layout.lang)}`, { bold: true });
  layout.gap(0.4);
  drawTotals(layout, [
    [t.paidSoFar, inr(lot.paidAmount)],
    [t.outstanding, inr(lot.outstanding)],
  ]);
  layout.signatures([
    kind === 'purchase' ? t.farmerSignature : t.buyerSignature,
    profile.name ? fill(t.forBusiness, { name: profile.name }) : t.authorisedSignatory,
  ]);
}

const TYPE_HI = {
  purchase: 'खरीद',
  sale: 'बिक्री',
  payment: 'भुगतान',
  expense: 'खर्च',
  opening: 'प्रारंभिक शेष',
  other: 'अन्य',
} as const;

async function renderStatement(
  db: Db,
  request: DocumentRequest,
  partyId: number,
  profile: DocumentProfile,
  lang: Lang,
  size: PageSize,
): Promise<Buffer> {
  // The entries' descriptions in the document's language (docs/messages.md#records).
  const statement = await partyStatement(
    db,
    { partyId, startDate: request.startDate, endDate: request.endDate },
    lang,
  );
  const refs = (await findPartyRefs(db, partyId)) ?? { phone: null, city: null, state: null };
  const numbers = await findEntryDocumentNumbers(
    db,
    statement.entries
      .filter((e) => e.transactionType === 'purchase' || e.transactionType === 'sale')
      .map((e) => e.id),
  );
  const t = texts[lang];
  const party = statement.party;
  const layout = new PdfLayout({
    size,
    lang,
    title: `${t.statement}: ${party.name}`,
    footer: [profile.name, `${t.statement}: ${party.name}`].filter(Boolean).join(' · '),
  });
  const period =
    request.startDate && request.endDate
      ? `${dateText(request.startDate)} – ${dateText(request.endDate)}`
      : request.startDate
        ? fill(t.from, { date: dateText(request.startDate) })
        : request.endDate
          ? fill(t.upTo, { date: dateText(request.endDate) })
          : t.allDates;
  drawHeader(layout, profile, t, t.statement, [[t.period, period]]);
  layout.pairs(
    [
      [t.party, `${party.name} (${t.partyTypes[party.type as keyof Texts['partyTypes']] ?? party.type})`],
      [t.town, townOf(refs)],
      [t.phone, refs.phone ?? ''],
    ],
    {},
  );
  layout.gap(0.6);
  const rows = statement.entries.map((e) => {
    const number = numbers.get(e.id);
    const head =
      lang === 'hi'
        ? `${TYPE_HI[e.transactionType]}${number ? ` ${number}` : ''} · `
        : number
          ? `${number} · `
          : '';
    return {
      cells: [
        dateText(e.transactionDate),
        `${head}${e.description}`,
        isZero(e.debit) ? '' : inr(e.debit),
        isZero(e.credit) ? '' : inr(e.credit),
        balanceText(e.balance, t),
      ],
    };
  });
  layout.table(
    [
      { label: t.date, width: 1.25 },
      { label: t.particulars, width: 3.6 },
      { label: t.debit, width: 1.6, align: 'right' },
      { label: t.credit, width: 1.6, align: 'right' },
      { label: t.balance, width: 1.9, align: 'right' },
    ],
    [
      { cells: ['', t.openingBalance, '', '', balanceText(statement.openingBalance, t)], bold: true },
      ...rows,
      {
        cells: ['', t.total, inr(statement.totalDebit), inr(statement.totalCredit), ''],
        bold: true,
      },
      { cells: ['', t.closingBalance, '', '', balanceText(statement.closingBalance, t)], bold: true },
    ],
  );
  if (rows.length === 0) {
    layout.gap(0.4);
    layout.paragraph(t.noEntries, { color: '#555555' });
  }
  return layout.finish();
}

async function renderCashBook(
  db: Db,
  accountId: number,
  date: string,
  profile: DocumentProfile,
  lang: Lang,
  size: PageSize,
): Promise<Buffer> {
  // The time zone only sets a default date, and the day is always given here.
  const book = await accountBookOf(db, accountId, { startDate: date, endDate: date }, 'Asia/Kolkata', lang);
  const t = texts[lang];
  const layout = new PdfLayout({
    size,
    lang,
    title: `${t.cashbook}: ${book.account.name} ${dateText(date)}`,
    footer: [profile.name, `${t.cashbook}: ${book.account.name} · ${dateText(date)}`]
      .filter(Boolean)
      .join(' · '),
  });
  drawHeader(layout, profile, t, t.cashbook, [
    [t.account, book.account.name],
    [t.date, dateText(date)],
  ]);
  const lines = book.days.flatMap((d) => d.lines);
  layout.table(
    [
      { label: t.particulars, width: 4.4 },
      { label: t.moneyIn, width: 1.7, align: 'right' },
      { label: t.moneyOut, width: 1.7, align: 'right' },
      { label: t.balance, width: 1.9, align: 'right' },
    ],
    [
      { cells: [t.openingBalance, '', '', inr(book.openingBalance)], bold: true },
      ...lines.map((l) => ({
        cells: [
          [l.partyName, l.description].filter(Boolean).join(' · '),
          isZero(l.moneyIn) ? '' : inr(l.moneyIn),
          isZero(l.moneyOut) ? '' : inr(l.moneyOut),
          inr(l.balance),
        ],
      })),
      { cells: [t.total, inr(book.moneyIn), inr(book.moneyOut), ''], bold: true },
      { cells: [t.closingBalance, '', '', inr(book.closingBalance)], bold: true },
    ],
  );
  if (lines.length === 0) {
    layout.gap(0.4);
    layout.paragraph(t.noLines, { color: '#555555' });
  }
  return layout.finish();
}
