import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { buildVersion, precacheList } from '../../scripts/service-worker';
import { handlingOf, isUnreachableAnswer, markOffline, OFFLINE_ATTRIBUTE } from './rules';

const ORIGIN = 'https://mandi.example';
const req = (method: string, path: string, mode = 'cors') => ({ method, url: `${ORIGIN}${path}`, mode });

describe('what the service worker does with a request', () => {
  it('never touches an API call, whatever its method or mode', () => {
    for (const path of ['/api/purchases', '/api/auth/me', '/api', '/api/expenses/export?from=2026-01-01']) {
      expect(handlingOf(req('GET', path), ORIGIN)).toBe('network');
      expect(handlingOf(req('GET', path, 'navigate'), ORIGIN)).toBe('network');
      expect(handlingOf(req('POST', path), ORIGIN)).toBe('network');
    }
  });

  it('never touches a share link, even opened as a page, nor keeps it (docs/sharing.md)', () => {
    for (const path of ['/s/AbC-_0123456789abcdefghijklmnopqrstuvwxyzABCD', '/s/', '/s']) {
      expect(handlingOf(req('GET', path, 'navigate'), ORIGIN)).toBe('network');
      expect(handlingOf(req('GET', path), ORIGIN)).toBe('network');
    }
    // A screen whose path merely starts with the letter s is still a page.
    expect(handlingOf(req('GET', '/sales', 'navigate'), ORIGIN)).toBe('page');
  });

  it('answers page loads (network first) and hashed assets (kept); leaves the rest alone', () => {
    expect(handlingOf(req('GET', '/purchase', 'navigate'), ORIGIN)).toBe('page');
    expect(handlingOf(req('GET', '/', 'navigate'), ORIGIN)).toBe('page');
    expect(handlingOf(req('GET', '/assets/index-De5DZhTS.js'), ORIGIN)).toBe('asset');
    expect(handlingOf(req('GET', '/favicon.svg'), ORIGIN)).toBe('network');
    expect(handlingOf(req('GET', '/sw.js'), ORIGIN)).toBe('network');
    expect(handlingOf(req('POST', '/purchase', 'navigate'), ORIGIN)).toBe('network');
    expect(handlingOf({ method: 'GET', url: 'https://cdn.example/assets/x.js', mode: 'cors' }, ORIGIN)).toBe(
      'network',
    );
  });

  it('counts a gateway that cannot reach the app as no connection, and nothing else', () => {
    expect([200, 304, 404, 500, 502, 503, 504].map(isUnreachableAnswer)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('marks the kept shell offline on its <html> element', () => {
    const html =
      '<!doctype html>\n<html lang="en">\n  <head></head><body><div id="root"></div></body>\n</html>';
    expect(markOffline(html)).toContain(`<html ${OFFLINE_ATTRIBUTE} lang="en">`);
    expect(markOffline(html).match(/data-offline/g)).toHaveLength(1);
  });
});

type Bundle = Rolldown.OutputBundle;

function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry } as unknown as Bundle[string];
}
const asset = (fileName: string, source = '') =>
  ({ type: 'asset', fileName, source }) as unknown as Bundle[string];

function bundleOf(outputs: Bundle[string][]): Bundle {
  return Object.fromEntries(outputs.map((o) => [o.fileName, o])) as Bundle;
}

const build = (entryHash: string, html = '<html></html>') =>
  bundleOf([
    chunk(`assets/index-${entryHash}.js`, '/r/web/main.tsx', ['assets/core-1.js'], true),
    chunk('assets/core-1.js', null),
    chunk('assets/offline-page-2.js', '/r/web/app/offline-page.tsx', ['assets/card-3.js']),
    chunk('assets/card-3.js', null),
    chunk('assets/hi-4.js', '/r/web/i18n/hi.ts', ['assets/fill-5.js']),
    chunk('assets/fill-5.js', null),
    chunk('assets/ledger-page-6.js', '/r/web/features/ledger/ledger-page.tsx', ['assets/core-1.js']),
    asset('assets/index-7.css'),
    asset('assets/noto-400-8.woff2'),
    asset('index.html', html),
  ]);

describe('the service worker build', () => {
  it('keeps the shell, the entry, the offline page and the Hindi catalogue with what they import, styles and fonts', () => {
    expect(precacheList(build('a'))).toEqual([
      '/',
      '/favicon.svg',
      '/assets/card-3.js',
      '/assets/core-1.js',
      '/assets/fill-5.js',
      '/assets/hi-4.js',
      '/assets/index-7.css',
      '/assets/index-a.js',
      '/assets/noto-400-8.woff2',
      '/assets/offline-page-2.js',
    ]);
  });

  it('is a new version, so a new worker, whenever a file or index.html changes, and only then', () => {
    expect(buildVersion(build('a'))).toBe(buildVersion(build('a')));
    expect(buildVersion(build('b'))).not.toBe(buildVersion(build('a')));
    expect(buildVersion(build('a', '<html lang="en"></html>'))).not.toBe(buildVersion(build('a')));
  });
});
