import { z } from 'zod';
import { timestamp } from './primitives';
import { statusFilters } from './choices';
import { v } from '../messages/validation';

export { statusFilters };

// Cancel and correct (docs/corrections.md): the fields every purchase, sale, expense and payment carries,
// the cancel body and the status filter of their lists.

export const recordStatuses = ['active', 'cancelled'] as const;
export const recordStatus = z.enum(recordStatuses);
export type RecordStatus = z.infer<typeof recordStatus>;

export const correctionFields = {
  status: recordStatus,
  cancelledAt: timestamp.nullable(),
  cancelledBy: z.number().nullable(),
  cancelReason: z.string().nullable(),
  /** The record this one corrected (it was cancelled when this one was recorded). */
  amends: z.number().nullable(),
  /** The record that corrected this one. */
  amendedBy: z.number().nullable(),
};

export const statusFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? 'active' : v),
  z.enum(statusFilters, { error: v('validation.recordStatus') }),
);
export type StatusFilter = z.infer<typeof statusFilter>;

export const cancelInput = z.object({
  reason: z
    .string({ error: v('validation.required') })
    .trim()
    .min(1, v('validation.required'))
    .max(500, v('validation.atMostCharacters', { max: 500 })),
});
export type CancelInput = z.input<typeof cancelInput>;

export const correctableEntities = ['purchase', 'sale', 'expense', 'payment'] as const;
export type CorrectableEntity = (typeof correctableEntities)[number];
