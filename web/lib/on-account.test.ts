import type { OpenBillsAnswer } from '@common/schemas/payments';
import { describe, expect, it } from 'vitest';
import { onAccountOf, planApplications } from './on-account';

// A farmer's two advances (₹1,250.75 paid 03-30, then ₹5,000.00 left of 04-02) beside two open purchases.
const answer: OpenBillsAnswer = {
  bills: [
    {
      kind: 'purchase',
      id: 7,
      date: '2025-04-01',
      amount: '20000.00',
      paidAmount: '16000.00',
      outstanding: '4000.00',
    },
    {
      kind: 'purchase',
      id: 9,
      date: '2025-04-05',
      amount: '4500.00',
      paidAmount: '0.00',
      outstanding: '4500.00',
    },
  ],
  unallocated: '6250.75',
  advances: [
    {
      id: 3,
      paymentDate: '2025-03-30',
      mode: 'cash',
      reference: null,
      amount: '1250.75',
      unallocated: '1250.75',
    },
    {
      id: 5,
      paymentDate: '2025-04-02',
      mode: 'upi',
      reference: 'UTR 1',
      amount: '25000.00',
      unallocated: '5000.00',
    },
  ],
};

describe('planApplications', () => {
  it('applies each advance, oldest payment first, to the oldest bills until the open bills are covered', () => {
    expect(planApplications(answer)).toEqual([
      { paymentId: 3, body: {} },
      { paymentId: 5, body: {} },
    ]);
    // 1,000.00 open: the first advance covers it, the second is left alone.
    const small = { ...answer, bills: [{ ...answer.bills[0]!, outstanding: '1000.00' }] };
    expect(planApplications(small)).toEqual([{ paymentId: 3, body: {} }]);
  });

  it('applies to one bill up to its outstanding, oldest payment first', () => {
    // Purchase #9 has 4,500.00 open: 1,250.75 from #3, then 3,249.25 from #5.
    expect(planApplications(answer, { kind: 'purchase', id: 9 })).toEqual([
      { paymentId: 3, body: { allocations: [{ purchaseId: 9, amount: '1250.75' }] } },
      { paymentId: 5, body: { allocations: [{ purchaseId: 9, amount: '3249.25' }] } },
    ]);
  });

  it('plans nothing for a bill that is not open, or when nothing is on account', () => {
    expect(planApplications(answer, { kind: 'purchase', id: 8 })).toEqual([]);
    expect(planApplications({ ...answer, unallocated: '0.00', advances: [] })).toEqual([]);
    expect(planApplications({ ...answer, bills: [] })).toEqual([]);
  });
});

describe('onAccountOf', () => {
  it('says what is on account and whether applying it would settle anything', () => {
    expect(onAccountOf(answer)).toEqual({ unallocated: '6250.75', applicable: true });
    expect(onAccountOf({ ...answer, bills: [] })).toEqual({ unallocated: '6250.75', applicable: false });
    expect(onAccountOf({ bills: answer.bills, unallocated: '0.00', advances: [] })).toBeUndefined();
    expect(onAccountOf(undefined)).toBeUndefined();
  });
});
