import './zod-config';
import '@/i18n/i18n';
import './styles.css';
import './fonts.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { Root } from '@/app/root';
import { i18next, languageReady } from '@/i18n/i18n';
import { OFFLINE_ATTRIBUTE, SERVICE_WORKER_PATH } from '@/sw/rules';

// Shown only when the service worker answered a page load that could not reach the server
// (docs/decisions/0004-web-client.md#offline); its chunk is among what the worker keeps.
const OfflinePage = lazy(() => import('@/app/offline-page').then((m) => ({ default: m.OfflinePage })));

document.title = i18next.t('common.productName');
const offline = document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE);

// After the stored language is in place (the Hindi catalogue is fetched only when chosen), so a Hindi
// interface never flashes English first (docs/screens.md#language).
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {offline ? (
        <Suspense fallback={null}>
          <OfflinePage />
        </Suspense>
      ) : (
        <Providers>
          <Root />
        </Providers>
      )}
    </StrictMode>,
  ),
);

// The built app only: the dev server's modules are not hashed files to keep. Browsers allow a service worker
// on https and on localhost, not on plain http over a LAN, where a reload offline shows the browser's page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { updateViaCache: 'none' }).catch(() => undefined);
  });
}
