// Test data straight into the tables (fast, independent of the API under test). Each factory takes
// overrides and returns the inserted row; names get a counter so they never collide.
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { cities, crops, parties, states } from '../db/schema/masters';
import { purchaseInput, type PurchaseInput } from '../../common/schemas/purchases';
import { saleInput, type SaleInput } from '../../common/schemas/sales';
import { createPurchase } from '../modules/purchases/purchases.service';
import { createSale } from '../modules/sales/sales.service';

// Counted afresh in each test file, as when every file had its own module registry (a worker now imports this
// once for all its files: vitest.config.ts), so a file's explicit names and codes never meet a generated one.
let seq = 0;
let seqFile: string | undefined;
const next = () => {
  const file = expect.getState().testPath;
  if (file !== seqFile) {
    seqFile = file;
    seq = 0;
  }
  return ++seq;
};

export async function makeState(db: Db, overrides: Partial<typeof states.$inferInsert> = {}) {
  const n = next();
  const letters = toLetters(n);
  const [row] = await db
    .insert(states)
    .values({ name: `State ${letters}`, code: letters, ...overrides })
    .returning();
  return row!;
}

export async function makeCity(db: Db, overrides: Partial<typeof cities.$inferInsert> = {}) {
  const stateId = overrides.stateId ?? (await makeState(db)).id;
  const [row] = await db
    .insert(cities)
    .values({ name: `City ${next()}`, ...overrides, stateId })
    .returning();
  return row!;
}

export async function makeCrop(db: Db, overrides: Partial<typeof crops.$inferInsert> = {}) {
  const [row] = await db
    .insert(crops)
    .values({ name: `Crop ${next()}`, unit: 'quintal', ...overrides })
    .returning();
  return row!;
}

export async function makeParty(db: Db, overrides: Partial<typeof parties.$inferInsert> = {}) {
  const [row] = await db
    .insert(parties)
    .values({ name: `Party ${next()}`, type: 'farmer', ...overrides })
    .returning();
  return row!;
}

export const makeFarmer = (db: Db, overrides: Partial<typeof parties.$inferInsert> = {}) =>
  makeParty(db, { ...overrides, type: 'farmer' });
export const makeTrader = (db: Db, overrides: Partial<typeof parties.$inferInsert> = {}) =>
  makeParty(db, { ...overrides, type: 'trader' });
export const makeExporter = (db: Db, overrides: Partial<typeof parties.$inferInsert> = {}) =>
  makeParty(db, { ...overrides, type: 'exporter' });

/** 1 → A, 26 → Z, 27 → AA … (state codes are 1–3 letters). */
function toLetters(n: number): string {
  let s = '';
  let x = n;
  while (x > 0) {
    const r = (x - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    x = Math.floor((x - 1) / 26);
  }
  return s.slice(-3);
}

/**
 * A purchase through the service (so stock, movements and ledger stay consistent). Makes a farmer and
 * a crop unless given; defaults: 10 quintals at ₹2,000, no grade, no expense rows.
 */
export async function makePurchase(
  db: Db,
  overrides: Partial<PurchaseInput> = {},
  createdBy: number | null = null,
) {
  const partyId = overrides.partyId ?? (await makeFarmer(db)).id;
  const cropId = overrides.cropId ?? (await makeCrop(db)).id;
  const input = purchaseInput.parse({
    quantity: '10',
    rate: '2000',
    purchaseDate: '2025-04-01',
    ...overrides,
    partyId,
    cropId,
  });
  return createPurchase(db, input, createdBy);
}

/**
 * A sale through the service. Makes a trader unless given; without a cropId it makes a crop and buys
 * the sale's quantity of it first (same grade), so the sale has stock to take.
 */
export async function makeSale(db: Db, overrides: Partial<SaleInput> = {}, createdBy: number | null = null) {
  const partyId = overrides.partyId ?? (await makeTrader(db)).id;
  const quantity = overrides.quantity ?? '5';
  let cropId = overrides.cropId;
  if (cropId === undefined) {
    cropId = (await makeCrop(db)).id;
    await makePurchase(db, { cropId, quantity, qualityGrade: overrides.qualityGrade }, createdBy);
  }
  const input = saleInput.parse({
    rate: '2500',
    saleDate: '2025-04-02',
    ...overrides,
    quantity,
    partyId,
    cropId,
  });
  return createSale(db, input, createdBy);
}
