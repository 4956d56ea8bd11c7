// scripts/check-module-cycles.mjs: `npm run lint` refuses an import cycle between server modules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of scripts/, without types
import { findCycles, moduleGraph } from '../../scripts/check-module-cycles.mjs';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('the module cycle finder', () => {
  it('finds nothing in a graph that goes one way', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reports a two-module cycle once, with its path', () => {
    expect(findCycles(graph({ ledger: ['payments'], payments: ['ledger'], audit: [] }))).toEqual([
      ['ledger', 'payments', 'ledger'],
    ]);
  });

  it('reports a longer cycle through its modules', () => {
    const cycles = findCycles(
      graph({ corrections: ['ledger'], ledger: ['payments'], payments: ['corrections'], audit: [] }),
    );
    expect(cycles).toEqual([['corrections', 'ledger', 'payments', 'corrections']]);
  });

  it('reports each cycle through a module, purchases and sales like any other (no exception is left)', () => {
    const cycles = findCycles(
      graph({ purchases: ['sales'], sales: ['purchases', 'payments'], payments: ['purchases'] }),
    );
    expect(cycles).toEqual([
      ['payments', 'purchases', 'sales', 'payments'],
      ['purchases', 'sales', 'purchases'],
    ]);
  });
});

describe('the module graph read from the files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const write = (root: string, file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it('follows relative imports between folders, leaving tests and outside code out', () => {
    dir = mkdtempSync(join(tmpdir(), 'module-cycles-'));
    write(dir, 'a/a.service.ts', "import { b } from '../b/b.queries';\nimport x from '../../lib/x';\n");
    write(dir, 'a/a.queries.ts', "import {\n  c,\n} from '../c/c';\nimport { own } from './own';\n");
    write(dir, 'b/b.queries.ts', "export const b = 1;\nconst later = () => import('../c/c');\n");
    write(dir, 'b/b.test.ts', "import { a } from '../a/a.service';\n");
    write(dir, 'c/c.ts', "import type { A } from '../a/a.queries';\n");
    expect(moduleGraph(dir)).toEqual(graph({ a: ['b', 'c'], b: ['c'], c: ['a'] }));
  });

  it('exits 1 naming the cycle, and 0 once it is gone (the command `npm run lint` runs)', () => {
    dir = mkdtempSync(join(tmpdir(), 'module-cycles-'));
    write(dir, 'ledger/ledger.ts', "import { pay } from '../payments/payments';\n");
    write(dir, 'payments/payments.ts', "import { post } from '../ledger/ledger';\n");
    const run = () =>
      spawnSync(process.execPath, ['scripts/check-module-cycles.mjs', dir as string], { encoding: 'utf8' });
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('module cycle: ledger -> payments -> ledger');
    write(dir, 'payments/payments.ts', 'export const pay = 1;\n');
    const passed = run();
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });
});
