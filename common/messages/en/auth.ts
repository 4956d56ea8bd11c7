/**
 * The API's messages about signing in, passwords and users (server/modules/auth, server/modules/users), in English: the
 * spec's exact texts where it gives them. common/messages/hi/auth.ts has the same keys in Hindi.
 */
export const authMessages = {
  'auth.tooManyAttempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.wrongCurrentPassword': 'The current password is wrong',
  'users.adminOnly': 'Only an admin can manage users',
  'users.notFound': 'No user #{{id}}',
  'users.notFoundByEmail': 'No user with the email {{email}}',
  'users.emailTaken': 'A user with the email {{email}} exists',
  'users.emailTakenField': 'A user with this email exists',
  'users.lastAdmin': 'This is the last active admin: make another user an admin first, then change this one',
} as const;
