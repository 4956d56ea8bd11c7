import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoute, setSearch, setUrlFilter, type Route } from './router';

// The route table's matching (web/lib/router.tsx): first match wins, `:name` segments are taken and decoded,
// case and a trailing slash do not count, '*' takes anything.
const Screen = () => null;
const routes: Route[] = [
  { path: '/', Component: Screen },
  { path: 'parties', Component: Screen },
  { path: 'parties/:id/statement', Component: Screen },
  { path: '*', Component: Screen },
];
const matched = (pathname: string) => {
  const match = matchRoute(routes, pathname);
  return match && { path: match.route.path, params: match.params };
};

describe('matchRoute', () => {
  it('finds the root, a screen and a screen with a parameter', () => {
    expect(matched('/')).toEqual({ path: '/', params: {} });
    expect(matched('/parties')).toEqual({ path: 'parties', params: {} });
    expect(matched('/parties/42/statement')).toEqual({ path: 'parties/:id/statement', params: { id: '42' } });
  });

  it('ignores case and a trailing slash, and decodes a parameter', () => {
    expect(matched('/Parties/')).toEqual({ path: 'parties', params: {} });
    expect(matched('/parties/a%20b/statement')?.params).toEqual({ id: 'a b' });
    // A malformed escape is kept as typed rather than throwing.
    expect(matched('/parties/%E0%A4/statement')?.params).toEqual({ id: '%E0%A4' });
  });

  it('sends anything else to the catch-all, and nothing matches without one', () => {
    expect(matched('/parties/42')).toEqual({ path: '*', params: {} });
    expect(matched('/nowhere/at/all')).toEqual({ path: '*', params: {} });
    expect(matchRoute(routes.slice(0, 3), '/nowhere')).toBeUndefined();
  });
});

describe('setSearch', () => {
  // The browser's location and history, enough for navigate(): the URL changes at once, a render comes later.
  function browserAt(start: string) {
    const location = new URL(start, 'http://mandi.test');
    const move = (_state: unknown, _title: string, href: string) => {
      location.href = new URL(href, location.href).href;
    };
    vi.stubGlobal('window', { location, history: { state: null, pushState: move, replaceState: move } });
    return location;
  }
  afterEach(() => void vi.unstubAllGlobals());

  it('gives an updater the query as the URL holds it now, so two changes close together both stay', () => {
    const location = browserAt('/sales?q=basmati&paymentStatus=paid');
    // A party picked: the URL changes before the screen renders again...
    setSearch((current) => (current.set('partyId', '7'), current), { replace: true });
    // ...and the search box's debounced commit of an emptied search lands, built on the URL, not the render.
    setSearch((current) => (current.delete('q'), current), { replace: true });
    expect(location.pathname).toBe('/sales');
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      paymentStatus: 'paid',
      partyId: '7',
    });
  });

  it('replaces the whole query when given one', () => {
    const location = browserAt('/purchases?partyId=3&q=x');
    setSearch(new URLSearchParams({ cropId: '2' }));
    expect(location.search).toBe('?cropId=2');
  });

  it('setUrlFilter sets a key, deletes an empty one with the keys that depend on it, and replaces the entry', () => {
    const location = browserAt('/audit?entity=sale&entityId=12&userId=3');
    const pushes = vi.spyOn(window.history, 'pushState');
    setUrlFilter('userId', '4');
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      entity: 'sale',
      entityId: '12',
      userId: '4',
    });
    setUrlFilter('entity', undefined, ['entityId']);
    expect(location.search).toBe('?userId=4');
    setUrlFilter('userId', '');
    expect(location.search).toBe('');
    expect(pushes).not.toHaveBeenCalled();
  });
});
