/** Sharing a document by link (docs/sharing.md): the Share button of a row; its dialog's texts are in share-dialog.ts. */
export const share = {
  action: 'Share',
  slipOf: 'Share the slip of purchase #{{record}}',
  billOf: 'Share the bill of sale #{{record}}',
} as const;
