import { z } from 'zod';
import { compare } from '../decimal';
import { v } from '../messages/validation';
import { language } from './auth';
import {
  CHARGE_PERCENT_MAX,
  CHARGE_RATE_MAX,
  chargeAppliesTo,
  chargeBases,
  chargeBearers,
  chargeKinds,
} from './choices';
import { decimal, NAME_MAX, optionalText, requiredText, TEXT_MAX, timestamp } from './primitives';

export { CHARGE_PERCENT_MAX, CHARGE_RATE_MAX, chargeAppliesTo, chargeBases, chargeBearers, chargeKinds };

// Settings: the business profile and the charge schedule (docs/settings-and-charges.md).

/**
 * A GSTIN: 2-digit state code, the 10-character PAN, the entity number (1–9 or a letter), Z, and a check
 * character. The check character's checksum is not verified (docs/settings-and-charges.md#business-profile).
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A phone to print and dial: digits, spaces, + and -, with 10 to 13 digits (+91 98290 12345, 0141-2561234). */
export const businessPhone = optionalText(20).pipe(
  z
    .string()
    .regex(/^[0-9+\- ]+$/, { message: v('validation.phoneCharacters'), abort: true })
    .refine((p) => {
      const digits = p.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 13;
    }, v('validation.phoneDigits'))
    .optional(),
);

/** PUT /api/settings/business: the whole profile; an optional field left out or blank is cleared. */
export const businessProfileInput = z.object({
  name: requiredText(NAME_MAX),
  address: optionalText(TEXT_MAX),
  phone: businessPhone,
  // Read in capitals, spaces dropped ("08 abcde1234f1z5" is 08ABCDE1234F1Z5).
  gstin: z.preprocess(
    (g) => (typeof g === 'string' ? g.replace(/\s+/g, '').toUpperCase() : g),
    optionalText(15).pipe(z.string().regex(GSTIN_PATTERN, v('validation.gstin')).optional()),
  ),
  apmcLicence: optionalText(50),
  documentLanguage: z.enum(language.options, { error: v('validation.language') }),
});
export type BusinessProfileInput = z.input<typeof businessProfileInput>;

/** GET /api/settings/business: before the first save, every text is null and the language 'en'. */
export const businessProfile = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  apmcLicence: z.string().nullable(),
  documentLanguage: language,
  updatedAt: timestamp.nullable(),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

export const chargeAppliesToSchema = z.enum(chargeAppliesTo, { error: v('validation.chargeAppliesTo') });
export type ChargeAppliesTo = z.infer<typeof chargeAppliesToSchema>;
export const chargeBasis = z.enum(chargeBases, { error: v('validation.chargeBasis') });
export type ChargeBasis = z.infer<typeof chargeBasis>;
export const chargeBornBy = z.enum(chargeBearers, { error: v('validation.chargeBornBy') });
export type ChargeBornBy = z.infer<typeof chargeBornBy>;
export const chargeKind = z.enum(chargeKinds, { error: v('validation.chargeKind') });
export type ChargeKind = z.infer<typeof chargeKind>;

/** A charge's rate: ≥ 0, paise precision (2 decimals, money.md); a percent at most 100. */
export const chargeRate = decimal({ scale: 2, max: CHARGE_RATE_MAX, min: 'nonNegative' });

/** POST /api/charges and PUT /api/charges/:id (the whole charge). */
export const chargeInput = z
  .object({
    name: requiredText(NAME_MAX),
    nameHi: optionalText(NAME_MAX),
    appliesTo: chargeAppliesToSchema,
    basis: chargeBasis,
    rate: chargeRate,
    bornBy: chargeBornBy,
    kind: chargeKind,
    active: z.boolean({ error: v('validation.trueOrFalse') }).default(true),
  })
  .superRefine((c, ctx) => {
    if (c.basis === 'percent' && compare(c.rate, CHARGE_PERCENT_MAX) > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['rate'],
        message: v('validation.percentAtMost', { max: CHARGE_PERCENT_MAX }),
      });
    }
    if (c.kind === 'retained' && c.bornBy !== 'party') {
      ctx.addIssue({ code: 'custom', path: ['bornBy'], message: v('validation.retainedBornByParty') });
    }
  });
export type ChargeInput = z.input<typeof chargeInput>;
export type ChargeData = z.output<typeof chargeInput>;

export const charge = z.object({
  id: z.number(),
  name: z.string(),
  /** The name on Hindi documents; null: the name is used. */
  nameHi: z.string().nullable(),
  appliesTo: chargeAppliesToSchema,
  basis: chargeBasis,
  rate: z.string(),
  bornBy: chargeBornBy,
  kind: chargeKind,
  active: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Charge = z.infer<typeof charge>;

/** GET /api/charges?appliesTo=: the schedule, purchase charges first, then by name; optionally one side. */
export const chargesQuery = z.object({
  appliesTo: z.preprocess((a) => (a === '' ? undefined : a), chargeAppliesToSchema.optional()),
});
