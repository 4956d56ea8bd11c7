// The shared schemas' messages, without the rest of the catalogue: the schemas load with the screens' forms,
// which must stay small (docs/decisions/0010-first-load.md).
import { validationMessages } from './en/validation';
import { fill, type PlaceholderNames } from './fill';

type ValidationKey = keyof typeof validationMessages;
type ParamsArg<K extends ValidationKey> = [PlaceholderNames<(typeof validationMessages)[K]>] extends [never]
  ? []
  : [params: Readonly<Record<PlaceholderNames<(typeof validationMessages)[K]>, string | number>>];

/** A field message in English, as zod reports it; the client finds its Hindi by matching the template. */
export function v<K extends ValidationKey>(key: K, ...params: ParamsArg<K>): string {
  return fill(validationMessages[key], params[0], {}, 'and');
}
