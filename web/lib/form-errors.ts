import type { TFunction } from 'i18next';
import {
  get,
  set,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

/** A message for the field at `path` (dotted, as the server and zod name it). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Maps an issue's path onto a form field; undefined when the form has no such field. */
export type FieldFor<T extends FieldValues> = (path: string) => FieldPath<T> | undefined;

/** Puts each issue on its form field (those with no field are left out); returns the first field marked. */
export function setFieldIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly FieldIssue[],
  fieldFor: FieldFor<T>,
): FieldPath<T> | undefined {
  let first: FieldPath<T> | undefined;
  for (const issue of issues) {
    const field = fieldFor(issue.path);
    if (!field) continue;
    first ??= field;
    setError(field, { message: issue.message });
  }
  return first;
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The field errors of a failed request; none when it never got an answer. */
export function apiFieldErrors(error: Error): readonly FieldIssue[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

/** Those of a refused request (400) only: a conflict such as an oversell is the toast's to tell. */
export function badRequestFieldErrors(error: Error): readonly FieldIssue[] {
  return error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
}

/** For a flat form: the field a path ends in ('body.name' → 'name'), if it is one of `fields`. */
export function lastSegmentIn<K extends string>(fields: readonly K[]): (path: string) => K | undefined {
  return (path) => {
    const last = path.split('.').pop();
    return fields.find((field) => field === last);
  };
}

/**
 * docs/screens.md#client-conventions: each empty required field is marked 'Required' and one toast asks
 * for them all. True when any was empty (the form then sends nothing).
 */
export function markMissing<T extends FieldValues>(
  missing: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  t: TFunction,
): boolean {
  if (missing.length === 0) return false;
  for (const name of missing) setError(name, { message: t('common.required') });
  toast({
    variant: 'destructive',
    title: t('common.toast.error'),
    description: t('common.toast.requiredFields'),
  });
  return true;
}

/** The field of a flat form a path names, if the form has it ('partyId' of { partyId, … }). */
export function fieldOf<T extends FieldValues>(values: T): FieldFor<T> {
  return (path) => (Object.hasOwn(values, path) ? (path as FieldPath<T>) : undefined);
}

/** For a flat form: the field a path ends in ('body.name' → 'name'), if the form has it. */
export function lastSegmentOf<T extends FieldValues>(values: T): FieldFor<T> {
  return (path) => fieldOf(values)(path.split('.').pop() ?? '');
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The fields the schema refuses while they are blank: the missing ones, for markMissing. The schema is the
 * form's rules (docs/screens.md#client-conventions), so what is required is what it refuses empty, never a
 * list of the form's own.
 */
export function missingFields<T extends FieldValues>(
  issues: readonly FieldIssue[],
  values: T,
  fieldFor: FieldFor<T>,
): FieldPath<T>[] {
  const fields = issues.flatMap((issue) => {
    const field = fieldFor(issue.path);
    return field && isBlank(get(values, field)) ? [field] : [];
  });
  return [...new Set(fields)];
}

/** What a schema gives a form: zod's safeParse (the type names no zod, so the form's first load need not hold it). */
export interface SafeParser {
  safeParse(body: unknown): { success: true } | { success: false; error: z.ZodError };
}

/** What the form sends for its values, and the form field each of the schema's issue paths names. */
export interface FormBody<V extends FieldValues, B> {
  body: B;
  fieldFor: FieldFor<V>;
}

/**
 * The resolver of a form whose body is more than its values (rows left blank dropped, a panel's fields
 * added): the body it sends is checked against the shared schema, exactly what the server checks it with,
 * and is what the submit handler gets. The schema's rules are the form's (docs/screens.md#client-conventions):
 * the fields it refuses blank are 'Required' with one toast for them all, any other issue goes on its field
 * (and `focus` gets the first), and `onIssues` is told every issue, for those of fields the form does not
 * hold. A schema that could not be fetched leaves the check to the server. Use it with `reValidateMode:
 * 'onSubmit'` and `shouldFocusError: false`: the form checks on submit only, and a field's error clears as
 * it changes.
 */
export function bodyResolver<V extends FieldValues, B extends FieldValues>(options: {
  check: (values: V) => FormBody<V, B>;
  schema: () => SafeParser | undefined | Promise<SafeParser | undefined>;
  t: TFunction;
  onIssues?: (issues: readonly FieldIssue[]) => void;
  focus?: (field: FieldPath<V>) => void;
}): Resolver<V, unknown, B> {
  const { check, schema, t, onIssues, focus } = options;
  return async (values) => {
    const { body, fieldFor } = check(values);
    const checked = (await schema())?.safeParse(body);
    if (!checked || checked.success) return { values: body, errors: {} };
    const issues = zodIssues(checked.error);
    const errors: FieldErrors<V> = {};
    const missing = missingFields(issues, values, fieldFor);
    if (markMissing(missing, (field, error) => set(errors, field, { type: 'required', ...error }), t)) {
      return { values: {}, errors };
    }
    onIssues?.(issues);
    let first: FieldPath<V> | undefined;
    for (const issue of issues) {
      const field = fieldFor(issue.path);
      if (!field) continue;
      first ??= field;
      if (get(errors, field) === undefined) set(errors, field, { type: 'schema', message: issue.message });
    }
    if (first) focus?.(first);
    // Issues only of fields the form does not hold still keep it from being sent.
    else set(errors, 'root.schema', { type: 'schema', message: issues[0]?.message ?? '' });
    return { values: {}, errors };
  };
}
