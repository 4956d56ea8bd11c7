import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// A form's values come from its request schema in common/schemas, never from a hand-written copy
// (docs/code-conventions.md#forms): the schema's fields as the form's inputs hold them.

/** A field as an input holds it: text ('' for blank), an enum's value or '' (nothing chosen yet), rows. */
type Held<T> = [T] extends [boolean]
  ? boolean
  : [T] extends [ReadonlyArray<infer Row>]
    ? Array<Row extends object ? FieldsAsHeld<Row> : string>
    : [T] extends [string]
      ? string extends T
        ? string
        : T | ''
      : [T] extends [object]
        ? FieldsAsHeld<T>
        : string;

type FieldsAsHeld<T> = { -readonly [K in keyof T]-?: Held<NonNullable<T[K]>> };

/**
 * The values of a form for a request schema: every field the schema takes, as text (an id, a count, an amount),
 * or an enum's value with '' for "not chosen". Each is a value the schema itself takes as input (an id as digits,
 * an optional field blank), so the schema is the form's one check. `Chosen` names the selects that always hold
 * a choice (a payment's mode): they keep the schema's own type, never ''.
 */
export type FormValues<S extends z.ZodType, Chosen extends keyof z.output<S> = never> = [Chosen] extends [
  never,
]
  ? FieldsAsHeld<z.output<S>>
  : Omit<FieldsAsHeld<z.output<S>>, Chosen> & { -readonly [K in Chosen]-?: NonNullable<z.output<S>[K]> };

/**
 * The form's resolver: the schema checks the values and its output is what the form submits. The form's values
 * are the schema's held fields (`FormValues<S>`, its selects' `Chosen` ones narrowed). zodResolver is typed with
 * the schema's input, which is wider than the text the inputs hold (an id may be a number, an optional field
 * anything `preprocess` takes), hence the one cast here rather than one in every form.
 */
export function schemaResolver<S extends z.ZodType, V extends Fields<FormValues<S>> = Fields<FormValues<S>>>(
  schema: S,
): Resolver<V, unknown, Fields<z.output<S>>> {
  return zodResolver(schema as never) as unknown as Resolver<V, unknown, Fields<z.output<S>>>;
}

type Fields<T> = T extends FieldValues ? T : never;
