import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, businessToday } from '../../../common/business-day';
import type { NotificationsAnswer } from '../../../common/schemas/notifications';
import { loadConfig } from '../../config';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { listNotifications } from './notifications.service';

// The bell (docs/screens.md#the-bell), with figures worked out by hand. The backup item depends on the
// machine's data directory, so the API tests read the other items and the backup is tested on the service.

const ctx = useTestContext();
const today = businessToday('Asia/Kolkata');
const books = async () =>
  (await ctx().read<NotificationsAnswer>('/api/notifications')).items.filter((i) => i.kind !== 'backupOld');

describe('GET /api/notifications', () => {
  it('says nothing when nothing needs attention', async () => {
    expect(await books()).toEqual([]);
  });

  it('counts empty and low buckets, bills open past 30 and 90 days, and money on account, each with its screen', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const wheat = await makeCrop(ctx().db);
    const gram = await makeCrop(ctx().db);
    // Wheat: 60 q bought 100 days ago, unpaid (₹60,000.00 we owe past 90 days); 30 q of it sold 40 days ago
    // for ₹45,000.00, unpaid (owed to us past 30 days). 30 q left: under the 50 q line.
    await ctx().send('/api/purchases', {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '60',
      rate: '1000',
      purchaseDate: addDays(today, -100),
      charges: [],
    });
    await ctx().send('/api/sales', {
      partyId: trader.id,
      cropId: wheat.id,
      quantity: '30',
      rate: '1500',
      saleDate: addDays(today, -40),
      charges: [],
    });
    // Gram: 5 q bought and sold today, paid both ways: its bucket is empty, no bill is open.
    await ctx().send('/api/purchases', {
      partyId: farmer.id,
      cropId: gram.id,
      quantity: '5',
      rate: '100',
      purchaseDate: today,
      amountPaid: '500',
      charges: [],
    });
    await ctx().send('/api/sales', {
      partyId: trader.id,
      cropId: gram.id,
      quantity: '5',
      rate: '120',
      saleDate: today,
      paymentStatus: 'paid',
      charges: [],
    });
    // ₹2,500.00 received from the trader today on account, applied to no bill.
    await ctx().send('/api/payments', {
      partyId: trader.id,
      direction: 'received',
      amount: '2500',
      paymentDate: today,
      mode: 'cash',
      allocations: [],
    });

    const items = await books();
    expect(items.map((i) => [i.kind, i.severity, i.count, i.title, i.href])).toEqual([
      ['outOfStock', 'danger', 1, '1 stock bucket out of stock', '/inventory'],
      ['lowStock', 'warning', 1, '1 stock bucket running low (under 50 quintals)', '/inventory'],
      [
        'receivableOver30',
        'warning',
        1,
        '₹45,000.00 owed to us by 1 party on bills over 30 days old',
        '/outstanding?side=receivable',
      ],
      [
        'payableOver90',
        'danger',
        1,
        '₹60,000.00 we owe 1 party on bills over 90 days old',
        '/outstanding?side=payable',
      ],
      [
        'payableOver30',
        'warning',
        1,
        '₹60,000.00 we owe 1 party on bills over 30 days old',
        '/outstanding?side=payable',
      ],
      [
        'onAccount',
        'warning',
        1,
        '₹2,500.00 of 1 party on account, not yet applied to bills',
        '/outstanding?side=receivable',
      ],
    ]);
    // Each says its key and parameters, for the reader's language.
    expect(items[0]).toMatchObject({
      key: 'notifications.outOfStock',
      params: { buckets: [[1, 'stock bucket']] },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the backup item', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-bell-'));
  const backupItems = async (env: Record<string, string>, now = new Date()) =>
    (await listNotifications(ctx().db, loadConfig({ LOG_LEVEL: 'silent', ...env }), now)).filter(
      (i) => i.kind === 'backupOld',
    );

  it('says when an embedded database has no backup, or only one older than two days', async () => {
    const backups = dir();
    expect((await backupItems({ BACKUP_DIR: backups })).map((i) => [i.title, i.count, i.href])).toEqual([
      ['No backup has been made yet', 0, null],
    ]);
    const file = path.join(backups, 'mandibook-daily-2026-11-25.jsonl.gz');
    fs.writeFileSync(file, '');
    const written = new Date('2026-11-25T18:30:00Z');
    fs.utimesSync(file, written, written);
    // 1 day 23 hours later: still fresh; 3 days later: stale.
    expect(await backupItems({ BACKUP_DIR: backups }, new Date('2026-11-27T17:30:00Z'))).toEqual([]);
    expect(
      (await backupItems({ BACKUP_DIR: backups }, new Date('2026-11-28T18:30:00Z'))).map((i) => i.title),
    ).toEqual(['The last backup is 3 days old']);
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it('leaves a PostgreSQL server’s backups to its operator', async () => {
    expect(await backupItems({ DATABASE_URL: 'postgres://x@127.0.0.1/none', BACKUP_DIR: dir() })).toEqual([]);
  });
});
