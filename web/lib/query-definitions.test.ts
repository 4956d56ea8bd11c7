import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A query that does not say what it reads is never refreshed by a write (web/lib/invalidate-after-write.ts,
// docs/screens.md#client-conventions). The type of `meta` cannot make it required, so every query definition
// in web/ is checked here: each `queryOptions({…})` passes `meta: reads(…)`, and each `useQuery(…)` (or any
// other way of asking the cache) either does so itself or is built from such a `queryOptions` factory.

const WEB = fileURLToPath(new URL('..', import.meta.url));

/** Calls whose object argument defines a query by itself. */
const DEFINERS = new Set(['queryOptions', 'infiniteQueryOptions']);
/** Calls that ask the cache for a query: either they define it, or they spread / pass a factory's options. */
const CONSUMERS = new Set([
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'usePrefetchQuery',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
]);

interface Source {
  path: string;
  text: string;
}

function sourceFiles(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) {
      return [];
    }
    return [{ path: relative(WEB, path), text: readFileSync(path, 'utf8') }];
  });
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** `meta: reads(…)` among the object literal's properties. */
function hasReads(object: ts.ObjectLiteralExpression): boolean {
  return object.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      ts.isIdentifier(p.name) &&
      p.name.text === 'meta' &&
      ts.isCallExpression(p.initializer) &&
      ts.isIdentifier(p.initializer.expression) &&
      p.initializer.expression.text === 'reads',
  );
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** `const name = (…) => queryOptions({… meta: reads(…) …})`: the factories a consumer may build on. */
function factories(files: Source[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    visit(source, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      const init = node.initializer;
      if (!ts.isArrowFunction(init) || !ts.isCallExpression(init.body)) return;
      const name = calleeName(init.body);
      const [arg] = init.body.arguments;
      if (name && DEFINERS.has(name) && arg && ts.isObjectLiteralExpression(arg) && hasReads(arg)) {
        names.add(node.name.text);
      }
    });
  }
  return names;
}

const isFactoryCall = (node: ts.Expression, known: Set<string>): boolean => {
  if (!ts.isCallExpression(node)) return false;
  const name = calleeName(node);
  return name !== undefined && known.has(name);
};

/** "file:line: call" for every query definition that does not say what it reads. */
function queriesWithoutReads(files: Source[]): string[] {
  const known = factories(files);
  const missing: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    visit(source, (node) => {
      if (!ts.isCallExpression(node)) return;
      const name = calleeName(node);
      if (!name || (!DEFINERS.has(name) && !CONSUMERS.has(name))) return;
      const [arg] = node.arguments;
      let ok = false;
      if (arg && ts.isObjectLiteralExpression(arg)) {
        ok =
          hasReads(arg) ||
          (CONSUMERS.has(name) &&
            arg.properties.some((p) => ts.isSpreadAssignment(p) && isFactoryCall(p.expression, known)));
      } else if (arg && CONSUMERS.has(name)) {
        ok = isFactoryCall(arg, known);
      }
      if (!ok) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        missing.push(`${file.path}:${line + 1}: ${name}`);
      }
    });
  }
  return missing;
}

describe('every query in web/ says what it reads', () => {
  it('each queryOptions passes meta: reads(…), each useQuery passes it or builds on such options', () => {
    expect(queriesWithoutReads(sourceFiles(WEB))).toEqual([]);
  });

  it('finds one that does not', () => {
    const files: Source[] = [
      {
        path: 'a.ts',
        text: `
          export const goodOptions = () => queryOptions({ queryKey: ['a'], queryFn, meta: reads('crops') });
          const badOptions = () => queryOptions({ queryKey: ['b'], queryFn });
          useQuery(goodOptions());
          useQuery({ ...goodOptions(), enabled });
          useQuery({ ...badOptions(), enabled });
          useQuery({ queryKey: ['c'], queryFn, meta: { reads: [] } });
          useQuery({ queryKey: ['d'], queryFn, meta: reads('parties') });
          queryClient.fetchQuery({ queryKey: ['e'], queryFn });
        `,
      },
    ];
    expect(queriesWithoutReads(files)).toEqual([
      'a.ts:3: queryOptions',
      'a.ts:6: useQuery',
      'a.ts:7: useQuery',
      'a.ts:9: fetchQuery',
    ]);
  });
});
