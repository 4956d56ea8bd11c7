// The service worker (docs/decisions/0004-web-client.md#offline): keeps the app shell and the hashed assets so
// that a page loaded without a connection shows the app's own offline page, never the browser's. It never
// touches /api. Built by scripts/service-worker.ts into dist/web/sw.js, with the build's version and the
// files to keep in place of the two constants below.
import { CACHE_PREFIX, handlingOf, isUnreachableAnswer, markOffline } from './rules';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

// The worker's own events, which the DOM library this project type-checks with does not declare.
interface LifecycleEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface InstallEvent extends LifecycleEvent {
  /** Chromium's static routing: requests matching a rule never reach the worker at all. */
  addRoutes?(rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }): Promise<void>;
}
interface FetchEvent extends LifecycleEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
}

const worker = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;

// A new build is a new worker (its version is in this file): it keeps the new shell and takes over at once.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Where the browser can, API calls go straight to the network without waking the worker; elsewhere
      // the fetch handler below leaves them alone.
      await event
        .addRoutes?.({ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' })
        .catch(() => undefined);
      const cache = await caches.open(CACHE);
      await cache.addAll(__SW_PRECACHE__.map((url) => new Request(url, { cache: 'no-cache' })));
      await worker.skipWaiting();
    })(),
  );
});

// Then the previous builds' caches go: their files are no longer what the server serves.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, worker.location.origin);
  if (handling === 'page') event.respondWith(page(event.request));
  else if (handling === 'asset') event.respondWith(asset(event.request));
});

async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (!isUnreachableAnswer(response.status)) return response;
    return (await offlineShell()) ?? response;
  } catch (error) {
    const shell = await offlineShell();
    if (shell) return shell;
    throw error;
  }
}

/** The kept index.html, marked offline, with the server's headers (its Content-Security-Policy among them). */
async function offlineShell(): Promise<Response | undefined> {
  const cached = await caches.match('/', { cacheName: CACHE });
  if (!cached) return undefined;
  const headers = new Headers(cached.headers);
  for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified']) headers.delete(name);
  headers.set('cache-control', 'no-store');
  return new Response(markOffline(await cached.text()), { status: 200, headers });
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  // Named by its content's hash, an asset never changes: kept as soon as it is fetched.
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
