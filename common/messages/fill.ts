// How a message's template and its parameters become text, in either language (docs/messages.md).

/**
 * An item of a word list: a word the message names (a record kind, a unit), in the form for many when it
 * has one, or a count with its word ('3 purchases', '1 sale'). Each language has its words (en/words.ts).
 */
export type ListItem = string | readonly [count: number, word: string];
/** A parameter: a figure or a name shown as it is, or a list of words each language says its own way. */
export type ParamValue = string | number | readonly ListItem[];
/** A word in one language: one form, or the forms for one and for many. */
export type WordForms = string | readonly [one: string, many: string];
export type Params = Readonly<Record<string, ParamValue>>;

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
 * The template with each `{{name}}` replaced: a word list by its words in the language, joined; anything else
 * as it is. A placeholder without its parameter is left showing, which the tests catch.
 */
export function fill(
  template: string,
  params: Params | undefined,
  words: Readonly<Record<string, WordForms>>,
  and: string,
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
    return typeof value === 'object' ? joinWords(value.map(say), and) : String(value);
  });
}

/** The placeholder names of a template at run time, in order (the tests compare the languages'). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
}
