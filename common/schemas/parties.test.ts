import { describe, expect, it } from 'vitest';
import { partyInput } from './parties';

const contact = (contactNumber: unknown) =>
  partyInput.safeParse({ name: 'P', type: 'farmer', contactNumber });

describe('partyInput.contactNumber', () => {
  it.each(['+91 98765-43210', '9876543210', '0'])('accepts %s', (value) => {
    expect(contact(value).success).toBe(true);
  });

  it.each(['---', '+', ' + - ', '+-+-+-+-+-+-+-+'])('refuses %j: no digit at all', (value) => {
    const result = contact(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contactNumber', 'Must contain a digit'],
    ]);
  });

  it('still treats a blank one as absent', () => {
    expect(contact('   ')).toMatchObject({ success: true, data: { contactNumber: undefined } });
  });
});
