import type { language as en } from '../en/language';
import type { Translation } from '../catalogue';

export const language = {
  label: 'भाषा',
  saveFailed: 'भाषा अगली बार लॉग इन के लिए सेव नहीं हो सकी',
} as const satisfies Translation<typeof en>;
