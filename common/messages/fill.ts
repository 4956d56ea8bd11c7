// How a message's template and its parameters become text, in either language (docs/messages.md).

/**
 * An item of a word list: a word the message names (a record kind, a unit), in the form for many when it
 * has one, or a count with its word ('3 purchases', '1 sale'). Each language has its words (en/words.ts).
 */
export type ListItem = string | readonly [count: number, word: string];
/**
 * A message inside a message, said in the same language: a crop with its grade, the entry a reversal cancels
 * (docs/messages.md#records).
 */
export interface NestedMessage {
  readonly key: string;
  readonly params?: Params;
}
/**
 * A parameter: a figure or a name shown as it is, a list of words each language says its own way, or a
 * message of its own.
 */
export type ParamValue = string | number | readonly ListItem[] | NestedMessage;
/** A word in one language: one form, or the forms for one and for many. */
export type WordForms = string | readonly [one: string, many: string];
export interface Params {
  readonly [name: string]: ParamValue;
}

/** The `{{name}}` placeholders of a template, as a type: a message's parameters are checked when it is made. */
export type PlaceholderNames<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** 'a', 'a and b', 'a, b and c' (the joining word is the language's). */
export function joinWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/**
 * The template with each `{{name}}` replaced: a word list by its words in the language, joined; a message by
 * `nested` (the language's own saying of it); anything else as it is. A placeholder without its parameter is
 * left showing, which the tests catch.
 */
export function fill(
  template: string,
  params: Params | undefined,
  words: Readonly<Record<string, WordForms>>,
  and: string,
  nested: (message: NestedMessage) => string = (m) => m.key,
): string {
  const say = (item: ListItem): string => {
    const [count, key] = typeof item === 'string' ? [undefined, item] : item;
    const forms = words[key] ?? key;
    const word = typeof forms === 'string' ? forms : count === 1 ? forms[0] : forms[1];
    return count === undefined ? word : `${count} ${word}`;
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    if (isNestedMessage(value)) return nested(value);
    return typeof value === 'object' ? joinWords(value.map(say), and) : String(value);
  });
}

/** The placeholder names of a template at run time, in order (the tests compare the languages'). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
}

/** Whether a parameter is a message of its own rather than a text, a figure or a word list. */
export function isNestedMessage(value: unknown): value is NestedMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}
