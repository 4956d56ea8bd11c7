// Server modules depend one way (docs/code-conventions.md, "Module dependencies"): this reads the import
// specifiers of server/modules/*/*.ts (tests excluded), builds the graph between module folders and exits 1 on
// any cycle, printing its path. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+)'/g;

/** Map of module folder -> Set of module folders its production files import. */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const folder of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const edges = new Set();
    graph.set(folder.name, edges);
    const dir = join(modulesDir, folder.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      for (const [, spec] of readFileSync(join(dir, file), 'utf8').matchAll(SPECIFIER)) {
        if (!spec.startsWith('.')) continue;
        const target = relative(modulesDir, resolve(dir, spec)).split(sep)[0];
        if (target && target !== '..' && target !== folder.name) edges.add(target);
      }
    }
  }
  return graph;
}

/** The shortest cycle from `start` back to it (breadth first), as the list of its folders, or undefined. */
function shortestCycle(graph, start) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return path;
      }
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return undefined;
}

/** The cycles as paths that end where they start (`a -> b -> a`): the shortest through each folder, each once. */
export function findCycles(graph) {
  const cycles = new Map();
  for (const node of [...graph.keys()].sort()) {
    const cycle = shortestCycle(graph, node);
    const key = cycle && [...cycle].sort().join(' ');
    if (cycle && !cycles.has(key)) cycles.set(key, [...cycle, node]);
  }
  return [...cycles.values()];
}

function main() {
  // The folder may be given (the test's fixtures); by default, this repository's server modules.
  const modulesDir =
    process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'modules');
  const cycles = findCycles(moduleGraph(modulesDir));
  for (const cycle of cycles) console.error(`module cycle: ${cycle.join(' -> ')}`);
  if (cycles.length > 0) console.error('Server modules depend one way: see docs/code-conventions.md.');
  return cycles.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
