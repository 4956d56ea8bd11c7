import type { documents as en } from '../en/documents';
import type { Translation } from '../catalogue';

// छपे दस्तावेज़ PDF में, किसी पंक्ति या स्क्रीन से खोले गए (docs/documents.md).
export const documents = {
  printRecord: '{{record}} छापें',
  printPdf: 'PDF छापें',
  failed: 'दस्तावेज़ नहीं खुल सका',
} as const satisfies Translation<typeof en>;
