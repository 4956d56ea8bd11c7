import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Party } from '../../../common/schemas/parties';
import { parties } from '../../db/schema/masters';
import { useTestContext } from '../../test/test-app';

// A party's bank account, IFSC and UPI id (docs/api-conventions.md#parties): where it is paid, offered as the
// reference of a payment by bank or UPI.

const ctx = useTestContext();

const post = (payload: Record<string, unknown>) =>
  ctx().api({ method: 'POST', url: '/api/parties', payload });
const put = (id: number, payload: Record<string, unknown>) =>
  ctx().api({ method: 'PUT', url: `/api/parties/${id}`, payload });
const stored = async (id: number) => (await ctx().db.select().from(parties).where(eq(parties.id, id)))[0]!;

describe('a party’s bank details', () => {
  it('stores them, the account without spaces and the IFSC in capitals, and answers them everywhere', async () => {
    const res = await post({
      name: 'Ram Lal',
      type: 'farmer',
      bankAccountNumber: '3012 4567 8901',
      ifsc: ' sbin0001234 ',
      upiId: 'ramlal@okaxis',
    });
    expect(res.statusCode, res.body).toBe(201);
    const party = res.json<Party>();
    expect(party).toMatchObject({
      bankAccountNumber: '301245678901',
      ifsc: 'SBIN0001234',
      upiId: 'ramlal@okaxis',
    });
    expect(await stored(party.id)).toMatchObject({
      bankAccountNumber: '301245678901',
      ifsc: 'SBIN0001234',
      upiId: 'ramlal@okaxis',
    });
    const one = (await ctx().api({ method: 'GET', url: `/api/parties/${party.id}` })).json<Party>();
    expect(one).toMatchObject({ bankAccountNumber: '301245678901', ifsc: 'SBIN0001234' });
    const listed = (await ctx().api({ method: 'GET', url: `/api/parties?ids=${party.id}` })).json<Party[]>();
    expect(listed[0]).toMatchObject({ upiId: 'ramlal@okaxis' });
  });

  it('keeps them absent when left out or blank, and clears them on an update that leaves them out', async () => {
    const blank = (
      await post({ name: 'No Bank', type: 'trader', bankAccountNumber: ' ', ifsc: '', upiId: '' })
    ).json<Party>();
    expect(blank).toMatchObject({ bankAccountNumber: null, ifsc: null, upiId: null });

    const withBank = (
      await post({
        name: 'Shyam',
        type: 'farmer',
        bankAccountNumber: '123456789',
        ifsc: 'HDFC0ABC123',
        upiId: 'shyam.k-1@ybl',
      })
    ).json<Party>();
    expect(withBank).toMatchObject({
      bankAccountNumber: '123456789',
      ifsc: 'HDFC0ABC123',
      upiId: 'shyam.k-1@ybl',
    });
    const edited = await put(withBank.id, { name: 'Shyam', type: 'farmer', upiId: 'shyam@paytm' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Party>()).toMatchObject({ bankAccountNumber: null, ifsc: null, upiId: 'shyam@paytm' });
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ bankAccountNumber: '12345678' }, 'bankAccountNumber', 'Account number must be 9 to 18 digits'],
      [
        { bankAccountNumber: '1234567890123456789' },
        'bankAccountNumber',
        'Account number must be 9 to 18 digits',
      ],
      [{ bankAccountNumber: '12345A789' }, 'bankAccountNumber', 'Account number must be 9 to 18 digits'],
      [
        { ifsc: 'SBIN1001234' },
        'ifsc',
        'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (SBIN0001234)',
      ],
      [
        { ifsc: 'SBI00001234' },
        'ifsc',
        'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (SBIN0001234)',
      ],
      [
        { ifsc: 'SBIN00012345' },
        'ifsc',
        'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (SBIN0001234)',
      ],
      [{ upiId: 'ramlal' }, 'upiId', 'UPI id must be name@handle (ramlal@okaxis)'],
      [{ upiId: 'ram lal@okaxis' }, 'upiId', 'UPI id must be name@handle (ramlal@okaxis)'],
      [{ upiId: 'ramlal@ok@axis' }, 'upiId', 'UPI id must be name@handle (ramlal@okaxis)'],
      [{ upiId: '@okaxis' }, 'upiId', 'UPI id must be name@handle (ramlal@okaxis)'],
    ];
    const before = (await ctx().api({ method: 'GET', url: '/api/parties' })).json<Party[]>().length;
    for (const [fields, path, message] of cases) {
      const res = await post({ name: 'Bad Bank', type: 'farmer', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors, JSON.stringify(fields)).toContainEqual(
        expect.objectContaining({ path, message }),
      );
    }
    expect((await ctx().api({ method: 'GET', url: '/api/parties' })).json<Party[]>()).toHaveLength(before);

    const party = (await post({ name: 'Good Bank', type: 'farmer', ifsc: 'ICIC0000001' })).json<Party>();
    const res = await put(party.id, { name: 'Good Bank', type: 'farmer', ifsc: 'bad' });
    expect(res.statusCode).toBe(400);
    expect((await stored(party.id)).ifsc).toBe('ICIC0000001');
  });

  it('answers 404 for an update of an unknown party', async () => {
    const res = await put(987654, { name: 'Nobody', type: 'farmer', upiId: 'nobody@upi' });
    expect(res.statusCode).toBe(404);
  });
});
