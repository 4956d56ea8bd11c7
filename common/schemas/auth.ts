import { z } from 'zod';
import { v } from '../messages/validation';

export const roles = ['admin', 'staff'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** The interface languages (docs/screens.md#language). Numbers and dates stay en-IN in both. */
export const languages = ['en', 'hi'] as const;
export const language = z.enum(languages, { error: v('validation.language') });
export type Language = z.infer<typeof language>;

/** PUT /api/auth/language: the signed-in user's own interface language. */
export const updateLanguageInput = z.object({ language });
export type UpdateLanguageInput = z.infer<typeof updateLanguageInput>;

export const loginRequest = z.object({
  email: z
    .string({ error: v('validation.required') })
    .trim()
    .min(1, v('validation.required'))
    .max(320),
  password: z
    .string({ error: v('validation.required') })
    .min(1, v('validation.required'))
    .max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const user = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  role,
  language,
});
export type User = z.infer<typeof user>;

/** A new session: the user and the bearer token. */
export const session = z.object({ user, token: z.string() });
export type Session = z.infer<typeof session>;

/**
 * The business's IANA time zone (BUSINESS_TIMEZONE, docs/posting.md#business-dates), so that the browser
 * shows "today" and timestamps as the business sees them, wherever the browser is.
 */
const businessTimezone = z.string();

export const loginResponse = session.extend({ businessTimezone });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ user, businessTimezone });
export type MeResponse = z.infer<typeof meResponse>;
