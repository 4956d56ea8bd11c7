import type { z } from 'zod';
import { msg, type WordKey } from '../../../common/messages';
import {
  CASH_IN_HAND,
  isCashInHand,
  type Account,
  type accountInput,
} from '../../../common/schemas/accounts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  countAccountUses,
  deleteAccountRow,
  ensureCashInHand,
  findAccountById,
  findAccountByName,
  findAccounts,
  findAccountWithBalance,
  insertAccount,
  updateAccountRow,
  type AccountWithBalance,
} from './accounts.queries';

export type AccountData = z.output<typeof accountInput>;

function toAccount(row: AccountWithBalance): Account {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listAccounts(db: Db): Promise<Account[]> {
  await ensureCashInHand(db);
  return (await findAccounts(db)).map(toAccount);
}

export async function getAccount(db: Db, id: number): Promise<Account> {
  await ensureCashInHand(db);
  const row = await findAccountWithBalance(db, id);
  if (!row) throw AppError.notFound(msg('accounts.notFound'));
  return toAccount(row);
}

export async function createAccount(db: Db, input: AccountData, actorId: number | null): Promise<Account> {
  return db.transaction(async (tx) => {
    // Made first, so an account cannot take its name before it exists.
    await ensureCashInHand(tx);
    await assertNameFree(tx, input.name);
    const row = await insertAccount(tx, {
      name: input.name,
      kind: input.kind,
      openingBalance: input.openingBalance,
      openingDate: input.openingDate ?? null,
      createdBy: actorId,
    });
    const created = toAccount((await findAccountWithBalance(tx, row.id))!);
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'account',
      entityId: created.id,
      summary: msg('trail.accountCreated', { name: created.name }),
      after: created,
    });
    return created;
  });
}

export async function updateAccount(
  db: Db,
  id: number,
  input: AccountData,
  actorId: number | null,
): Promise<Account> {
  return db.transaction(async (tx) => {
    await ensureCashInHand(tx);
    const current = await findAccountById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('accounts.notFound'));
    // Expenses without an account and purchase expense rows are paid from "Cash in hand" by its name.
    if (isCashInHand(current.name) && (!isCashInHand(input.name) || input.kind !== 'cash')) {
      throw AppError.conflict(msg('accounts.cashInHandFixed', { name: CASH_IN_HAND }));
    }
    await assertNameFree(tx, input.name, id);
    const before = toAccount((await findAccountWithBalance(tx, id))!);
    await updateAccountRow(tx, id, {
      name: input.name,
      kind: input.kind,
      openingBalance: input.openingBalance,
      openingDate: input.openingDate ?? null,
    });
    const updated = toAccount((await findAccountWithBalance(tx, id))!);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'account',
      entityId: id,
      summary: msg('trail.accountUpdated', { name: updated.name }),
      before,
      after: updated,
    });
    return updated;
  });
}

export async function deleteAccount(db: Db, id: number, actorId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a payment or expense naming the account wait (its foreign key check takes a
    // share lock on the row), so the counts below stay true until the delete commits.
    const current = await findAccountById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('accounts.notFound'));
    if (isCashInHand(current.name))
      throw AppError.conflict(msg('accounts.cashInHandUndeletable', { name: CASH_IN_HAND }));
    const uses = await countAccountUses(tx, id);
    const counted: [number, WordKey][] = [
      [uses.payments, 'payment'],
      [uses.expenses, 'expense'],
    ];
    const what = counted.filter(([count]) => count > 0);
    if (what.length > 0) throw AppError.conflict(msg('accounts.inUse', { uses: what }));
    const before = toAccount((await findAccountWithBalance(tx, id))!);
    await deleteAccountRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'account',
      entityId: id,
      summary: msg('trail.accountDeleted', { name: before.name }),
      before,
    });
  });
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const clash = await findAccountByName(tx, name, exceptId);
  if (clash) {
    throw AppError.conflict(msg('accounts.nameTaken', { name: clash.name }), ['name']);
  }
}
