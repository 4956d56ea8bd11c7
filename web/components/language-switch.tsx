import type { Language } from '@common/schemas/auth';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Each language's name in its own script, whatever the interface language (docs/screens.md#language).
const LANGUAGES: { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

/**
 * English / हिन्दी, two toggle buttons. The caller decides where the choice is kept: the sign-in page on this
 * device only, the shell on the server too.
 */
export function LanguageSwitch({
  onChange,
  className,
}: {
  onChange(language: Language): void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-md border border-border p-0.5', className)}
      data-testid="language-switch"
    >
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={current === code}
          onClick={() => {
            if (current !== code) onChange(code);
          }}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
            current === code ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
