import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { offline } from '@/i18n/en/offline';
import { addScreenTexts, setLanguage } from '@/i18n/i18n';
import { isUnreachableAnswer } from '@/sw/rules';

addScreenTexts({ offline });

/** How long "Try again" waits for the server before saying there is still no connection. */
const CHECK_TIMEOUT_MS = 5_000;

/**
 * What a page load shows when the server cannot be reached: the service worker answers with the kept shell
 * marked offline (web/sw/service-worker.ts), and main.tsx renders this instead of the app, in the language
 * last chosen on this device (docs/decisions/0004-web-client.md#offline). "Try again" asks the server for the
 * page first, so that a reload happens only once it answers.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'checking' | 'still'>('idle');

  const tryAgain = async () => {
    setState('checking');
    try {
      const res = await fetch('/', { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      if (!isUnreachableAnswer(res.status)) {
        window.location.reload();
        return;
      }
    } catch {
      // No answer: still offline.
    }
    setState('still');
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gradient-to-br from-green-50 to-emerald-100 p-4">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-900">
            <WifiOff className="size-8" aria-hidden="true" />
          </div>
          <p className="text-sm font-semibold text-muted-foreground">{t('common.productName')}</p>
          <CardTitle as="h1" className="text-2xl font-bold">
            {t('offline.title')}
          </CardTitle>
          <CardDescription>{t('offline.body')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          <p className="text-sm">{t('offline.safe')}</p>
          <Button
            type="button"
            className="w-full"
            disabled={state === 'checking'}
            onClick={() => void tryAgain()}
          >
            {state === 'checking' ? t('offline.checking') : t('offline.retry')}
          </Button>
          <p role="status" className="min-h-5 text-sm text-amber-900">
            {state === 'still' ? t('offline.still') : ''}
          </p>
        </CardContent>
      </Card>
      <LanguageSwitch className="bg-card" onChange={(language) => void setLanguage(language)} />
    </main>
  );
}
