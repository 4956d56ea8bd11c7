import { z } from 'zod';
import { language } from './auth';
import { statementQuery } from './ledger';
import { optionalBusinessDate } from './primitives';
import { tradeReportSummaryQuery } from './reports';
import { v } from '../messages/validation';

// The printed documents (docs/documents.md): a purchase's farmer's slip, a sale's bill, a party statement and a
// day's cash book, as PDFs made on the server, in English or Hindi, on A4 or A5 (portrait).

export const pageSizes = ['a4', 'a5'] as const;
export const pageSize = z.enum(pageSizes, { error: v('validation.pageSize') });
export type PageSize = z.infer<typeof pageSize>;

export const documentKinds = ['slip', 'bill', 'statement', 'cashbook'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `?lang=en|hi` (default: the business profile's documentLanguage) and `?size=a4|a5` (default a4). */
export const documentOptions = {
  lang: z.preprocess(blankToUndefined, language.optional()),
  size: z.preprocess(blankToUndefined, pageSize.optional()),
};

/** GET /api/purchases/:id/slip.pdf, GET /api/sales/:id/bill.pdf. */
export const documentQuery = z.object(documentOptions);

/** GET /api/ledger/statement.pdf?partyId=&startDate=&endDate=: the statement's own query and the options. */
export const statementPdfQuery = statementQuery.safeExtend(documentOptions);

/** GET /api/accounts/:id/book.pdf?date=: one day of the cash or bank book (default: today in the business). */
export const cashBookPdfQuery = z.object({ date: optionalBusinessDate, ...documentOptions });

/**
 * GET /api/reports/report.pdf: the Reports screen's report as it stands (its type, range, party, crop and
 * search; the profit and loss statement takes the range alone), and the options. `lang` left out: the
 * signed-in user's language.
 */
export const reportPdfQuery = tradeReportSummaryQuery.safeExtend(documentOptions);
export type ReportPdfQuery = z.output<typeof reportPdfQuery>;

/**
 * What renderDocument prints (server/modules/documents/documents.service.ts): the routes build it from their
 * path and query, and a shared link from what it was made for.
 */
export interface DocumentRequest {
  document: DocumentKind;
  /** The purchase (slip), sale (bill) or account (cashbook). */
  id?: number;
  /** The statement's party and its inclusive date range (either end open). */
  partyId?: number;
  startDate?: string;
  endDate?: string;
  /** The cash book's day. */
  date?: string;
  /** Default: the business profile's documentLanguage. */
  lang?: 'en' | 'hi';
  /** Default: a4. */
  size?: PageSize;
}
