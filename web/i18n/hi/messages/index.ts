// The server's messages in Hindi (docs/messages.md), from the one catalogue in common/messages. An answer
// names its message by key and parameters; a text without them (a form's own check, an old answer) is found
// by matching the English templates.
import { isMessageKey, readEnglish, say, withTextsRead } from '@common/messages/say';
import type { Params } from '@common/messages/fill';

export { hiMessages, hiWords } from '@common/messages/hi';

/**
 * `english` in Hindi: by its key and parameters when the server gave them, else by matching the English
 * templates. Undefined when it is none of the catalogue's messages.
 */
export function hindiOf(english: string, key?: string, params?: Params): string | undefined {
  if (key !== undefined && isMessageKey(key)) {
    // A text parameter may itself be a message (the field message inside "Invalid input: …").
    return say({ key, params: withTextsRead(params, 'messages') }, 'hi');
  }
  const found = readEnglish(english, 'messages');
  return found && say(found, 'hi');
}

/**
 * A record's English (a ledger description, an audit summary) in Hindi when it was written from a narration
 * or a trail template; undefined for any other text, such as an expense's description as the user typed it.
 * The server says its records in the user's language itself; this reads a text the client has in English.
 */
export function narrationInHindi(text: string): string | undefined {
  const found = readEnglish(text, 'records');
  return found && say(found, 'hi');
}
