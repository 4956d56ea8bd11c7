import { compare, isZero } from '../../../common/decimal';
import {
  chargeLines,
  purchaseFigures,
  saleFigures,
  type ChargedLine,
  type CropUnit,
  type PurchaseFigures,
  type SaleFigures,
} from '../../../common/lot-charges';
import { msg } from '../../../common/messages';
import { netQuantity, type NetQuantity } from '../../../common/net-quantity';
import type { LotChargeData } from '../../../common/schemas/lots';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { zeroAmountError } from '../books/postings';
import { chargesOfBody, type AppliedCharge, type ChargeSources } from './lot-charges';

// What a lot's body comes to (docs/posting.md#bags-and-weights, #charges): its quantity (entered, or the
// net of its weighing), its charges from the schedule priced for it, and the bill figures they make. The
// arithmetic is common/ (the forms preview with it); this reads the schedule and says what is refused.

/** The lot fields of a purchase or a sale body. */
export interface LotBody {
  quantity?: string;
  rate: string;
  bags?: number;
  grossWeight?: string;
  tarePerBagKg?: string;
  standardMoisture?: string;
  moistureContent?: string;
  charges?: LotChargeData[];
}

/** The weighing as stored: null fields when the quantity was entered. */
export interface LotWeighing {
  grossWeight: string | null;
  tarePerBagKg: string | null;
  standardMoisture: string | null;
  tareDeduction: string | null;
  moistureDeduction: string | null;
}

const notWeighed: LotWeighing = {
  grossWeight: null,
  tarePerBagKg: null,
  standardMoisture: null,
  tareDeduction: null,
  moistureDeduction: null,
};

/** The lot's quantity: the net of its weighing when it has a gross weight (a quantity sent is ignored). */
export function lotQuantity(body: LotBody, unit: CropUnit): { quantity: string; weighing: LotWeighing } {
  if (body.grossWeight === undefined) {
    // The schema requires a quantity when there is no gross weight.
    if (body.quantity === undefined) throw AppError.badRequest(msg('validation.required'), ['quantity']);
    return { quantity: body.quantity, weighing: notWeighed };
  }
  const net: NetQuantity = netQuantity({
    grossWeight: body.grossWeight,
    bags: body.bags ?? null,
    tarePerBagKg: body.tarePerBagKg ?? null,
    moistureContent: body.moistureContent ?? null,
    standardMoisture: body.standardMoisture ?? null,
    unit,
  });
  if (compare(net.net, '0') <= 0) {
    throw AppError.badRequest(msg('lots.netQuantityNotPositive', { tare: net.tareDeduction }), [
      'grossWeight',
    ]);
  }
  return {
    quantity: net.net,
    weighing: {
      grossWeight: body.grossWeight,
      tarePerBagKg: body.tarePerBagKg ?? null,
      standardMoisture: body.standardMoisture ?? null,
      tareDeduction: net.tareDeduction,
      moistureDeduction: net.moistureDeduction,
    },
  };
}

export interface PurchaseLot {
  quantity: string;
  weighing: LotWeighing;
  lines: ChargedLine<AppliedCharge>[];
  figures: PurchaseFigures;
}

/**
 * A purchase's quantity, charges and figures; 400 when the farmer's charges leave nothing to pay. `sources`:
 * the schedule already read, an amendment's charges of the lot it corrects (chargesOfBody).
 */
export async function workOutPurchase(
  tx: Tx,
  body: LotBody & { expenses: ReadonlyArray<{ amount: string }> },
  unit: CropUnit,
  sources: ChargeSources = {},
): Promise<PurchaseLot> {
  const { quantity, weighing } = lotQuantity(body, unit);
  const applied = await chargesOfBody(tx, 'purchase', body.charges, sources);
  const value = purchaseFigures({ quantity, rate: body.rate, expenseAmounts: [], charges: [] }).totalAmount;
  if (isZero(value)) throw zeroAmountError();
  const lines = chargeLines(applied, { value, bags: body.bags ?? null, quantity, unit });
  const figures = purchaseFigures({
    quantity,
    rate: body.rate,
    expenseAmounts: body.expenses.map((e) => e.amount),
    charges: lines,
  });
  if (compare(figures.netPayable, '0') <= 0) {
    throw AppError.badRequest(
      msg('lots.netPayableNotPositive', {
        deductions: figures.deductions,
        total: figures.totalAmount,
      }),
      ['charges'],
    );
  }
  return { quantity, weighing, lines, figures };
}

export interface SaleLot {
  quantity: string;
  lines: ChargedLine<AppliedCharge>[];
  figures: SaleFigures;
}

/**
 * A sale's charges and figures (a sale is not weighed: its quantity is entered). `sources`: the schedule
 * already read, an amendment's charges of the sale it corrects (chargesOfBody).
 */
export async function workOutSale(
  tx: Tx,
  body: LotBody & { quantity: string },
  unit: CropUnit,
  sources: ChargeSources = {},
): Promise<SaleLot> {
  const applied = await chargesOfBody(tx, 'sale', body.charges, sources);
  const value = saleFigures({ quantity: body.quantity, rate: body.rate, charges: [] }).totalAmount;
  if (isZero(value)) throw zeroAmountError();
  const lines = chargeLines(applied, { value, bags: body.bags ?? null, quantity: body.quantity, unit });
  return {
    quantity: body.quantity,
    lines,
    figures: saleFigures({ quantity: body.quantity, rate: body.rate, charges: lines }),
  };
}
