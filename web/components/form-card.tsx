import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface FormCardProps {
  /** The card's heading, which also names the form. */
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** An inline transaction form (purchase, sale, expense) in its card. */
export function FormCard({ title, description, onSubmit, children }: FormCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={title}>
          {children}
        </form>
      </CardContent>
    </Card>
  );
}

interface FormActionsProps {
  /** While the request runs, both buttons are disabled and the submit button shows `pendingLabel`. */
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
}

/** The Cancel and submit row at the foot of a FormCard. */
export function FormActions({ pending, onCancel, submitLabel, pendingLabel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
