// The charge schedule of the bench's charged writes and documents: the demo's Madhya Pradesh grain mandi
// (docs/settings-and-charges.md#demo) with the worked example's bardana and market fee (docs/posting.md#charges),
// put on the schedule through the API once the data set is loaded (the loader's lots carry no charges).
import type { Charge, ChargeInput } from '../../common/schemas/settings';
import type { RunningApp } from './app';

export const BENCH_SCHEDULE: ChargeInput[] = [
  {
    name: 'Commission',
    nameHi: 'आढ़त/कमीशन',
    appliesTo: 'purchase',
    basis: 'percent',
    rate: '2.5',
    bornBy: 'party',
    kind: 'retained',
  },
  {
    name: 'Hamali',
    nameHi: 'हम्माली',
    appliesTo: 'purchase',
    basis: 'per_bag',
    rate: '12',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Bardana',
    nameHi: 'बारदाना',
    appliesTo: 'purchase',
    basis: 'per_bag',
    rate: '8',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Weighing',
    nameHi: 'तुलाई',
    appliesTo: 'purchase',
    basis: 'per_quintal',
    rate: '3',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Market fee',
    nameHi: 'मंडी शुल्क',
    appliesTo: 'purchase',
    basis: 'percent',
    rate: '1',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Market fee',
    nameHi: 'मंडी शुल्क',
    appliesTo: 'sale',
    basis: 'percent',
    rate: '1',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Loading',
    nameHi: 'लदाई',
    appliesTo: 'sale',
    basis: 'per_bag',
    rate: '10',
    bornBy: 'party',
    kind: 'paid_out',
  },
];

/** Puts on the schedule each of BENCH_SCHEDULE it lacks (a kept database has them from its first run). */
export async function ensureSchedule(app: RunningApp): Promise<void> {
  const key = (c: Pick<Charge, 'appliesTo' | 'name'>) => `${c.appliesTo}:${c.name.toLowerCase()}`;
  const have = new Set((await app.get<Charge[]>('/api/charges')).map(key));
  for (const charge of BENCH_SCHEDULE) {
    if (!have.has(key(charge))) await app.post<Charge>('/api/charges', charge);
  }
}
