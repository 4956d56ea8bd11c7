import { z } from 'zod';
import { id, NAME_MAX, requiredText, timestamp } from './primitives';

export const stateInput = z.object({
  name: requiredText(NAME_MAX),
  code: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(3, 'At most 3 letters')
    .regex(/^[A-Za-z]+$/, 'Letters only')
    .transform((v) => v.toUpperCase()),
});
export type StateInput = z.input<typeof stateInput>;

export const state = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type State = z.infer<typeof state>;

export const cityInput = z.object({
  name: requiredText(NAME_MAX),
  stateId: id,
});
export type CityInput = z.input<typeof cityInput>;

export const city = z.object({
  id: z.number(),
  name: z.string(),
  stateId: z.number(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type City = z.infer<typeof city>;
