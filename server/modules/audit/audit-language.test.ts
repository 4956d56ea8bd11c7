import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../common/schemas/audit';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import { auditEvents } from '../../db/schema/corrections';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// The audit trail's summaries in the reader's language (docs/messages.md#records): stored as messages, said
// when read, parties and crops by name and amounts as ₹ en-IN; rows from before migration 0023 read from
// their English.

const ctx = useTestContext();

async function setLanguage(language: 'en' | 'hi') {
  const res = await ctx().api({ method: 'PUT', url: '/api/auth/language', payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
}

afterEach(() => setLanguage('en'));

async function trailOf(entity: string, id: number | string): Promise<AuditEvent[]> {
  const res = await ctx().api({ method: 'GET', url: `/api/audit?entity=${entity}&entityId=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<AuditEvent[]>(res);
}

describe("the audit trail in the reader's language", () => {
  it('names the party and says the amount as ₹ en-IN, in English and in Hindi', async () => {
    const trader = await makeTrader(ctx().db, { name: 'Gupta Traders' });
    const res = await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: trader.id,
        direction: 'received',
        amount: '61250',
        paymentDate: '2026-11-05',
        mode: 'cash',
        allocations: [],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = ctx().json<Payment>(res);
    const cancel = await ctx().api({
      method: 'POST',
      url: `/api/payments/${payment.id}/cancel`,
      payload: { reason: 'counted twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const english = await trailOf('payment', payment.id);
    expect(english.map((e) => e.summary)).toEqual([
      `Payment #${payment.id} of ₹61,250.00 received from Gupta Traders cancelled: counted twice`,
      `Payment #${payment.id} of ₹61,250.00 received from Gupta Traders recorded`,
    ]);
    // The record names its party by id; the answer gives its name beside it.
    expect(english[1]!.names).toEqual({ [`party:${trader.id}`]: 'Gupta Traders' });

    await setLanguage('hi');
    const hindi = await trailOf('payment', payment.id);
    expect(hindi.map((e) => e.summary)).toEqual([
      `भुगतान #${payment.id} (Gupta Traders से ₹61,250.00 आया) रद्द: counted twice`,
      `भुगतान #${payment.id} दर्ज: Gupta Traders से ₹61,250.00 आया`,
    ]);
  });

  it("names the crop with its grade, the unit and the rate of a purchase, in the reader's language", async () => {
    const farmer = await makeFarmer(ctx().db, { name: 'Ramesh Kumar' });
    const crop = await makeCrop(ctx().db, { name: 'Wheat' });
    const res = await ctx().api({
      method: 'POST',
      url: '/api/purchases',
      payload: {
        partyId: farmer.id,
        cropId: crop.id,
        qualityGrade: 'B',
        quantity: '12.5',
        rate: '2245',
        purchaseDate: '2026-11-06',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const purchase = ctx().json<Purchase>(res);
    const [english] = await trailOf('purchase', purchase.id);
    expect(english!.summary).toBe(
      `Purchase #${purchase.id} recorded: 12.500 Quintals Wheat (Grade B) from Ramesh Kumar at ₹2,245.00`,
    );
    expect(english!.names).toEqual({
      [`party:${farmer.id}`]: 'Ramesh Kumar',
      [`crop:${crop.id}`]: 'Wheat',
    });
    await setLanguage('hi');
    const [hindi] = await trailOf('purchase', purchase.id);
    expect(hindi!.summary).toBe(
      `खरीद #${purchase.id} दर्ज: Ramesh Kumar से 12.500 क्विंटल Wheat (ग्रेड B) @ ₹2,245.00`,
    );
  });

  it("says a user's change of role in Hindi, the roles as words", async () => {
    const created = await ctx().api({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: 'asha@test.local',
        username: 'Asha',
        role: 'staff',
        password: 'a long enough password',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = ctx().json<{ id: number }>(created);
    const changed = await ctx().api({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { username: 'Asha Devi', role: 'admin', active: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [english] = await trailOf('user', user.id);
    expect(english!.summary).toBe('User asha@test.local changed: name Asha → Asha Devi, role staff → admin');
    await setLanguage('hi');
    const [hindi] = await trailOf('user', user.id);
    expect(hindi!.summary).toBe('यूज़र asha@test.local में बदलाव: नाम Asha → Asha Devi, भूमिका स्टाफ़ → एडमिन');
  });

  it('reads a summary written before the messages were kept: the party by name, the amount as ₹ en-IN', async () => {
    const trader = await makeTrader(ctx().db, { name: 'Shyam Lal' });
    // As migration 0023 found them: English text only, "party #N" and a bare amount.
    await ctx()
      .db.insert(auditEvents)
      .values([
        {
          action: 'create',
          entity: 'payment',
          entityId: '9001',
          summary: `Payment #9001 of ₹5000.00 received from party #${trader.id} recorded`,
        },
        {
          action: 'create',
          entity: 'payment',
          entityId: '9001',
          summary: `Payment #9001 of ₹5000.00 received from party #${trader.id}: ₹1250.50 on account applied to Sale #3`,
        },
        {
          action: 'create',
          entity: 'expense',
          entityId: '9002',
          summary: 'Expense #9002 recorded: Diesel, 500.00',
        },
        { action: 'update', entity: 'crop', entityId: '9003', summary: 'Something an older build wrote' },
      ]);
    expect((await trailOf('payment', 9001)).map((e) => e.summary)).toEqual([
      `Payment #9001 of ₹5,000.00 received from Shyam Lal: ₹1,250.50 on account applied to Sale #3`,
      'Payment #9001 of ₹5,000.00 received from Shyam Lal recorded',
    ]);
    expect((await trailOf('expense', 9002))[0]!.summary).toBe('Expense #9002 recorded: Diesel, ₹500.00');
    await setLanguage('hi');
    expect((await trailOf('payment', 9001)).map((e) => e.summary)).toEqual([
      'भुगतान #9001 (Shyam Lal से ₹5,000.00 आया): जमा में से ₹1,250.50 बिक्री #3 में लगाए',
      'भुगतान #9001 दर्ज: Shyam Lal से ₹5,000.00 आया',
    ]);
    expect((await trailOf('expense', 9002))[0]!.summary).toBe('खर्च #9002 दर्ज: Diesel, ₹500.00');
    // A text no template wrote stays as written.
    expect((await trailOf('crop', 9003))[0]!.summary).toBe('Something an older build wrote');
  });
});
