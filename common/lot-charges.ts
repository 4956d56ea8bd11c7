// A lot's mandi charges and the bill amounts they make (docs/posting.md#charges): the server posts these
// figures and the purchase and sale forms preview them with the same functions, so the clerk sees what is
// stored. Decimal strings through common/decimal.ts (BigInt, half-up); never floats.

import { compare, divide, multiply, subtract, sumAt } from './decimal';
import { QUINTALS_PER_UNIT } from './schemas/choices';

export type ChargeBasis = 'percent' | 'per_bag' | 'per_quintal' | 'fixed';
export type ChargeBearer = 'party' | 'us';
export type ChargeKind = 'retained' | 'paid_out';
export type CropUnit = keyof typeof QUINTALS_PER_UNIT;

/** A charge as applied to one lot: the schedule's terms with this lot's rate. */
export interface LotChargeTerms {
  basis: ChargeBasis;
  rate: string;
  bornBy: ChargeBearer;
  kind: ChargeKind;
}

/** What a charge's amount depends on: the lot's value (quantity × rate), bags and quantity in its unit. */
export interface LotMeasure {
  /** totalAmount, quantity × rate, to the paisa. */
  value: string;
  /** Bags counted; none given counts as 0 for a per-bag charge. */
  bags?: number | null;
  quantity: string;
  unit: CropUnit;
}

/** The lot's quantity in quintals, exact (kg ÷ 100, ton × 10: docs/screens.md#quintals). */
export function quintalsOf(quantity: string, unit: CropUnit): string {
  return multiply(quantity, QUINTALS_PER_UNIT[unit], 5);
}

/**
 * One charge's amount, rounded half-up to the paisa: percent → value × rate ÷ 100; per_bag → bags × rate;
 * per_quintal → quintals × rate; fixed → rate.
 */
export function chargeAmount(charge: Pick<LotChargeTerms, 'basis' | 'rate'>, lot: LotMeasure): string {
  switch (charge.basis) {
    case 'percent':
      // value has 2 decimals and a rate at most 2: the product at 4 decimals is exact, then one rounding.
      return divide(multiply(lot.value, charge.rate, 6), '100', 2);
    case 'per_bag':
      return multiply(String(lot.bags ?? 0), charge.rate, 2);
    case 'per_quintal':
      return multiply(quintalsOf(lot.quantity, lot.unit), charge.rate, 2);
    case 'fixed':
      return multiply(charge.rate, '1', 2);
  }
}

export interface ChargedLine<T extends LotChargeTerms> {
  charge: T;
  amount: string;
}

/** Every charge of the lot with its amount, in the order given. */
export function chargeLines<T extends LotChargeTerms>(
  charges: readonly T[],
  lot: LotMeasure,
): ChargedLine<T>[] {
  return charges.map((charge) => ({ charge, amount: chargeAmount(charge, lot) }));
}

const sum = (lines: ReadonlyArray<{ amount: string }>) =>
  sumAt(
    lines.map((l) => l.amount),
    2,
  );

/** Σ amounts of the charges borne by the party (the farmer on a purchase, the buyer on a sale). */
export function partyBorne(lines: ReadonlyArray<ChargedLine<LotChargeTerms>>): string {
  return sum(lines.filter((l) => l.charge.bornBy === 'party'));
}

/** Σ amounts of the paid_out charges, whoever bears them: what leaves "Cash in hand" for the lot. */
export function paidOut(lines: ReadonlyArray<ChargedLine<LotChargeTerms>>): string {
  return sum(lines.filter((l) => l.charge.kind === 'paid_out'));
}

export interface PurchaseFigures {
  totalAmount: string;
  /** Σ charges borne by the farmer: what comes off the farmer's payable. */
  deductions: string;
  /** totalAmount − deductions: the farmer's ledger credit and the bill that payments settle. */
  netPayable: string;
  /** Σ paid_out charges (either bearer): cash-book lines. */
  paidOutAmount: string;
  expenseAmount: string;
  /** Landed cost: netPayable + paidOutAmount + expenseAmount; what the stock bucket's value grows by. */
  finalAmount: string;
}

/**
 * A purchase's figures (docs/posting.md#charges): value = quantity × rate; the farmer is credited the value less the
 * charges the farmer bears; the lot costs us that plus every charge we pay out plus its expense rows.
 */
export function purchaseFigures(input: {
  quantity: string;
  rate: string;
  expenseAmounts: readonly string[];
  charges: ReadonlyArray<ChargedLine<LotChargeTerms>>;
}): PurchaseFigures {
  const totalAmount = multiply(input.quantity, input.rate, 2);
  const deductions = partyBorne(input.charges);
  const netPayable = subtract(totalAmount, deductions, 2);
  const paidOutAmount = paidOut(input.charges);
  const expenseAmount = sumAt([...input.expenseAmounts], 2);
  return {
    totalAmount,
    deductions,
    netPayable,
    paidOutAmount,
    expenseAmount,
    finalAmount: sumAt([netPayable, paidOutAmount, expenseAmount], 2),
  };
}

export interface SaleFigures {
  totalAmount: string;
  /** Σ charges borne by the buyer, added to the bill. */
  chargesAmount: string;
  /** totalAmount + chargesAmount: the buyer's ledger debit and the bill that payments settle. */
  billAmount: string;
  /** Σ paid_out charges (either bearer): cash-book lines. */
  paidOutAmount: string;
  /** Σ retained charges (earned) − Σ paid_out charges borne by us: what the charges add to profit. */
  chargeProfit: string;
}

/** A sale's figures (docs/posting.md#charges). */
export function saleFigures(input: {
  quantity: string;
  rate: string;
  charges: ReadonlyArray<ChargedLine<LotChargeTerms>>;
}): SaleFigures {
  const totalAmount = multiply(input.quantity, input.rate, 2);
  const chargesAmount = partyBorne(input.charges);
  const earned = sum(input.charges.filter((l) => l.charge.kind === 'retained'));
  const ourPaidOut = sum(
    input.charges.filter((l) => l.charge.kind === 'paid_out' && l.charge.bornBy === 'us'),
  );
  return {
    totalAmount,
    chargesAmount,
    billAmount: sumAt([totalAmount, chargesAmount], 2),
    paidOutAmount: paidOut(input.charges),
    chargeProfit: subtract(earned, ourPaidOut, 2),
  };
}

/** Whether the farmer would be owed nothing (or less): the charges borne by the farmer eat the whole value. */
export function netPayableTooSmall(figures: Pick<PurchaseFigures, 'netPayable'>): boolean {
  return compare(figures.netPayable, '0') <= 0;
}
