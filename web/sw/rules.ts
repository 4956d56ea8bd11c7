// What the service worker does with each request (docs/decisions/0004-web-client.md#offline). Plain functions,
// shared by the worker (./service-worker.ts), its build (scripts/service-worker.ts) and the page (web/main.tsx).

/** The worker's caches are named with this and the build's version; older ones are deleted on activation. */
export const CACHE_PREFIX = 'mandibook-shell-';

/** Set on <html> of the shell the worker answers a failed page load with: main.tsx then shows the offline page. */
export const OFFLINE_ATTRIBUTE = 'data-offline';

/** The worker's own script, served from the build's root (never under /assets/, never cached for long). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * - `network`: left alone, as if there were no worker: every API call (never cached, whatever its method), any
 *   write, any other origin, the build's unhashed files (favicon, the worker itself), and a share link's
 *   document (/s/…: a PDF for someone signed out, never the app's shell, never kept; docs/sharing.md).
 * - `page`: a page load: the network first; when it cannot be reached, the cached shell marked offline.
 * - `asset`: a file under /assets/, named by its content's hash: the cached copy, else the network's, kept.
 */
export type Handling = 'network' | 'page' | 'asset';

export function handlingOf(request: { method: string; url: string; mode: string }, origin: string): Handling {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (url.pathname === '/s' || url.pathname.startsWith('/s/')) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'network';
}

/** A page load answered by a gateway that cannot reach the app (a proxy in front of it) counts as unreachable. */
export function isUnreachableAnswer(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/** The cached index.html, marked so that the app shows its offline page instead of signing in or loading data. */
export function markOffline(html: string): string {
  return html.replace(/<html\b/i, `<html ${OFFLINE_ATTRIBUTE}`);
}
