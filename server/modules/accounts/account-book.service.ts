import { businessToday } from '../../../common/business-day';
import { isCashInHand, type AccountBook, type AccountBookDay } from '../../../common/schemas/accounts';
import { msg } from '../../../common/messages';
import type { Language } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordText } from '../../lib/record-text';
import { selectBalanceBefore, selectBookLines } from './account-book.queries';
import { ensureCashInHand, findAccountWithBalance } from './accounts.queries';

/**
 * GET /api/accounts/:id/book: the cash or bank book (rokar) of an account from startDate to endDate
 * (docs/money.md). The end defaults to today in the business time zone and the start to the end. The lines'
 * descriptions are said in `language` (docs/messages.md#records).
 */
export async function accountBookOf(
  db: Db,
  id: number,
  query: { startDate?: string; endDate?: string },
  timeZone: string,
  language: Language = 'en',
): Promise<AccountBook> {
  const endDate = query.endDate ?? businessToday(timeZone);
  const startDate = query.startDate ?? endDate;
  if (startDate > endDate) {
    const field = fieldError('endDate', msg('validation.onOrAfterStart'));
    throw AppError.badRequest(msg('requests.invalidInputAt', { path: field.path, detail: field.message }), [
      field,
    ]);
  }
  await ensureCashInHand(db);
  // One snapshot: the account's balance, the opening and the lines are read as of the same moment, so a
  // payment committed meanwhile cannot make them disagree.
  return db.transaction(
    async (tx) => {
      const account = await findAccountWithBalance(tx, id);
      if (!account) throw AppError.notFound(msg('accounts.notFound'));
      const bookAccount = {
        id: account.id,
        isCashInHand: isCashInHand(account.name),
        openingBalance: account.openingBalance,
      };
      const opening = await selectBalanceBefore(tx, bookAccount, startDate);
      const lines = await selectBookLines(
        tx,
        bookAccount,
        { from: startDate, to: endDate },
        opening,
        language,
      );

      const days: AccountBookDay[] = [];
      for (const { dayIn, dayOut, rangeIn: _in, rangeOut: _out, message, ...row } of lines) {
        const line = { ...row, description: recordText(message, row.description, language) };
        let day = days.at(-1);
        if (!day || day.date !== line.date) {
          day = {
            date: line.date,
            openingBalance: day?.closingBalance ?? opening,
            lines: [],
            moneyIn: dayIn,
            moneyOut: dayOut,
            closingBalance: line.balance,
          };
          days.push(day);
        }
        day.lines.push(line);
        day.closingBalance = line.balance;
      }
      return {
        account: { ...account, createdAt: account.createdAt.toISOString() },
        startDate,
        endDate,
        openingBalance: opening,
        days,
        moneyIn: lines[0]?.rangeIn ?? '0.00',
        moneyOut: lines[0]?.rangeOut ?? '0.00',
        closingBalance: days.at(-1)?.closingBalance ?? opening,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
