// The one English catalogue of every visible text, split into one module per domain so that each feature owns
// its texts. Keys are type-checked through web/i18n/i18n.ts. It loads in parts: what the sign-in page needs
// (./en-core.ts), what every signed-in screen may show (./en-shared.ts) with the signed-in app, and each
// screen's own texts with its page (./en-screens.ts).
import { enCore } from './en-core';
import { enScreens } from './en-screens';

export const en = { ...enCore, ...enScreens } as const;
