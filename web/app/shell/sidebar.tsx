import { Keyboard, KeyRound, LogOut, Sprout } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';
import { useLogout } from '@/features/auth/api/logout';
import { useSetLanguage } from '@/features/auth/api/set-language';
import { LanguageSwitch } from '@/components/language-switch';
import { cn } from '@/lib/cn';
import { isActivePath, navGroupsFor } from './nav-items';

// Its form code (react-hook-form, zod) is fetched when first opened, not with every screen
// (docs/decisions/0010-first-load.md).
const ChangePasswordDialog = lazy(() =>
  import('@/features/auth/components/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** The sidebar's content: brand, grouped navigation, user footer. Used fixed on wide screens and in the mobile menu. */
export function Sidebar({
  onNavigate,
  onShowShortcuts,
}: {
  onNavigate?: () => void;
  /** Opens the keyboard shortcuts' help (docs/screens.md#keyboard). */
  onShowShortcuts?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  const changeLanguage = useSetLanguage();
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordDialogWanted, setPasswordDialogWanted] = useState(false);
  // On a short window (900 px) the list scrolls: the current screen's entry is kept in view.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [pathname]);

  return (
    <div className="flex h-full flex-col bg-card text-foreground">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Sprout className="size-5" aria-hidden="true" />
        </span>
        <span className="text-lg font-bold">{t('common.productName')}</span>
      </div>
      {/* Compact enough that every group, Settings' Users and Audit trail too, shows whole in a 900 px high
          window without scrolling; a shorter one scrolls the list, the current entry kept in view. */}
      <nav
        ref={navRef}
        aria-label={t('shell.nav.label')}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
      >
        {navGroupsFor(user?.role).map((group, index) => (
          <div key={group.key ?? index} className="mb-2 last:mb-0">
            {group.key && (
              <p className="mb-0.5 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {t(`shell.nav.groups.${group.key}`)}
              </p>
            )}
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const active = isActivePath(item.path, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.key}>
                    <Link
                      to={item.path}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-3 rounded-md px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
                        active
                          ? 'bg-primary text-primary-foreground'
                          : 'text-foreground hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {t(`shell.nav.${item.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      {onShowShortcuts && (
        <div className="shrink-0 px-3 py-1">
          <button
            type="button"
            onClick={onShowShortcuts}
            aria-keyshortcuts="?"
            className="flex w-full items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Keyboard className="size-4" aria-hidden="true" />
            <span className="flex-1 text-left">{t('shell.shortcuts.open')}</span>
            <kbd
              className="rounded border border-border bg-muted px-1.5 font-mono text-xs"
              aria-hidden="true"
            >
              ?
            </kbd>
          </button>
        </div>
      )}
      {/* Saved for the user, so it follows them to another device (docs/screens.md#language). */}
      <div className="shrink-0 border-t border-border px-4 py-2">
        <LanguageSwitch onChange={changeLanguage} />
      </div>
      <div className="flex shrink-0 items-center gap-3 border-t border-border px-4 py-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold uppercase text-secondary-foreground"
          aria-hidden="true"
        >
          {user?.username.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium wrap-break-word" data-testid="sidebar-username">
            {user?.username}
          </p>
          <p className="truncate text-xs text-muted-foreground" data-testid="sidebar-role">
            {user && t(`users.roles.${user.role}`)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('users.changePassword.open')}
          title={t('users.changePassword.open')}
          onClick={() => {
            setPasswordDialogWanted(true);
            setChangingPassword(true);
          }}
        >
          <KeyRound aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shell.logout')}
          title={t('shell.logout')}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden="true" />
        </Button>
        {passwordDialogWanted && (
          <Suspense fallback={null}>
            <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
