import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
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
