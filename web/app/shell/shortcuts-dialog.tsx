import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

// Its own chunk, fetched when first opened (./app-shell.tsx): the dialog's code is not in every cold load
// (docs/decisions/0010-first-load.md). The keys themselves are handled in ./keyboard-shortcuts.tsx.

/** What the help dialog lists, in its order: keys as shown, and the catalogue key of what they do. */
const SHORTCUTS = [
  { keys: ['Alt', 'P'], action: 'newPurchase' },
  { keys: ['Alt', 'S'], action: 'newSale' },
  { keys: ['Alt', 'Y'], action: 'newPayment' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
  { keys: ['Tab'], action: 'skipLink' },
  { keys: ['A … Z'], action: 'typeahead' },
  { keys: ['Alt', '↓'], action: 'datePicker' },
  { keys: ['Enter'], action: 'submit' },
  { keys: ['Esc'], action: 'close' },
] as const;

/** The list of shortcuts, opened with "?" or from the sidebar's keyboard button. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('shell.shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('shell.shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('shell.shortcuts.keysHeader')}</th>
              <th scope="col">{t('shell.shortcuts.actionHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.action} className="border-b border-border last:border-0">
                <td className="whitespace-nowrap py-2 pr-4 align-top">
                  {shortcut.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 && <span className="px-1 text-muted-foreground">+</span>}
                      <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                        {key}
                      </kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2">{t(`shell.shortcuts.actions.${shortcut.action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
