import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Classes for the dialog box (e.g. a wider one). */
  className?: string;
  /** The form; it mounts with the dialog, so it starts fresh each time. */
  children: ReactNode;
  /**
   * Opened by a button that is not a Radix trigger (a row's action, say): on closing, the focus goes back
   * to whatever had it when the dialog opened, so the keyboard user carries on from there.
   */
  returnFocusToOpener?: boolean;
}

/** An add/edit dialog: title, description, then its form. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
  returnFocusToOpener = false,
}: FormDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className}
        onOpenAutoFocus={() => {
          if (!returnFocusToOpener) return;
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusToOpener || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface DialogFormActionsProps {
  /** While saving, the submit button is disabled and reads 'Saving...'. */
  pending: boolean;
  submitLabel: string;
  /** Disables the submit button for a further reason. */
  disabled?: boolean;
}

/** The footer of a dialog's form: Cancel (closes the dialog) and the submit button. */
export function DialogFormActions({ pending, submitLabel, disabled = false }: DialogFormActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {t('common.actions.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? t('common.actions.saving') : submitLabel}
      </Button>
    </DialogFooter>
  );
}
