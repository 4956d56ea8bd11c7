import { z } from 'zod';
import { compare, decimalPlaces, isDecimal, round } from '../decimal';
import { NAME_MAX, optionalBusinessDate, requiredText, timestamp } from './primitives';
import { CASH_IN_HAND, isCashInHand, ACCOUNT_BOOK_MAX_DAYS } from './choices';
import { v } from '../messages/validation';

export { CASH_IN_HAND, isCashInHand, ACCOUNT_BOOK_MAX_DAYS };

// Cash and bank accounts (docs/money.md).

export const accountKinds = ['cash', 'bank'] as const;
export const accountKind = z.enum(accountKinds);
export type AccountKind = z.infer<typeof accountKind>;

const SIGNED_MAX = '9999999999.99';

/** A rupee amount that may be negative or 0 (an overdraft, an opening balance we owe): 2 decimals. */
export const signedAmount = z.union([z.number(), z.string()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
  if (!isDecimal(text) || /e/i.test(text)) {
    ctx.addIssue({ code: 'custom', message: v('validation.number') });
    return z.NEVER;
  }
  if (decimalPlaces(text) > 2) {
    ctx.addIssue({ code: 'custom', message: v('validation.decimalPlaces', { scale: 2 }) });
    return z.NEVER;
  }
  if (compare(text, SIGNED_MAX) > 0 || compare(text, `-${SIGNED_MAX}`) < 0) {
    ctx.addIssue({ code: 'custom', message: v('validation.between', { max: SIGNED_MAX }) });
    return z.NEVER;
  }
  return round(text, 2);
});

export const accountInput = z
  .object({
    name: requiredText(NAME_MAX),
    kind: accountKind,
    openingBalance: z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), signedAmount),
    openingDate: optionalBusinessDate,
  })
  .superRefine((a, ctx) => {
    // Only a bank account can be overdrawn.
    if (a.kind === 'cash' && compare(a.openingBalance, '0') < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['openingBalance'],
        message: v('validation.cashBelowZero'),
      });
    }
  });
export type AccountInput = z.input<typeof accountInput>;

export const account = z.object({
  id: z.number(),
  name: z.string(),
  kind: accountKind,
  openingBalance: z.string(),
  openingDate: z.string().nullable(),
  /** openingBalance + money in − money out over every line of the account. */
  balance: z.string(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Account = z.infer<typeof account>;

/**
 * GET /api/accounts/:id/book?startDate=&endDate= (inclusive). The end defaults to today in the business
 * time zone and the start to the end; the service refuses a start after the end.
 */
export const accountBookQuery = z.object({ startDate: optionalBusinessDate, endDate: optionalBusinessDate });

export const accountBookLineKinds = ['payment', 'expense', 'purchaseExpense', 'lotCharge'] as const;
export const accountBookLineKind = z.enum(accountBookLineKinds);
export type AccountBookLineKind = z.infer<typeof accountBookLineKind>;

export const accountBookLine = z.object({
  /** payment: a payment into or out of the account; expense: an expense paid from it; purchaseExpense: a
   * purchase expense row (paid from "Cash in hand"); lotCharge: a paid_out charge of a purchase or a sale (paid
   * from "Cash in hand"). `id` is the payment's, expense's, row's or lot charge's id. */
  kind: accountBookLineKind,
  id: z.number(),
  date: z.string(),
  partyId: z.number().nullable(),
  partyName: z.string().nullable(),
  description: z.string(),
  moneyIn: z.string(),
  moneyOut: z.string(),
  /** The account's running balance after this line, opening balance included. */
  balance: z.string(),
});
export type AccountBookLine = z.infer<typeof accountBookLine>;

export const accountBookDay = z.object({
  date: z.string(),
  /** The previous day's closing; the first day's is the balance before startDate. */
  openingBalance: z.string(),
  lines: z.array(accountBookLine),
  moneyIn: z.string(),
  moneyOut: z.string(),
  closingBalance: z.string(),
});
export type AccountBookDay = z.infer<typeof accountBookDay>;

export const accountBook = z.object({
  account,
  startDate: z.string(),
  endDate: z.string(),
  /** The balance before startDate: the account's opening balance and every line dated earlier. */
  openingBalance: z.string(),
  /** One day per calendar day of the range that has a line, oldest first. */
  days: z.array(accountBookDay),
  /** Over the whole range. */
  moneyIn: z.string(),
  moneyOut: z.string(),
  /** openingBalance + moneyIn − moneyOut; the account's balance when the range runs to today or later. */
  closingBalance: z.string(),
});
export type AccountBook = z.infer<typeof accountBook>;
