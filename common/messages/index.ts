// The catalogue of every text the server can answer with (docs/messages.md): each message has a key, an
// English template and, in ./hi, a Hindi one (./say.ts says a message in either). The API sends the English text as `message`
// (the spec's exact words) with the key and parameters beside it, so the client can say it in Hindi.
import { authMessages } from './en/auth';
import { mastersMessages } from './en/masters';
import { narrationsMessages } from './en/narrations';
import { notificationsMessages } from './en/notifications';
import { trailMessages } from './en/trail';
import { moneyMessages } from './en/money';
import { requestsMessages } from './en/requests';
import { settingsMessages } from './en/settings';
import { sharingMessages } from './en/sharing';
import { tradeMessages } from './en/trade';
import { validationMessages } from './en/validation';
import { enWords, type WordKey } from './en/words';
import { fill, type Params, type PlaceholderNames } from './fill';
import type { WordParamsOf } from './word-params';

export const enMessages = {
  ...validationMessages,
  ...requestsMessages,
  ...authMessages,
  ...mastersMessages,
  ...tradeMessages,
  ...moneyMessages,
  ...narrationsMessages,
  ...trailMessages,
  ...settingsMessages,
  ...notificationsMessages,
  ...sharingMessages,
} as const;

export type MessageKey = keyof typeof enMessages;

/** A message as the server keeps it until it answers: its key and parameters (English is made from them). */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Params;
}

/** A word list parameter's words must be ones the languages know (en/words.ts). */
type WordList = readonly (WordKey | readonly [count: number, word: WordKey])[];
/**
 * Each placeholder: a word list where word-params.ts says so, a text, a figure or a message of its own (said
 * in the same language, docs/messages.md#records) anywhere else.
 */
type ParamsOf<K extends MessageKey> = {
  readonly [P in PlaceholderNames<(typeof enMessages)[K]>]: P extends WordParamsOf<K>
    ? WordList
    : string | number | Message;
};
type ParamsArg<K extends MessageKey> = [PlaceholderNames<(typeof enMessages)[K]>] extends [never]
  ? []
  : [params: ParamsOf<K>];

/** The message `key` with its parameters, which the type checks against the template's placeholders. */
export function msg<K extends MessageKey>(key: K, ...params: ParamsArg<K>): Message {
  return params[0] === undefined ? { key } : { key, params: params[0] };
}

/** The message in English, as the API sends it (a message inside it in English too). */
export function english(message: Message): string {
  return fill(enMessages[message.key], message.params, enWords, 'and', (inner) =>
    inner.key in enMessages ? english(inner as Message) : inner.key,
  );
}

export type { NestedMessage, Params, ParamValue } from './fill';
export type { WordKey } from './en/words';
