import type { Params } from '@common/messages/fill';
import type { Language } from '@common/schemas/auth';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDateLanguage } from '@/lib/format';
import type { en } from './en';
import { enCore } from './en-core';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// Keys looked up in Hindi that the Hindi catalogue lacks (English shows instead). e2e/hindi.spec.ts reads
// this list on every screen and fails on any (docs/decisions/0004-web-client.md#languages).
const untranslated: string[] = [];
(globalThis as { __untranslatedKeys?: string[] }).__untranslatedKeys = untranslated;

void i18next
  .use(initReactI18next)
  .use({
    type: 'postProcessor',
    name: 'untranslated',
    process(value: string, key: string | string[], options: Record<string, unknown>) {
      if (i18next.language === 'hi') {
        const keys = Array.isArray(key) ? key : [key];
        if (!keys.some((k) => i18next.exists(k, { ...options, lngs: ['hi'] })))
          untranslated.push(keys.join('|'));
      }
      return value;
    },
  })
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    // The screens' texts are added when the signed-in app loads (addScreenTexts).
    resources: { en: { translation: enCore } },
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: ['untranslated'],
  });

// The sign-in page's language: the last one chosen on this device. Signed in, the user's own language from
// the server replaces it (docs/screens.md#language).
const STORAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

let latestRequest = 0;

type Translate = (english: string, key?: string, params?: Params) => string | undefined;
// Set with the Hindi catalogue (web/i18n/hi/messages): the server's messages in Hindi.
let serverTextInHindi: Translate | undefined;
let fieldNameInHindi: ((field: string) => string | undefined) | undefined;

/** A record's field as the audit trail names it (`basePrice`), in the interface language; `english` otherwise. */
export function localFieldName(field: string, english: string): string {
  if (i18next.language !== 'hi') return english;
  return fieldNameInHindi?.(field) ?? english;
}

/**
 * A text the server sent (an error's message, a field's) or a shared schema's check produced, in the
 * interface language: the API speaks English and names each message by `key` and `params` (docs/messages.md).
 * In Hindi a text the catalogue lacks shows in English and is listed as untranslated.
 */
export function localText(english: string, key?: string, params?: Params): string {
  // A text already in Devanagari is the client's own (a field marked ज़रूरी), already in the language.
  if (i18next.language !== 'hi' || /[\u0900-\u097F]/.test(english)) return english;
  const hindi = serverTextInHindi?.(english, key, params);
  if (hindi === undefined) untranslated.push(`server: ${english}`);
  return hindi ?? english;
}

async function loadHindi(): Promise<void> {
  if (i18next.hasResourceBundle('hi', 'translation')) return;
  const { hi, hindiOf, fieldInHindi } = await import('./hi');
  i18next.addResourceBundle('hi', 'translation', hi);
  serverTextInHindi = hindiOf;
  fieldNameInHindi = fieldInHindi;
}

/**
 * The texts of a language other than the interface's, for what goes out in it (a document's WhatsApp message
 * in the business's document language, docs/sharing.md); the Hindi catalogue is fetched when first needed.
 */
export async function textsIn(language: Language): Promise<TFunction> {
  if (language === 'hi') await loadHindi();
  return i18next.getFixedT(language);
}

/**
 * Switches the interface language. The Hindi catalogue is its own chunk, fetched only when Hindi is chosen,
 * so the sign-in page's first load stays within its budget (docs/decisions/0010-first-load.md).
 */
export async function setLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  if (language === 'hi') await loadHindi();
  // A later choice made while the catalogue was arriving wins.
  if (request !== latestRequest) return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or a full store: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // Dates are written in the reader's language too (web/lib/format.ts), before the screens render again.
  setDateLanguage(language);
  await i18next.changeLanguage(language);
}

/** Settles once the stored language is in place; main.tsx renders after it, so Hindi never flashes English. */
export const languageReady: Promise<void> = setLanguage(storedLanguage()).catch(() => undefined);

/** Adds the English texts of the signed-in screens (web/app/signed-in-app.tsx calls it as it loads). */
export function addScreenTexts(texts: Record<string, unknown>): void {
  i18next.addResourceBundle('en', 'translation', texts, true, false);
}

export { i18next };
