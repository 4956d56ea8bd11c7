import { sql } from 'drizzle-orm';
import type { AccountBookLineKind } from '../../../common/schemas/accounts';
import type { Language } from '../../../common/schemas/auth';
import { queryRows, type DbOrTx } from '../../db/client';
import { accountLines, sumOfLines } from './account-lines';

/** The account as the book's queries name it: its id and whether it is "Cash in hand". */
export interface BookAccount {
  id: number;
  isCashInHand: boolean;
  openingBalance: string;
}

const lineSource = (account: BookAccount) => ({
  id: sql`${account.id}::integer`,
  isCashInHand: sql`${account.isCashInHand}::boolean`,
});

/** The balance before `date`: the account's opening balance and every line dated earlier. */
export async function selectBalanceBefore(db: DbOrTx, account: BookAccount, date: string): Promise<string> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select (${account.openingBalance}::numeric
      + ${sumOfLines(lineSource(account), { before: date })})::numeric(20, 2)::text as balance`,
  );
  return row!.balance;
}

export interface BookLineRow {
  kind: AccountBookLineKind;
  id: number;
  date: string;
  partyId: number | null;
  partyName: string | null;
  /** The English as written, and the message it was written from (null for text a user typed). */
  description: string;
  message: unknown;
  moneyIn: string;
  moneyOut: string;
  /** Running balance after the line, from `opening`. */
  balance: string;
  /** Σ money in and out of the line's day. */
  dayIn: string;
  dayOut: string;
  /** Σ money in and out of the whole range. */
  rangeIn: string;
  rangeOut: string;
}

/**
 * The lines dated from `from` to `to`, in the order they were recorded (date, then when, then kind and
 * id), each with the running balance from `opening` and its day's totals, all summed in SQL numeric.
 */
export async function selectBookLines(
  db: DbOrTx,
  account: BookAccount,
  range: { from: string; to: string },
  opening: string,
  language: Language,
): Promise<BookLineRow[]> {
  const lines = accountLines(lineSource(account), { detail: true, range, language });
  return queryRows<BookLineRow>(
    db,
    sql`select l.kind, l.id, l.date::text as date, l.party_id as "partyId", l.party_name as "partyName",
          l.description, l.message, l.money_in::numeric(20, 2)::text as "moneyIn",
          l.money_out::numeric(20, 2)::text as "moneyOut",
          (${opening}::numeric + sum(l.money_in - l.money_out) over running)::numeric(20, 2)::text as balance,
          (sum(l.money_in) over day)::numeric(20, 2)::text as "dayIn",
          (sum(l.money_out) over day)::numeric(20, 2)::text as "dayOut",
          (sum(l.money_in) over ())::numeric(20, 2)::text as "rangeIn",
          (sum(l.money_out) over ())::numeric(20, 2)::text as "rangeOut"
        from ${lines} l
        window running as (order by l.date, l.at, l.kind, l.id), day as (partition by l.date)
        order by l.date, l.at, l.kind, l.id`,
  );
}
