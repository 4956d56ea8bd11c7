import { Menu, Sprout } from 'lucide-react';
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionBanner } from '@/components/connection-banner';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/me';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth-store';
import { SkipLink, useShortcuts } from './keyboard-shortcuts';
import { Sidebar } from './sidebar';

// The shortcuts' help and the phone's menu are dialogs fetched when first opened, so that no screen's cold
// load carries the dialog code for them (docs/decisions/0010-first-load.md).
const ShortcutsDialog = lazyDialog(() => import('./shortcuts-dialog').then((m) => m.ShortcutsDialog));
const MobileMenu = lazyDialog(() => import('./mobile-menu').then((m) => m.MobileMenu));

/** The signed-in frame around the screen: a fixed sidebar on wide screens, a top bar with a menu on narrow ones. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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
        {/* As a dialog's trigger: closing the menu brings the focus back here. */}
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label={t('shell.nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" />
        </Button>
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton}>
          <Sidebar onNavigate={() => setMenuOpen(false)} onShowShortcuts={showShortcuts} />
        </MobileMenu>
        <Sprout className="size-5 text-primary" aria-hidden="true" />
        <span className="font-bold">{t('common.productName')}</span>
      </div>

      <div id="main-content" className="lg:pl-64 print:pl-0" key={businessTimezone}>
        {/* A save waiting for the connection says so above whatever the screen shows (docs/operations.md). */}
        <ConnectionBanner className="print-hide sticky top-14 z-10 px-4 pt-4 lg:top-0 lg:px-6" />
        <Suspense
          fallback={
            <div className="flex h-64 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </div>
    </div>
  );
}
