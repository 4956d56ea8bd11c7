import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useAuthStore } from './auth-store';
import { downloadExport, filenameOf } from './download-export';

type Saved = { href: string; download: string; clicked: boolean };

/** A document whose <a> only records what it was asked to save (the tests run in Node). */
function fakeDocument(): Saved[] {
  const saved: Saved[] = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const a: Saved & { click(): void; remove(): void } = {
        href: '',
        download: '',
        clicked: false,
        click() {
          a.clicked = true;
        },
        remove() {},
      };
      saved.push(a);
      return a;
    },
    body: { appendChild: () => undefined },
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, isAuthenticated: false });
});

describe('downloadExport', () => {
  it('asks for the CSV with the filters and the bearer token, and saves it under the server’s name', async () => {
    useAuthStore.setState({ token: 'tok-1' });
    const saved = fakeDocument();
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> });
        return new Response('\uFEFF"Date"\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="sales_report_2026-11-26.csv"',
          },
        });
      }),
    );
    await downloadExport('sales', { partyId: '7', from: '', to: undefined, limit: '10' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/sales/export?partyId=7&format=csv');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.download).toBe('sales_report_2026-11-26.csv');
    expect(saved[0]?.clicked).toBe(true);
  });

  it('takes URLSearchParams too', async () => {
    fakeDocument();
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('', { status: 200 });
      }),
    );
    await downloadExport('ledger', new URLSearchParams({ partyId: '3', format: 'xlsx' }));
    expect(urls).toEqual(['/api/ledger/export?partyId=3&format=csv']);
  });

  it('asks for the workbook when the format is xlsx, and saves it under the server’s name', async () => {
    const saved = fakeDocument();
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> });
        return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          status: 200,
          headers: {
            'content-disposition': 'attachment; filename="sales_report_2026-11-01_to_2026-11-28.xlsx"',
          },
        });
      }),
    );
    await downloadExport(
      'reports/trades',
      { type: 'sales', startDate: '2026-11-01', endDate: '2026-11-28', q: '' },
      'xlsx',
    );
    expect(calls.map((c) => c.url)).toEqual([
      '/api/reports/trades/export?type=sales&startDate=2026-11-01&endDate=2026-11-28&format=xlsx',
    ]);
    expect(calls[0]?.headers.Accept).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(saved.map((a) => a.download)).toEqual(['sales_report_2026-11-01_to_2026-11-28.xlsx']);
  });

  it('rejects with the ApiError of a refused export and saves nothing', async () => {
    const saved = fakeDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Invalid query', code: 'VALIDATION_ERROR', errors: [] }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await downloadExport('payments', { from: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Invalid query');
    expect(saved).toHaveLength(0);
  });
});

describe('filenameOf', () => {
  it('reads the plain, quoted and extended forms', () => {
    expect(filenameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameOf(`attachment; filename="x.csv"; filename*=UTF-8''%E0%A4%95.csv`)).toBe('क.csv');
    expect(filenameOf('attachment')).toBeUndefined();
    expect(filenameOf(null)).toBeUndefined();
  });
});
