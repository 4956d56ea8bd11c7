import './zod-config';
import '@/i18n/i18n';
import './styles.css';
import './fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { Root } from '@/app/root';
import { i18next, languageReady } from '@/i18n/i18n';

document.title = i18next.t('common.productName');

// After the stored language is in place (the Hindi catalogue is fetched only when chosen), so a Hindi
// interface never flashes English first (docs/screens.md#language).
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <Root />
      </Providers>
    </StrictMode>,
  ),
);
