/**
 * The API's messages about share links (server/modules/share), in English.
 * common/messages/hi/sharing.ts has the same keys in Hindi.
 */
export const sharingMessages = {
  'share.notFound': 'Share link not found',
} as const;
