import type { sharingMessages } from '../en/sharing';

/** common/messages/en/sharing.ts in Hindi: the same keys, the same {{placeholders}}. */
export const hiSharingMessages: Record<keyof typeof sharingMessages, string> = {
  'share.notFound': 'शेयर लिंक नहीं मिला',
};
