// A message in the reader's language, and the message an English text was made from (docs/messages.md). The
// server says its records (the ledger's descriptions, the audit trail's summaries) and the bell's titles in
// the signed-in user's language with `say`; a record written before records kept their message is read back
// from its English with `readEnglish`. The web's Hindi chunk says the server's messages with both.
import { enMessages, english, type Message, type MessageKey } from './index';
import { enWords } from './en/words';
import {
  fill,
  isNestedMessage,
  placeholders,
  type ListItem,
  type NestedMessage,
  type ParamValue,
  type Params,
} from './fill';
import { hiMessages, hiWords } from './hi';
import { isWordParam } from './word-params';

export type Language = 'en' | 'hi';

/** Records: the ledger's narrations and the audit trail's summaries (keys narration.* and trail.*). */
export const isRecordKey = (key: string) => key.startsWith('narration.') || key.startsWith('trail.');

/** Whether `key` is a message of the catalogue (a stored record may name one no longer there). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(enMessages, key);

// A bill named inside a record's free text ('for Sale #3, Purchase #4', 'Cancelled with Sale #3'), said with
// the Hindi word.
const BILL_REF = /\b(Sale|Purchase|Opening balance) #/g;
const billRefsInHindi = (text: string) =>
  text.replace(
    BILL_REF,
    (_, kind: 'Sale' | 'Purchase' | 'Opening balance') => `${hiWords[kind] as string} #`,
  );

/**
 * `message` in `language`: its template filled with its parameters, word lists said with the language's
 * words, a message inside it said in the same language. A key the catalogue lacks is said as the key.
 */
export function say(message: Message | NestedMessage, language: Language): string {
  if (!isMessageKey(message.key)) return message.key;
  if (language === 'en') return english(message as Message);
  const params = isRecordKey(message.key) ? billRefsOf(message.params) : message.params;
  return fill(hiMessages[message.key], params, hiWords, 'और', (inner) => say(inner, 'hi'));
}

function billRefsOf(params: Params | undefined): Params | undefined {
  if (!params) return params;
  const said: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(params)) {
    said[name] = typeof value === 'string' ? billRefsInHindi(value) : value;
  }
  return said;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
  literal: number;
}

/** Which templates a text may be: the server's messages, or the records (narrations and trail summaries). */
export type Scope = 'messages' | 'records';

/** A record's number (`id`, `newId`, `billId`): digits only, so "for Purchase #7, Sale #3" is no purchase's. */
const isNumberParam = (name: string) => name === 'id' || name.endsWith('Id');

// Each English template of a scope as a pattern, the most specific (most literal text) first.
const patterns: Partial<Record<Scope, Pattern[]>> = {};
function englishPatterns(scope: Scope): Pattern[] {
  patterns[scope] ??= (Object.entries(enMessages) as [MessageKey, string][])
    .filter(([key]) => isRecordKey(key) === (scope === 'records'))
    .map(([key, template]) => {
      const parts = template.split(/\{\{\w+\}\}/);
      const names = placeholders(template);
      const source = parts
        .map((part, i) => {
          const name = names[i];
          if (name === undefined) return escape(part);
          return `${escape(part)}${scope === 'records' && isNumberParam(name) ? '(\\d+)' : '(.+?)'}`;
        })
        .join('');
      return {
        key,
        names,
        regex: new RegExp(`^${source}$`, 's'),
        literal: parts.join('').length,
      };
    })
    .sort((a, b) => b.literal - a.literal);
  return patterns[scope];
}

// An English word (either form) → its key and whether it was the form for one.
let wordByText: Map<string, { key: string; one: boolean }> | undefined;
function wordsByText() {
  if (wordByText) return wordByText;
  wordByText = new Map();
  for (const [key, forms] of Object.entries(enWords)) {
    if (typeof forms === 'string') wordByText.set(forms, { key, one: false });
    else {
      wordByText.set(forms[1], { key, one: false });
      wordByText.set(forms[0], { key, one: true });
    }
  }
  return wordByText;
}

/** 'purchases', '3 purchases and 1 sale', 'Sale' as a word list; undefined for any other text. */
function wordList(text: string): ListItem[] | undefined {
  const items = text.split(/, | and /);
  const list: ListItem[] = [];
  for (const item of items) {
    const counted = /^(\d+) (.+)$/.exec(item);
    const word = wordsByText().get(counted ? counted[2]! : item);
    if (!word) return undefined;
    list.push(counted ? [Number(counted[1]), word.key] : word.key);
  }
  return list;
}

/**
 * The message of `scope` that `text` is the English of, with its parameters; a text parameter that is itself
 * a message of the scope (a reversal's entry, a crop with its grade, the field message inside "Invalid
 * input") is read as one. Only a word-list parameter is read as words, so a crop named "Sale" stays a name.
 * Undefined for any other text, such as an expense's description as the user typed it.
 */
export function readEnglish(text: string, scope: Scope): Message | undefined {
  for (const pattern of englishPatterns(scope)) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const found: Record<string, ParamValue> = {};
    pattern.names.forEach((name, i) => {
      const value = match[i + 1]!;
      const words = isWordParam(pattern.key, name) ? wordList(value) : undefined;
      found[name] = words ?? readEnglish(value, scope) ?? value;
    });
    return { key: pattern.key, params: found };
  }
  return undefined;
}

/** The text parameters of a message that are themselves messages of `scope`, read as such. */
export function withTextsRead(params: Params | undefined, scope: Scope): Params | undefined {
  if (!params) return params;
  const read: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(params)) {
    read[name] = typeof value === 'string' ? (readEnglish(value, scope) ?? value) : value;
  }
  return read;
}

export { isNestedMessage };
