import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { businessToday } from '../../../common/business-day';
import {
  cashBookPdfQuery,
  documentQuery,
  reportPdfQuery,
  statementPdfQuery,
  type DocumentRequest,
} from '../../../common/schemas/documents';
import { idParams } from '../../../common/schemas/primitives';
import { renderDocument } from './documents.service';
import { renderReport } from './report-document';

// The documents as PDFs (docs/documents.md#endpoints), beside the JSON endpoint each is the paper of; signed in
// as those are. `inline`: the browser shows it in its own tab, from where it prints or saves.

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string, disposition = 'inline') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const render = (request: DocumentRequest) => renderDocument(app.db, request);

  app.get(
    '/api/purchases/:id/slip.pdf',
    { schema: { params: idParams, querystring: documentQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await render({ document: 'slip', id: request.params.id, ...request.query }),
        `slip-${request.params.id}.pdf`,
      ),
  );

  app.get(
    '/api/sales/:id/bill.pdf',
    { schema: { params: idParams, querystring: documentQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await render({ document: 'bill', id: request.params.id, ...request.query }),
        `bill-${request.params.id}.pdf`,
      ),
  );

  // A static segment: matched before '/api/ledger/statement'-like parametric routes, as the JSON one is.
  app.get(
    '/api/ledger/statement.pdf',
    { schema: { querystring: statementPdfQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await render({ document: 'statement', ...request.query }),
        `statement-${request.query.partyId}.pdf`,
      ),
  );

  // One day of an account's book (the cash book's day view, GET /api/accounts/:id/book?startDate=&endDate=).
  app.get(
    '/api/accounts/:id/book.pdf',
    { schema: { params: idParams, querystring: cashBookPdfQuery } },
    async (request, reply) => {
      const date = request.query.date ?? businessToday(app.config.BUSINESS_TIMEZONE);
      return sendPdf(
        reply,
        await render({ document: 'cashbook', id: request.params.id, ...request.query, date }),
        `cash-book-${request.params.id}-${date}.pdf`,
      );
    },
  );

  // "Export PDF" on Reports (docs/documents.md#reports): downloaded, in the reader's language unless asked.
  app.get('/api/reports/report.pdf', { schema: { querystring: reportPdfQuery } }, async (request, reply) => {
    const lang = request.query.lang ?? request.user?.language ?? 'en';
    const pdf = await renderReport(app.db, request.query, lang, app.config.BUSINESS_TIMEZONE);
    const { type, startDate, endDate } = request.query;
    return sendPdf(reply, pdf, `${type}_report_${startDate}_to_${endDate}.pdf`, 'attachment');
  });
};
