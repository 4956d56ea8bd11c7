import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { verifyPassword } from './password';
import { findUserByEmail, listUsers } from './users.queries';
import { changePassword, createUser, ensureFirstAdmin } from './users.service';

describe('first admin bootstrap', () => {
  it('creates admin@example.com with a random password on an empty database, once', async () => {
    const database = await createTestDatabase();
    try {
      const first = await ensureFirstAdmin(database.db, {});
      expect(first?.email).toBe('admin@example.com');
      expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const row = await findUserByEmail(database.db, 'admin@example.com');
      expect(row?.role).toBe('admin');
      expect(await verifyPassword(first!.generatedPassword!, row!.passwordHash)).toBe(true);

      expect(await ensureFirstAdmin(database.db, {})).toBeUndefined();
      expect(await listUsers(database.db)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const database = await createTestDatabase();
    try {
      const first = await ensureFirstAdmin(database.db, {
        email: 'owner@mandi.in',
        password: 'owner-secret',
      });
      expect(first).toEqual({ email: 'owner@mandi.in', generatedPassword: undefined });
      const row = await findUserByEmail(database.db, 'OWNER@mandi.in');
      expect(await verifyPassword('owner-secret', row!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('first admin bootstrap with several instances starting at once', () => {
  it('creates one admin when two instances bootstrap the same database together', async () => {
    const database = await createTestDatabase();
    try {
      const results = await Promise.all([
        ensureFirstAdmin(database.db, {}),
        ensureFirstAdmin(database.db, {}),
        ensureFirstAdmin(database.db, { email: 'owner@mandi.in', password: 'owner-secret' }),
      ]);

      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await listUsers(database.db)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe('users', () => {
  it('refuses a second user with the same email in another case', async () => {
    const database = await createTestDatabase();
    try {
      await createUser(database.db, {
        email: 'a@mandi.in',
        username: 'a',
        password: 'password-1',
        role: 'staff',
      });
      await expect(
        createUser(database.db, {
          email: 'A@Mandi.in',
          username: 'b',
          password: 'password-2',
          role: 'staff',
        }),
      ).rejects.toMatchObject({ statusCode: 409 });
    } finally {
      await database.close();
    }
  });

  it('changes a password so only the new one verifies', async () => {
    const database = await createTestDatabase();
    try {
      await createUser(database.db, {
        email: 'p@mandi.in',
        username: 'p',
        password: 'old-password',
        role: 'staff',
      });
      await changePassword(database.db, 'p@mandi.in', 'new-password');
      const row = await findUserByEmail(database.db, 'p@mandi.in');
      expect(await verifyPassword('new-password', row!.passwordHash)).toBe(true);
      expect(await verifyPassword('old-password', row!.passwordHash)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('refuses a password shorter than 10 characters', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        createUser(database.db, { email: 's@mandi.in', username: 's', password: '123456789', role: 'staff' }),
      ).rejects.toThrow(/10 characters/);
      await expect(changePassword(database.db, 'admin@example.com', '123456789')).rejects.toThrow(
        /10 characters/,
      );
    } finally {
      await database.close();
    }
  });
});
