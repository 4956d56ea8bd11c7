import { z } from 'zod';
import { language } from './auth';
import { id, optionalBusinessDate, timestamp } from './primitives';
import { v } from '../messages/validation';

// Share links (docs/sharing.md): a link that opens one document's PDF without signing in.

export const sharedDocuments = ['slip', 'bill', 'statement'] as const;
export const sharedDocument = z.enum(sharedDocuments, { error: v('validation.sharedDocument') });
export type SharedDocument = z.infer<typeof sharedDocument>;

export const shareSizes = ['a4', 'a5'] as const;
export const shareSize = z.enum(shareSizes, { error: v('validation.shareSize') });

/** How long a link works (the spec's 30 days). */
export const SHARE_LINK_DAYS = 30;

/**
 * POST /api/share: a slip or bill by `id`, a statement by `partyId` and its dates. `lang` defaults to the
 * business profile's documentLanguage, `size` to a4; a statement's `endDate` defaults to today, so the link
 * shows the period as it was when shared, never what is recorded later.
 */
export const shareInput = z
  .object({
    document: sharedDocument,
    id: id.optional(),
    partyId: id.optional(),
    startDate: optionalBusinessDate,
    endDate: optionalBusinessDate,
    lang: language.optional(),
    size: shareSize.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.document === 'statement') {
      if (body.partyId === undefined)
        ctx.addIssue({ code: 'custom', path: ['partyId'], message: v('validation.required') });
      if (body.startDate && body.endDate && body.startDate > body.endDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: v('validation.onOrAfterStart') });
    } else if (body.id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: v('validation.required') });
    }
  });
export type ShareInput = z.input<typeof shareInput>;

/** The link as made: its `url` is `/s/<token>`, on the app's own origin; the token is shown this once. */
export const shareLink = z.object({
  id: z.number(),
  url: z.string(),
  expiresAt: timestamp,
  document: sharedDocument,
  /** The language the document and the message go in. */
  lang: language,
  /** Who sends it (the business profile's name; null before one is set), for the message. */
  businessName: z.string().nullable(),
  /** Whom it is for, to address the message (WhatsApp). */
  party: z.object({ id: z.number(), name: z.string(), contactNumber: z.string().nullable() }),
});
export type ShareLink = z.infer<typeof shareLink>;

/** GET /api/share?document=&id= (or &partyId= for statements): the document's links that still work. */
export const shareListQuery = z.object({
  document: sharedDocument,
  id: id.optional(),
  partyId: id.optional(),
});

export const liveShareLink = z.object({
  id: z.number(),
  document: sharedDocument,
  lang: language,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: timestamp,
  expiresAt: timestamp,
});
export type LiveShareLink = z.infer<typeof liveShareLink>;
