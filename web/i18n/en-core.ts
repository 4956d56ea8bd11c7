// The English texts the sign-in page needs, bundled with it; the screens' texts (./en-screens.ts) come with
// the signed-in app's own chunk, so the sign-in page's first load stays within its budget
// (docs/decisions/0010-first-load.md).
import { auth } from './en/auth';
import { common } from './en/common';
import { language } from './en/language';

export const enCore = {
  common,
  auth,
  language,
} as const;
