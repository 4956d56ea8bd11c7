// The catalogue in Hindi (docs/messages.md): the same keys and {{placeholders}} as ../en, one file per area.
// The server says its records and titles with it (../say.ts); the web's Hindi chunk says the server's
// messages with it, so an English session never loads it.
import type { MessageKey } from '../index';
import { hiAuthMessages } from './auth';
import { hiMastersMessages } from './masters';
import { hiMoneyMessages } from './money';
import { hiNarrationsMessages } from './narrations';
import { hiNotificationsMessages } from './notifications';
import { hiTrailMessages } from './trail';
import { hiRequestsMessages } from './requests';
import { hiSettingsMessages } from './settings';
import { hiSharingMessages } from './sharing';
import { hiTradeMessages } from './trade';
import { hiValidationMessages } from './validation';

export const hiMessages: Record<MessageKey, string> = {
  ...hiValidationMessages,
  ...hiRequestsMessages,
  ...hiAuthMessages,
  ...hiMastersMessages,
  ...hiTradeMessages,
  ...hiMoneyMessages,
  ...hiNarrationsMessages,
  ...hiTrailMessages,
  ...hiSettingsMessages,
  ...hiNotificationsMessages,
  ...hiSharingMessages,
};

export { hiWords } from './words';
