/** The share dialog's texts (docs/sharing.md#the-screen), added when the dialog's code first loads. */
export const shareDialog = {
  title: {
    slip: 'Share the slip',
    bill: 'Share the bill',
    statement: 'Share the statement',
  },
  description: 'Anyone with the link opens the PDF without signing in. Send it only to the party.',
  making: 'Making the link…',
  failed: 'Could not make the link',
  retry: 'Try again',
  link: 'Link',
  worksUntil: 'Works until {{date}}, unless revoked.',
  sharePdf: 'Share the PDF',
  whatsApp: 'Share on WhatsApp',
  noPhone: '{{name}} has no phone number: choose the chat in WhatsApp.',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it',
  revoke: 'Revoke link',
  revoked: 'Link revoked: it no longer opens.',
  revokeFailed: 'Could not revoke the link',
  newLink: 'Make a new link',
  // The WhatsApp message, in the document's language (the business profile's documentLanguage).
  message: {
    slip: 'Namaste {{party}}, here is your slip from {{business}}: {{url}}',
    bill: 'Namaste {{party}}, here is your bill from {{business}}: {{url}}',
    statement: 'Namaste {{party}}, here is your account statement from {{business}}: {{url}}',
  },
  messageNoBusiness: {
    slip: 'Namaste {{party}}, here is your slip: {{url}}',
    bill: 'Namaste {{party}}, here is your bill: {{url}}',
    statement: 'Namaste {{party}}, here is your account statement: {{url}}',
  },
} as const;
