import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { CASH_IN_HAND } from '../../../common/schemas/accounts';
import type { DbOrTx } from '../../db/client';
import { accounts, payments } from '../../db/schema/money';
import { expenses } from '../../db/schema/transactions';
import { accountsRow, sumOfLines } from './account-lines';

export type AccountRow = typeof accounts.$inferSelect;

/** Whether a row of `accounts` is "Cash in hand", which also pays expenses without an account. */
const isCashInHand = accountsRow.isCashInHand;

/**
 * The account's balance: its opening balance plus money in − money out over every line of its book
 * (docs/money.md), summed in SQL numeric over the same lines the book shows (account-lines.ts).
 */
export const accountBalance: SQL<string> = sql<string>`(${sql.raw('"accounts"."opening_balance"')}
  + ${sumOfLines(accountsRow, { all: true })})::numeric(20, 2)::text`;

const columns = {
  id: accounts.id,
  name: accounts.name,
  kind: accounts.kind,
  openingBalance: accounts.openingBalance,
  openingDate: accounts.openingDate,
  balance: accountBalance,
  createdAt: accounts.createdAt,
  createdBy: accounts.createdBy,
};
export type AccountWithBalance = Awaited<ReturnType<typeof findAccounts>>[number];

/**
 * "Cash in hand" exists from the first start. It is made here, on first use, rather than by a migration
 * so that a new database holds no row (a backup restores only into an empty one); `on conflict do
 * nothing` lets any number of requests and instances race to make it.
 */
export async function ensureCashInHand(db: DbOrTx): Promise<number> {
  await db
    .insert(accounts)
    .values({ name: CASH_IN_HAND, kind: 'cash', openingBalance: '0' })
    .onConflictDoNothing();
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(isCashInHand);
  if (!row) throw new Error('"Cash in hand" could not be made');
  return row.id;
}

export async function findAccounts(db: DbOrTx) {
  return db.select(columns).from(accounts).orderBy(asc(accounts.id));
}

export async function findAccountWithBalance(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function findAccountById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function findAccountByName(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(accounts.id, exceptId),
      ),
    );
  return row;
}

export async function insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned no row');
  return row;
}

export async function updateAccountRow(
  db: DbOrTx,
  id: number,
  values: Pick<AccountRow, 'name' | 'kind' | 'openingBalance' | 'openingDate'>,
) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
  return row;
}

export async function deleteAccountRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

/** Payments and expenses that name the account. */
export async function countAccountUses(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      payments: sql<number>`(select count(*)::int from ${payments} where ${payments.accountId} = ${id})`,
      expenses: sql<number>`(select count(*)::int from ${expenses} where ${expenses.accountId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { payments: 0, expenses: 0 };
}
