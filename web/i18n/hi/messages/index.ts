// The server's messages in Hindi (docs/messages.md). An answer names its message by key and parameters; a
// text without them (a form's own check, an old answer) is found by matching the English templates.
import { enMessages, type MessageKey } from '@common/messages';
import { enWords } from '@common/messages/en/words';
import { isWordParam } from '@common/messages/word-params';
import { fill, placeholders, type ListItem, type ParamValue, type Params } from '@common/messages/fill';
import { hiAuthMessages } from './auth';
import { hiMastersMessages } from './masters';
import { hiMoneyMessages } from './money';
import { hiNarrationsMessages } from './narrations';
import { hiTrailMessages } from './trail';
import { hiRequestsMessages } from './requests';
import { hiTradeMessages } from './trade';
import { hiValidationMessages } from './validation';
import { hiWords } from './words';

export const hiMessages: Record<MessageKey, string> = {
  ...hiValidationMessages,
  ...hiRequestsMessages,
  ...hiAuthMessages,
  ...hiMastersMessages,
  ...hiTradeMessages,
  ...hiMoneyMessages,
  ...hiNarrationsMessages,
  ...hiTrailMessages,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
  literal: number;
}

// Each English template as a pattern, the most specific (most literal text) first.
let patterns: Pattern[] | undefined;
function englishPatterns(): Pattern[] {
  patterns ??= (Object.entries(enMessages) as [MessageKey, string][])
    .map(([key, template]) => {
      const parts = template.split(/\{\{\w+\}\}/);
      const source = parts.map(escape).join('(.+?)');
      return {
        key,
        names: placeholders(template),
        regex: new RegExp(`^${source}$`, 's'),
        literal: parts.join('').length,
      };
    })
    .sort((a, b) => b.literal - a.literal);
  return patterns;
}

// An English word (either form) → its key and whether it was the form for one.
const wordByText = new Map<string, { key: string; one: boolean }>();
for (const [key, forms] of Object.entries(enWords)) {
  if (typeof forms === 'string') wordByText.set(forms, { key, one: false });
  else {
    wordByText.set(forms[1], { key, one: false });
    wordByText.set(forms[0], { key, one: true });
  }
}

/** 'purchases', '3 purchases and 1 sale', 'Sale' as a word list; undefined for any other text. */
function wordList(text: string): ListItem[] | undefined {
  const items = text.split(/, | and /);
  const list: ListItem[] = [];
  for (const item of items) {
    const counted = /^(\d+) (.+)$/.exec(item);
    const word = wordByText.get(counted ? counted[2]! : item);
    if (!word) return undefined;
    list.push(counted ? [Number(counted[1]), word.key] : word.key);
  }
  return list;
}

/** Which templates a text may be: the server's messages, or the ledger's narrations. */
type Scope = 'messages' | 'narrations';
// Records: the ledger's narrations and the audit trail's summaries (keys narration.* and trail.*).
const isRecordKey = (key: string) => key.startsWith('narration.') || key.startsWith('trail.');
const inScope = (key: string, scope: Scope) => isRecordKey(key) === (scope === 'narrations');

// A bill named inside a narration's free text ('for Sale #3, Purchase #4'), said with the Hindi word.
const BILL_REF = /\b(Sale|Purchase|Opening balance) #/g;
const billRefsInHindi = (text: string) =>
  text.replace(
    BILL_REF,
    (_, kind: 'Sale' | 'Purchase' | 'Opening balance') => `${hiWords[kind] as string} #`,
  );

function inHindi(key: MessageKey, params: Params | undefined, scope: Scope): string {
  const said: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'string') said[name] = value;
    // A text parameter may itself be a message (the field message inside "Invalid input: …").
    else said[name] = matched(value, scope) ?? (scope === 'narrations' ? billRefsInHindi(value) : value);
  }
  return fill(hiMessages[key], said, hiWords, 'और');
}

function matched(english: string, scope: Scope): string | undefined {
  for (const pattern of englishPatterns()) {
    if (!inScope(pattern.key, scope)) continue;
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const found: Record<string, ParamValue> = {};
    pattern.names.forEach((name, i) => {
      const text = match[i + 1]!;
      // Only a word-list parameter is read as words: a name that happens to be a word ("Sale") stays a name.
      found[name] = isWordParam(pattern.key, name) ? (wordList(text) ?? text) : text;
    });
    return inHindi(pattern.key, found, scope);
  }
  return undefined;
}

/**
 * `english` in Hindi: by its key and parameters when the server gave them, else by matching the English
 * templates. Undefined when it is none of the catalogue's messages.
 */
export function hindiOf(english: string, key?: string, params?: Params): string | undefined {
  if (key !== undefined && key in hiMessages) return inHindi(key as MessageKey, params, 'messages');
  return matched(english, 'messages');
}

/**
 * A ledger description in Hindi when a posting wrote it from a narration (common/messages/en/narrations.ts);
 * undefined for any other text, such as an expense's description as the user typed it.
 */
export function narrationInHindi(text: string): string | undefined {
  return matched(text, 'narrations');
}
