import './zod-config';
import '@/i18n/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { Root } from '@/app/root';
import { i18next } from '@/i18n/i18n';

document.title = i18next.t('common.productName');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <Root />
    </Providers>
  </StrictMode>,
);
