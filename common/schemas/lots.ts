import { z } from 'zod';
import { CHARGE_RATE_MAX, chargeBases, chargeBearers, chargeKinds } from './choices';
import { id, optionalDecimal } from './primitives';
import { v } from '../messages/validation';

// What a purchase and a sale body carry about the lot's bags, weights and charges (docs/posting.md#bags-and-weights, #charges;
// docs/posting.md#charges). Shared by both bodies and both forms.

export const BAGS_MAX = 100_000;
/** The most charges one lot takes: more than any schedule holds. */
export const LOT_CHARGES_MAX = 20;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Bags counted: a whole number from 0, as a JSON number or plain digits. */
export const bags = z.preprocess(
  blankToUndefined,
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+$/, v('validation.wholeNumberFromTo', { min: 0, max: BAGS_MAX }))
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .int(v('validation.wholeNumberFromTo', { min: 0, max: BAGS_MAX }))
        .min(0, v('validation.wholeNumberFromTo', { min: 0, max: BAGS_MAX }))
        .max(BAGS_MAX, v('validation.wholeNumberFromTo', { min: 0, max: BAGS_MAX })),
    )
    .optional(),
);

/** The lot's weighing: gross weight in the crop's unit, each bag's tare in kg, the moisture the rate assumes. */
export const lotWeighing = {
  grossWeight: optionalDecimal({ scale: 3, max: '9999999.999' }),
  tarePerBagKg: optionalDecimal({ scale: 3, max: '100', min: 'nonNegative' }),
  standardMoisture: optionalDecimal({ scale: 1, max: '99.9', min: 'nonNegative' }),
};

/** One charge applied to this lot: a charge of the schedule, at its rate or at `rate` for this lot. */
export const lotChargeInput = z.object({
  chargeId: id,
  rate: optionalDecimal({ scale: 2, max: CHARGE_RATE_MAX, min: 'nonNegative' }),
});
export type LotChargeInput = z.input<typeof lotChargeInput>;
export type LotChargeData = z.output<typeof lotChargeInput>;

/**
 * Exactly the charges to apply; left out: every active charge of the schedule for that kind of lot at its
 * rate; `[]`: none.
 */
export const lotChargesInput = z
  .array(lotChargeInput)
  .max(LOT_CHARGES_MAX, v('validation.atMostCharges', { max: LOT_CHARGES_MAX }))
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((c, i) => {
      if (seen.has(c.chargeId)) {
        ctx.addIssue({ code: 'custom', path: [i, 'chargeId'], message: v('validation.chargeTwice') });
      }
      seen.add(c.chargeId);
    });
  })
  .optional();

/** A charge as copied onto a lot: a later change of the schedule never changes it. */
export const lotCharge = z.object({
  chargeId: z.number(),
  name: z.string(),
  nameHi: z.string().nullable(),
  basis: z.enum(chargeBases),
  rate: z.string(),
  amount: z.string(),
  bornBy: z.enum(chargeBearers),
  kind: z.enum(chargeKinds),
});
export type LotCharge = z.infer<typeof lotCharge>;
