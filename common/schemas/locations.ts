import { z } from 'zod';
import { id, NAME_MAX, requiredText, timestamp } from './primitives';
import { v } from '../messages/validation';

export const stateInput = z.object({
  name: requiredText(NAME_MAX),
  code: z
    .string({ error: v('validation.required') })
    .trim()
    .min(1, v('validation.required'))
    .max(3, v('validation.atMostLetters', { max: 3 }))
    .regex(/^[A-Za-z]+$/, v('validation.lettersOnly'))
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
