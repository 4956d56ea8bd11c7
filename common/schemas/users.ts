import { z } from 'zod';
import { role } from './auth';
import { requiredText, timestamp } from './primitives';
import { v } from '../messages/validation';

// Users and roles (docs/api-conventions.md#users-and-roles): admins manage users; anyone changes their own
// password.

export const PASSWORD_MIN = 10;
const PASSWORD_MAX = 1024;

/** Every password newly set, by the API or the CLI. Passwords set before the rule still sign in. */
export const newPassword = z
  .string({ error: v('validation.required') })
  .min(PASSWORD_MIN, v('validation.atLeastCharacters', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, v('validation.atMostCharacters', { max: PASSWORD_MAX }));

export const userEmail = z
  .string({ error: v('validation.required') })
  .trim()
  .toLowerCase()
  .max(320, v('validation.atMostCharacters', { max: 320 }))
  .pipe(z.email(v('validation.invalidEmail')));

export const username = requiredText(100);

/** A user as GET /api/users returns it (and as the audit trail shows it). */
export const userRecord = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  role,
  active: z.boolean(),
  createdAt: timestamp,
});
export type UserRecord = z.infer<typeof userRecord>;

/** POST /api/users. */
export const userCreateInput = z.object({
  email: userEmail,
  username,
  password: newPassword,
  role: z.enum(role.options, { error: v('validation.role') }),
});
export type UserCreateInput = z.input<typeof userCreateInput>;

/** PUT /api/users/:id: the email is the sign-in name and stays. */
export const userUpdateInput = z.object({
  username,
  role: z.enum(role.options, { error: v('validation.role') }),
  active: z.boolean({ error: v('validation.trueOrFalse') }),
});
export type UserUpdateInput = z.input<typeof userUpdateInput>;

/** POST /api/users/:id/password: an admin sets a user's password; that user's sessions end. */
export const setPasswordInput = z.object({ password: newPassword });
export type SetPasswordInput = z.input<typeof setPasswordInput>;

/** POST /api/auth/password: the signed-in user changes their own; their other sessions end. */
export const changeOwnPasswordInput = z.object({
  currentPassword: z
    .string({ error: v('validation.required') })
    .min(1, v('validation.required'))
    .max(PASSWORD_MAX),
  newPassword,
});
export type ChangeOwnPasswordInput = z.input<typeof changeOwnPasswordInput>;
