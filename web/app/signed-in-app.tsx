import { enShared } from '@/i18n/en-shared';
import { addScreenTexts } from '@/i18n/i18n';
import { BrowserRouter } from '@/lib/router';
import { AppRoutes } from './router';

// The English texts every screen may show come with this chunk, not with the sign-in page; each screen's own
// come with its page (web/i18n/en-screens.ts, docs/decisions/0010-first-load.md).
addScreenTexts(enShared);

/** The router and the shell: loaded only once someone has signed in (see ./root.tsx). */
export default function SignedInApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
