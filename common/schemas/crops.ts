import { z } from 'zod';
import { decimal, NAME_MAX, optionalDecimal, requiredText, timestamp } from './primitives';
import { cropUnits, QUINTALS_PER_UNIT } from './choices';

export { cropUnits, QUINTALS_PER_UNIT };

export const cropUnit = z.enum(cropUnits);
export type CropUnit = z.infer<typeof cropUnit>;

export const cropInput = z.object({
  name: requiredText(NAME_MAX),
  unit: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'quintal' : v), cropUnit),
  basePrice: optionalDecimal({ scale: 2, max: '9999999.99', min: 'nonNegative' }),
});
export type CropInput = z.input<typeof cropInput>;

export const crop = z.object({
  id: z.number(),
  name: z.string(),
  unit: cropUnit,
  basePrice: z.string().nullable(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Crop = z.infer<typeof crop>;

// Re-exported for forms that validate a base price the same way as the server.
export const basePrice = decimal({ scale: 2, max: '9999999.99', min: 'nonNegative' });
