import { purchaseExpenseTypes } from '@common/schemas/choices';
import type { PurchaseInput } from '@common/schemas/purchases';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { Button } from '@/components/ui/button';
import { formFieldErrorId } from '@/components/ui/form-field';
import { DecimalInput } from '@/components/decimal-input';
import { Label } from '@/components/ui/label';
import type { PurchaseFormValues } from '../purchase-body';

interface ExpenseRowsProps {
  form: UseFormReturn<PurchaseFormValues, unknown, PurchaseInput>;
  rows: UseFieldArrayReturn<PurchaseFormValues, 'expenses'>;
}

/** The purchase's own cost rows (transportation, labor …); one always remains (docs/screens.md#purchase). */
export function ExpenseRows({ form, rows }: ExpenseRowsProps) {
  const { t } = useTranslation();
  const { control, register, clearErrors, formState } = form;
  const onlyOne = rows.fields.length <= 1;
  const addButton = useRef<HTMLButtonElement>(null);

  // Keyboard entry (docs/screens.md#keyboard): a new row starts at its type; removing a row moves the focus
  // to the type of the row before it (the next one when the first goes), never to the page. The element is
  // looked up once the rows have rendered again.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    focusNext.current = null;
    (document.getElementById(id) ?? addButton.current)?.focus();
  }, [rows.fields]);
  const typeIdOf = (rowId: string) => `purchase-expense-${rowId}-type`;
  const removeRow = (index: number) => {
    const neighbour = rows.fields[index - 1] ?? rows.fields[index + 1];
    focusNext.current = neighbour ? typeIdOf(neighbour.id) : '';
    rows.remove(index);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t('purchases.form.expenses')}</legend>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] gap-3 text-xs font-medium text-muted-foreground sm:grid"
      >
        <span>{t('purchases.form.expenseTypeHeader')}</span>
        <span>{t('purchases.form.expenseAmountHeader')}</span>
      </div>
      <ul className="space-y-3">
        {rows.fields.map((row, index) => {
          const n = String(index + 1);
          const typeId = typeIdOf(row.id);
          const amountId = `purchase-expense-${row.id}-amount`;
          const typeError = formState.errors.expenses?.[index]?.type?.message;
          const amountError = formState.errors.expenses?.[index]?.amount?.message;
          return (
            <li key={row.id} className="space-y-1 rounded-md border border-border p-3 sm:border-0 sm:p-0">
              {/* Phones: the type on its own line, amount and remove below; wider: one line. */}
              <div className="grid grid-cols-[minmax(0,1fr)_2.5rem] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem]">
                <div className="col-span-2 sm:col-span-1">
                  <Label htmlFor={typeId} className="sr-only">
                    {t('purchases.form.expenseType', { n })}
                  </Label>
                  <Controller
                    control={control}
                    name={`expenses.${index}.type`}
                    render={({ field }) => (
                      <OptionsSelect
                        value={field.value}
                        onValueChange={(v) => {
                          field.onChange(v);
                          clearErrors(`expenses.${index}.type`);
                        }}
                        options={purchaseExpenseTypes.map((type) => ({
                          value: type,
                          label: t(`purchases.expenseTypes.${type}`),
                        }))}
                        placeholder={t('purchases.form.expenseTypePlaceholder')}
                        id={typeId}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        aria-invalid={typeError ? true : undefined}
                        aria-describedby={typeError ? formFieldErrorId(typeId) : undefined}
                      />
                    )}
                  />
                </div>
                <div>
                  <Label htmlFor={amountId} className="sr-only">
                    {t('purchases.form.expenseAmount', { n })}
                  </Label>
                  <DecimalInput
                    id={amountId}
                    step="0.01"
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? formFieldErrorId(amountId) : undefined}
                    {...register(`expenses.${index}.amount`, {
                      onChange: () => clearErrors(`expenses.${index}.amount`),
                    })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => removeRow(index)}
                  disabled={onlyOne}
                  aria-label={t('purchases.form.removeExpense', { n })}
                  title={t('purchases.form.removeExpense', { n })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {typeError && (
                <p
                  id={formFieldErrorId(typeId)}
                  role="alert"
                  className="text-sm font-medium text-destructive"
                >
                  {typeError}
                </p>
              )}
              {amountError && (
                <p
                  id={formFieldErrorId(amountId)}
                  role="alert"
                  className="text-sm font-medium text-destructive"
                >
                  {amountError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t('purchases.form.expensesHint')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          ref={addButton}
          onClick={() =>
            rows.append({ type: '', amount: '' }, { focusName: `expenses.${rows.fields.length}.type` })
          }
        >
          <Plus aria-hidden="true" />
          {t('purchases.form.addExpense')}
        </Button>
      </div>
    </fieldset>
  );
}
