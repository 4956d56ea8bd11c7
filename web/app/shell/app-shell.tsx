import { Menu, Sprout } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/me';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth-store';
import { ShortcutsDialog, SkipLink, useShortcuts } from './keyboard-shortcuts';
import { Sidebar } from './sidebar';

/** The signed-in frame: a fixed sidebar on wide screens, a top bar with a menu on narrow ones. */
export function AppShell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  useMe();
  // Dates and form defaults are worked out when a screen mounts: a new business time zone (the first
  // /api/auth/me answer after an upgrade, or a changed BUSINESS_TIMEZONE) mounts the screen afresh.
  const businessTimezone = useAuthStore((s) => s.businessTimezone);
  // Keyboard-first entry (docs/screens.md#keyboard): the skip link, the shortcuts and their help.
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showShortcuts = useCallback(() => {
    setMenuOpen(false);
    setShortcutsOpen(true);
  }, []);
  useShortcuts(showShortcuts);

  return (
    <div className="min-h-screen bg-muted/40">
      <SkipLink />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <aside className="print-hide fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-border lg:block">
        <Sidebar onShowShortcuts={showShortcuts} />
      </aside>

      <div className="print-hide sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-border bg-card px-4 lg:hidden">
        <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogPrimitive.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('shell.nav.openMenu')}>
              <Menu aria-hidden="true" />
            </Button>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in" />
            <DialogPrimitive.Content
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border shadow-xl focus:outline-hidden"
              aria-describedby={undefined}
            >
              <DialogPrimitive.Title className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Title>
              <Sidebar onNavigate={() => setMenuOpen(false)} onShowShortcuts={showShortcuts} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
        <Sprout className="size-5 text-primary" aria-hidden="true" />
        <span className="font-bold">{t('common.productName')}</span>
      </div>

      <div id="main-content" className="lg:pl-64 print:pl-0" key={businessTimezone}>
        <Suspense
          fallback={
            <div className="flex h-64 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
