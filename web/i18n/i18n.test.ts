import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { enScreens } from './en-screens';
import { addScreenTexts, i18next, languageReady, setLanguage } from './i18n';

addScreenTexts(enScreens);

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the Hindi catalogue', () => {
  const english = new Map(leaves(en));
  const hindi = new Map(leaves(hi));

  it('has every key of the English one and no other', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills the same placeholders as the English text of each key', () => {
    const mismatched = [...english].filter(([key, text]) => {
      return placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join();
    });
    expect(mismatched).toEqual([]);
  });

  it('is in Devanagari, apart from names, codes and formats that read the same in both', () => {
    const same = [...english].filter(([key, text]) => hindi.get(key) === text).map(([, text]) => text);
    // What stays as written: the product name, codes (an IFSC and its example, GSTIN), a date format, the example email, bare placeholders.
    const allowed = /^(MandiBook|UPI|IFSC|GSTIN|SBIN0001234|dd-mm-yyyy|\S+@example\.com)$/;
    const latin = same.filter((text) => /[A-Za-z]{2}/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(latin.filter((text) => !allowed.test(text))).toEqual([]);
  });
});

describe('setLanguage', () => {
  it('switches to Hindi, plurals and all, and records a key the Hindi catalogue lacks', async () => {
    await languageReady;
    await setLanguage('hi');
    expect(i18next.language).toBe('hi');
    expect(i18next.t('shell.nav.cashBank')).toBe('रोकड़ व बैंक');
    expect(i18next.t('audit.table.count', { count: 3, formattedCount: '3' })).toBe('3 बदलाव');
    const untranslated = (globalThis as { __untranslatedKeys?: string[] }).__untranslatedKeys!;
    expect(untranslated).toEqual([]);

    // A key only the English catalogue has shows in English, and is recorded.
    i18next.addResource('en', 'translation', 'probe.onlyEnglish', 'Only in English');
    const t = i18next.t as unknown as (key: string) => string;
    expect(t('probe.onlyEnglish')).toBe('Only in English');
    expect(untranslated).toEqual(['probe.onlyEnglish']);

    await setLanguage('en');
    expect(i18next.t('shell.nav.cashBank')).toBe('Cash & Bank');
    untranslated.length = 0;
  });
});
