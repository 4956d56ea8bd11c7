import type { Message } from '../../common/messages';
import { isMessageKey, isNestedMessage, readEnglish, say, type Language } from '../../common/messages/say';

// A record's text (a ledger description, an audit summary) in the reader's language (docs/messages.md#records):
// said from the message stored with it; a record from before migration 0023 has none and is read back from its
// English; text a user typed (an expense's description) matches no template and stays as typed. No query: the
// lists pass what their one query read.

/** The stored message, when `stored` (a jsonb column) is one the catalogue knows. */
export function storedMessage(stored: unknown): Message | undefined {
  return isNestedMessage(stored) && isMessageKey(stored.key) ? (stored as Message) : undefined;
}

/** The record's message: stored, or read from its English; undefined for text a user typed. */
export function recordMessage(stored: unknown, english: string): Message | undefined {
  return storedMessage(stored) ?? readEnglish(english, 'records');
}

/** The record's text in `language`. */
export function recordText(stored: unknown, english: string, language: Language): string {
  const found = storedMessage(stored) ?? (language === 'en' ? undefined : readEnglish(english, 'records'));
  return found ? say(found, language) : english;
}
