import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

// Its own chunk, fetched when the menu is first opened (./app-shell.tsx): the dialog's code (Radix Dialog,
// focus trap, scroll lock) is not in every cold load (docs/decisions/0010-first-load.md).

/** The sidebar (its children, from the shell) as a drawer over the screen, on narrow screens. */
export function MobileMenu({
  open,
  onOpenChange,
  opener,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which takes the focus back when the menu closes (it is no Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border shadow-xl focus:outline-hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogPrimitive.Title className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
