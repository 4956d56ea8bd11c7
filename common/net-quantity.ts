// A weighed lot's net quantity (docs/posting.md#bags-and-weights): the server stores it as the
// lot's quantity and the purchase form previews it with this same function.

import { compare, divide, multiply, round, subtract } from './decimal';
import type { QUINTALS_PER_UNIT } from './schemas/choices';

type CropUnit = keyof typeof QUINTALS_PER_UNIT;

/** Kilograms per one unit of the crop: the bag's tare is weighed in kg whatever the crop's unit. */
const KG_PER_UNIT: Record<CropUnit, string> = { quintal: '100', kg: '1', ton: '1000' };

export interface WeighedLot {
  /** Gross weight in the crop's unit. */
  grossWeight: string;
  bags?: number | null;
  /** Tare of one bag in kg. */
  tarePerBagKg?: string | null;
  /** Moisture measured, %. */
  moistureContent?: string | null;
  /** Moisture the rate assumes, %: above it the weight is cut in proportion. */
  standardMoisture?: string | null;
  unit: CropUnit;
}

export interface NetQuantity {
  /** The lot's quantity: rounded half-up to 3 decimals, once, from the exact figures. */
  net: string;
  /** bags × tare in the crop's unit, to 3 decimals: grossWeight − the weight after tare, rounded. */
  tareDeduction: string;
  /** What the moisture took off the weight after tare (rounded); net + both deductions = grossWeight. */
  moistureDeduction: string;
}

/**
 * net = grossWeight − bags × tare (kg converted to the crop's unit); when moistureContent > standardMoisture,
 * net × (100 − moisture) ÷ (100 − standardMoisture); rounded half-up to 3 decimals. 25.29 q gross, 50 bags at
 * 0.58 kg → 25.000 q; at 13 % against 12 % → 24.716 q.
 */
export function netQuantity(lot: WeighedLot): NetQuantity {
  const bags = String(lot.bags ?? 0);
  // Exact: a tare of 3 decimals in kg over at most 1000 kg a unit needs 6 more decimals.
  const tareExact = divide(multiply(bags, lot.tarePerBagKg ?? '0', 6), KG_PER_UNIT[lot.unit], 9);
  const afterTare = subtract(lot.grossWeight, tareExact, 9);
  const moisture = lot.moistureContent ?? null;
  const standard = lot.standardMoisture ?? null;
  const wet = moisture !== null && standard !== null && compare(moisture, standard) > 0;
  const net = wet
    ? divide(multiply(afterTare, subtract('100', moisture, 1), 10), subtract('100', standard, 1), 3)
    : round(afterTare, 3);
  // Each deduction is what its step took off the rounded weight, so they add up to the gross exactly.
  const weighed = round(afterTare, 3);
  return {
    net,
    tareDeduction: subtract(lot.grossWeight, weighed, 3),
    moistureDeduction: subtract(weighed, net, 3),
  };
}
