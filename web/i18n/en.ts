// The one English catalogue of every visible text, split into one module per domain so that each feature owns
// its texts. Keys are type-checked through web/i18n/i18n.ts. It loads in parts: what the sign-in page needs
// (./en-core.ts), what every signed-in screen may show (./en-shared.ts) with the signed-in app, and each
// screen's own texts with its page (./en-screens.ts).
import { enCore } from './en-core';
import { enScreens } from './en-screens';
import { lotCharges } from './en/lot-charges';
import { offline } from './en/offline';
import { share } from './en/share';
import { shareDialog } from './en/share-dialog';

// `offline` comes with the offline page alone (web/app/offline-page.tsx), `lotCharges` with the lot panel
// of the purchase and sale forms (web/components/lot-panel.tsx), `share` and `shareDialog` with the Share
// button and its dialog (web/components/share-document*.tsx).
export const en = { ...enCore, ...enScreens, offline, lotCharges, share, shareDialog } as const;
