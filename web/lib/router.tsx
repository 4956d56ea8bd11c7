// The app's own router: the browser's history, the current location, links and a flat route table, which is
// all the screens ever used of react-router; that was about 13 kB compressed of every signed-in cold load
// (docs/decisions/0010-first-load.md). The route table itself is web/app/router.tsx.
import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this history entry passed (`navigate(to, { state })`), or null. */
  state: unknown;
}

/** A path ('/audit?entity=sale'), a query alone ('?q=x', on the current path), or its parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (Back then skips it). */
  replace?: boolean;
  state?: unknown;
}

const LocationContext = createContext<Location | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});
const listeners = new Set<() => void>();

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  // The entry's own state, kept as { usr } as react-router kept it, so entries made before still read theirs.
  const entry = window.history.state as { usr?: unknown } | null;
  return { pathname, search, hash, state: entry?.usr ?? null };
}

/** `to` as the path, query and hash it leads to from the current URL. */
function hrefOf(to: To): string {
  const here = window.location;
  const target =
    typeof to === 'string' ? to : `${to.pathname ?? here.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(target, here.href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Goes to `to` without reloading: a new history entry (or the current one replaced), then a new render. */
export function navigate(to: To, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', hrefOf(to));
  else window.history.pushState(entry, '', hrefOf(to));
  listeners.forEach((listener) => listener());
}

/**
 * Provides the location to everything under it, following navigate() and Back/Forward. A screen's change
 * is a transition: a screen whose chunk is still arriving leaves the one shown in place until it is ready.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(currentLocation()));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

export function useLocation(): Location {
  const location = use(LocationContext);
  if (!location) throw new Error('useLocation outside <BrowserRouter>');
  return location;
}

/** navigate(), for components (it never changes, so it is safe in effects' dependencies). */
export function useNavigate(): typeof navigate {
  return navigate;
}

type SearchInit = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * Navigates to the same path with another query. An updater is given the query as the URL holds it now, not
 * as the last render saw it: a screen's location follows navigations in a transition, so two changes close
 * together (a filter picked while a debounced search lands) would otherwise each start from the same old
 * query and the second would drop the first.
 */
export function setSearch(next: SearchInit, options?: NavigateOptions): void {
  const query = (
    typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next
  ).toString();
  navigate(`?${query}`, options);
}

/** The URL's query, and setSearch() to change it (it never changes, so it is safe in effects' dependencies). */
export function useSearchParams() {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, setSearch] as const;
}

/**
 * Sets one of the screen's URL filters, or deletes it when `value` is empty, on the query the URL holds now
 * (see setSearch). The history entry is replaced, not added: Back leaves the screen rather than stepping
 * through every filter change. `alsoDelete` names keys that mean nothing once this one is gone (the Audit
 * trail's record id without its record type).
 */
export function setUrlFilter(
  key: string,
  value: string | undefined,
  alsoDelete: readonly string[] = [],
): void {
  setSearch(
    (current) => {
      if (value) current.set(key, value);
      else {
        current.delete(key);
        for (const other of alsoDelete) current.delete(other);
      }
      return current;
    },
    { replace: true },
  );
}

/**
 * A screen's filters as its URL holds them (docs/screens.md#filters), read by the screen's own parser, and
 * the setter of one of them: a view survives a reload and can be bookmarked.
 */
export function useUrlFilters<F extends object>(
  parse: (params: URLSearchParams) => F,
): readonly [F, (key: keyof F & string, value: string | undefined) => void] {
  const { search } = useLocation();
  const filters = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  return [filters, setFilterKey] as const;
}

const setFilterKey = (key: string, value: string | undefined) => setUrlFilter(key, value);

/** The `:name` segments of the route shown ('parties/:id/statement' → { id }). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return use(ParamsContext);
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An <a> that navigates in place; a click with a modifier key, or another button, is the browser's own. */
export function Link({ to, replace, state, onClick, ref, ...rest }: LinkProps) {
  const href = hrefOf(to);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const plain = !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
        const here = rest.target === undefined || rest.target === '_self';
        if (event.defaultPrevented || event.button !== 0 || !plain || !here) return;
        event.preventDefault();
        // A link to where one already is replaces that entry rather than stacking a copy of it.
        const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        navigate(href, { replace: replace ?? href === current, state });
      }}
    />
  );
}

export interface Route {
  /** 'parties', 'parties/:id/statement', '/' (the root) or '*' (anything, so it comes last). */
  path: string;
  Component: ComponentType;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The first route whose path matches `pathname` and the `:name` segments it took. Segments compare without
 * case and a trailing slash does not count, as in react-router.
 */
export function matchRoute(
  routes: readonly Route[],
  pathname: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.path === '*') return { route, params: {} };
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decode(segments[i]!);
        return true;
      }
      return part.toLowerCase() === segments[i]!.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** The component of the route matching the current location, with its params; nothing when none matches. */
export function Routes({ routes }: { routes: readonly Route[] }) {
  const { pathname } = useLocation();
  const match = matchRoute(routes, pathname);
  if (!match) return null;
  return (
    <ParamsContext value={match.params}>
      <match.route.Component />
    </ParamsContext>
  );
}
