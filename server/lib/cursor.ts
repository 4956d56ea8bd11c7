import { isIsoDate } from '../../common/business-day';
import { msg } from '../../common/messages';
import { AppError } from './app-error';

// Keyset cursors of the paged lists (docs/money.md#payments): the last row's sort key, as base64url JSON, so
// the next page starts after it. Opaque to clients; a cursor that does not decode to a valid key is a 400.

export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds, when `isKey` accepts it; otherwise a 400 on `cursor`. */
export function decodeCursor<K extends readonly unknown[]>(
  cursor: string,
  isKey: (parsed: unknown[]) => parsed is unknown[] & K,
): K {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !isKey(parsed)) {
    throw AppError.badRequest(msg('requests.invalidCursor'), ['cursor']);
  }
  return parsed;
}

/** A row id as the database can hold it (int4, from 1). */
export const isRowId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647;

/** The (date, id) key of a list ordered newest first by a business date, then id. */
export function decodeDateIdCursor(cursor: string): { date: string; id: number } {
  const [date, id] = decodeCursor(
    cursor,
    (k): k is [string, number] =>
      k.length === 2 && typeof k[0] === 'string' && isIsoDate(k[0]) && isRowId(k[1]),
  );
  return { date, id };
}
