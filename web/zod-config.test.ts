import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser's order: web/zod-config.ts runs before zod is first imported (web/main.tsx).
describe('zod-config', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('makes zod jitless without importing it, so no schema ever calls new Function (the CSP forbids it)', async () => {
    delete globalThis.__zod_globalConfig;
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), quantity: z.number().positive() });
    expect(schema.parse({ name: 'Wheat', quantity: 12.5 })).toEqual({ name: 'Wheat', quantity: 12.5 });
    expect(schema.safeParse({ name: 'Wheat', quantity: -1 }).success).toBe(false);
    expect(FunctionSpy).not.toHaveBeenCalled();
  });

  it('keeps settings already made when zod was loaded first', async () => {
    delete globalThis.__zod_globalConfig;
    const { z } = await import('zod');
    z.config({ customError: () => 'custom' });
    await import('./zod-config');
    expect(z.config().jitless).toBe(true);
    expect(z.config().customError).toBeTypeOf('function');
    z.config({ customError: undefined });
  });
});
