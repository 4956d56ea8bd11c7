// The printed documents as PDFs, opened from a row or a screen (docs/documents.md).
export const documents = {
  /** The row action's name: "Print Purchase #12" (the farmer's slip), "Print Sale #4" (the bill). */
  printRecord: 'Print {{record}}',
  /** The statement's and the cash book's button: the same document as a PDF made on the server. */
  printPdf: 'Print PDF',
  failed: 'The document could not be opened',
} as const;
