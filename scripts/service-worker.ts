// The service worker's build (docs/decisions/0004-web-client.md#offline): web/sw/service-worker.ts bundled into
// dist/web/sw.js with what it keeps at install (the app shell: index.html, the entry's scripts, the offline
// page's, the Hindi catalogue's, every stylesheet and font) and a version made from every file name of the build
// (Vite names each asset by its content's hash), so that each new build is a new worker.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import { SERVICE_WORKER_PATH } from '../web/sw/rules';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ENTRY = fileURLToPath(new URL('../web/sw/service-worker.ts', import.meta.url));

/** Modules whose chunks (and what they import) the offline page needs besides the entry. */
const KEPT_MODULES = ['web/app/offline-page.tsx', 'web/i18n/hi.ts'];

/** The URLs the worker keeps at install, from the build's output. */
export function precacheList(bundle: OutputBundle): string[] {
  const outputs = Object.values(bundle);
  const chunks = outputs.filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const kept = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (kept.has(chunk.fileName)) return;
    kept.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = byName.get(name);
      if (dep) visit(dep);
    }
  };
  for (const chunk of chunks) {
    const module = chunk.facadeModuleId?.split('\\').join('/') ?? '';
    if (chunk.isEntry || KEPT_MODULES.some((m) => module.endsWith(m))) visit(chunk);
  }
  for (const output of outputs) {
    if (output.type === 'asset' && /\.(css|woff2)$/.test(output.fileName)) kept.add(output.fileName);
  }
  return ['/', '/favicon.svg', ...[...kept].sort().map((f) => `/${f}`)];
}

/** Names every file of the build: a change anywhere is a new version, and so a new worker. */
export function buildVersion(bundle: OutputBundle): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    hash.update(name);
    const output = bundle[name]!;
    // index.html keeps its name: its content counts.
    if (output.type === 'asset' && name.endsWith('.html')) hash.update(output.source);
  }
  return hash.digest('hex').slice(0, 16);
}

export function serviceWorker(): Plugin {
  return {
    name: 'mandibook-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const precache = precacheList(bundle);
      const missing = KEPT_MODULES.filter(
        (m) => !Object.values(bundle).some((o) => o.type === 'chunk' && o.facadeModuleId?.endsWith(m)),
      );
      if (missing.length > 0) this.error(`service worker: no chunk for ${missing.join(', ')}`);
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: {
          __SW_VERSION__: JSON.stringify(buildVersion(bundle)),
          __SW_PRECACHE__: JSON.stringify(precache),
        },
      });
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: result.outputFiles[0]!.text,
      });
    },
  };
}
