import { compare, isDecimal, multiply } from '@common/decimal';
import { chargeLines, purchaseFigures, saleFigures, type CropUnit } from '@common/lot-charges';
import { netQuantity } from '@common/net-quantity';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { lotCharges as lotChargesTexts } from '@/i18n/en/lot-charges';
import { addScreenTexts, localText } from '@/i18n/i18n';
import { formatINR, formatQuantity } from '@/lib/format';
import { lotChargeScheduleQueryOptions, type ScheduleCharge } from '@/lib/queries/lot-charge-schedule';
import type { LotChargeRow, LotExtras } from './lot-fields';

// A lot's bags, weighing and charges on the purchase and sale forms (docs/posting.md#charges), with the money
// preview worked out as the clerk types by the same common/ functions the server posts with. Its code and
// texts come in their own chunk, after the form's first paint (docs/decisions/0010-first-load.md): nothing
// the Alt+P focus on the farmer needs waits for it.
addScreenTexts({ lotCharges: lotChargesTexts });

const positive = (text: string) => {
  const t = text.trim();
  return isDecimal(t) && compare(t, '0') > 0 ? t : undefined;
};
const nonNegative = (text: string) => {
  const t = text.trim();
  return isDecimal(t) && compare(t, '0') >= 0 ? t : undefined;
};
const wholeBags = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The net quantity the weighing gives, or undefined while the gross weight is not a number yet. */
export function weighedQuantity(extras: LotExtras, unit: CropUnit | undefined, moisture: string) {
  const gross = positive(extras.grossWeight);
  if (!gross || !unit) return undefined;
  return netQuantity({
    grossWeight: gross,
    bags: wholeBags(extras.bags),
    tarePerBagKg: nonNegative(extras.tarePerBagKg) ?? null,
    moistureContent: nonNegative(moisture) ?? null,
    standardMoisture: nonNegative(extras.standardMoisture) ?? null,
    unit,
  });
}

interface LotPanelProps {
  lotKind: 'purchase' | 'sale';
  extras: LotExtras;
  onChange: (next: LotExtras) => void;
  unit: CropUnit | undefined;
  quantity: string;
  rate: string;
  /** A purchase's moisture content, for the weighing. */
  moistureContent?: string;
  /** A purchase's expense rows' amounts, for its landed cost. */
  expenseAmounts?: readonly string[];
  /** Field errors the server or the schema gave, by body path (bags, grossWeight, charges.0.rate …). */
  errors?: Readonly<Record<string, string | undefined>>;
  /** A recorded lot being corrected: its bags, weighing and own charges fill the panel, not the schedule's. */
  from?: Parameters<typeof lotExtrasOf>[0];
}

export function LotPanel(props: LotPanelProps) {
  const { lotKind, extras, onChange, unit, quantity, rate, errors = {} } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const schedule = useQuery(lotChargeScheduleQueryOptions(lotKind));
  const hindi = i18n.language === 'hi';
  const nameOf = (c: { name: string; nameHi: string | null }) => (hindi && c.nameHi ? c.nameHi : c.name);

  // A new lot starts with the schedule's active charges at their rates (docs/settings-and-charges.md), a corrected one with
  // its own.
  const { from } = props;
  useEffect(() => {
    if (extras.charges !== null) return;
    if (from) onChange(lotExtrasOf(from));
    else if (schedule.data)
      onChange({ ...extras, charges: schedule.data.filter((c) => c.active).map(toRow) });
  }, [extras, from, schedule.data, onChange]);

  const set = (patch: Partial<LotExtras>) => onChange({ ...extras, ...patch });
  const rows = extras.charges ?? [];
  const weighed =
    lotKind === 'purchase' ? weighedQuantity(extras, unit, props.moistureContent ?? '') : undefined;
  const q = weighed?.net ?? positive(quantity);
  const r = positive(rate);
  const value = q && r ? multiply(q, r, 2) : '0.00';
  const priced =
    q && unit
      ? chargeLines(
          rows.map((row) => ({ ...row, rate: nonNegative(row.rate) ?? '0' })),
          { value, bags: wholeBags(extras.bags), quantity: q, unit },
        )
      : [];

  // Removing a charge moves the focus to the next one's rate (or the add control), never to the page.
  const addRef = useRef<HTMLSelectElement>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    (document.getElementById(focusAfter) ?? addRef.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, extras.charges]);
  const rateId = (chargeId: number) => `${id}-charge-${chargeId}-rate`;
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    set({ charges: rows.filter((_, i) => i !== index) });
    setFocusAfter(next ? rateId(next.chargeId) : '');
  };
  const addable = (schedule.data ?? []).filter((c) => !rows.some((row) => row.chargeId === c.id));

  const bagsId = `${id}-bags`;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('lotCharges.bags')} htmlFor={bagsId} error={errors.bags}>
          <Input
            id={bagsId}
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            placeholder="0"
            value={extras.bags}
            onChange={(e) => set({ bags: e.target.value })}
          />
        </FormField>
        {lotKind === 'purchase' && (
          <>
            <FormField
              label={
                unit
                  ? t('lotCharges.grossWeightIn', { unit: t(`common.units.${unit}`) })
                  : t('lotCharges.grossWeight')
              }
              htmlFor={`${id}-gross`}
              error={errors.grossWeight}
              hint={t('lotCharges.grossWeightHint')}
            >
              <DecimalInput
                id={`${id}-gross`}
                step="0.001"
                value={extras.grossWeight}
                onChange={(e) => set({ grossWeight: e.target.value })}
              />
            </FormField>
            <FormField label={t('lotCharges.tarePerBag')} htmlFor={`${id}-tare`} error={errors.tarePerBagKg}>
              <DecimalInput
                id={`${id}-tare`}
                step="0.001"
                value={extras.tarePerBagKg}
                onChange={(e) => set({ tarePerBagKg: e.target.value })}
              />
            </FormField>
            <FormField
              label={t('lotCharges.standardMoisture')}
              htmlFor={`${id}-standard`}
              error={errors.standardMoisture}
            >
              <DecimalInput
                id={`${id}-standard`}
                step="0.1"
                max="99.9"
                value={extras.standardMoisture}
                onChange={(e) => set({ standardMoisture: e.target.value })}
              />
            </FormField>
          </>
        )}
      </div>
      {weighed && unit && (
        <p className="rounded-md border border-border bg-muted/60 p-3 text-sm" data-testid="lot-net-quantity">
          {t('lotCharges.netQuantity', {
            net: formatQuantity(weighed.net),
            tare: formatQuantity(weighed.tareDeduction),
            moisture: formatQuantity(weighed.moistureDeduction),
            unit: t(`common.units.${unit}`),
          })}
        </p>
      )}

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('lotCharges.charges')}</legend>
        {rows.length === 0 && <p className="text-sm text-muted-foreground">{t('lotCharges.none')}</p>}
        <ul className="space-y-2">
          {rows.map((row, index) => {
            const amount = priced[index]?.amount ?? '0.00';
            const raw = errors[`charges.${index}.rate`] ?? errors[`charges.${index}.chargeId`];
            const error = raw === undefined ? undefined : localText(raw);
            return (
              <li
                key={row.chargeId}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border pb-2 last:border-0"
              >
                {/* Phones: the charge's name on its own line, rate, amount and remove below it. */}
                <div className="min-w-0 basis-full text-sm sm:flex-1 sm:basis-0">
                  <Label htmlFor={rateId(row.chargeId)} className="font-medium">
                    {t('lotCharges.rateOf', { name: nameOf(row), basis: t(`lotCharges.basis.${row.basis}`) })}
                  </Label>
                  <span className="block text-xs text-muted-foreground">
                    {t(`lotCharges.bearer.${lotKind}.${row.bornBy}`)} · {t(`lotCharges.kind.${row.kind}`)}
                  </span>
                </div>
                <DecimalInput
                  id={rateId(row.chargeId)}
                  step="0.01"
                  className="w-28 shrink-0"
                  value={row.rate}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) =>
                    set({ charges: rows.map((x, i) => (i === index ? { ...x, rate: e.target.value } : x)) })
                  }
                />
                <span
                  className="ml-auto w-28 shrink-0 text-right text-sm tabular-nums"
                  data-testid={`lot-charge-amount-${row.chargeId}`}
                >
                  {formatINR(amount)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  onClick={() => remove(index)}
                  aria-label={t('lotCharges.remove', { name: nameOf(row) })}
                  title={t('lotCharges.remove', { name: nameOf(row) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                {error && (
                  <p role="alert" className="basis-full text-sm font-medium text-destructive">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {addable.length > 0 && (
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-add`} className="sr-only">
              {t('lotCharges.add')}
            </Label>
            <Plus aria-hidden="true" className="size-4 text-muted-foreground" />
            <select
              id={`${id}-add`}
              ref={addRef}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              value=""
              onChange={(e) => {
                const picked = addable.find((c) => String(c.id) === e.target.value);
                if (!picked) return;
                set({ charges: [...rows, toRow(picked)] });
                setFocusAfter(rateId(picked.id));
              }}
            >
              <option value="">{t('lotCharges.add')}</option>
              {addable.map((c) => (
                <option key={c.id} value={c.id}>
                  {nameOf(c)}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>

      <LotPreview
        lotKind={lotKind}
        quantity={q}
        rate={r}
        priced={priced}
        expenseAmounts={props.expenseAmounts ?? []}
      />
    </div>
  );
}

function toRow(c: ScheduleCharge): LotChargeRow {
  return {
    chargeId: c.id,
    name: c.name,
    nameHi: c.nameHi,
    basis: c.basis,
    rate: c.rate,
    bornBy: c.bornBy,
    kind: c.kind,
  };
}

interface LotPreviewProps {
  lotKind: 'purchase' | 'sale';
  quantity: string | undefined;
  rate: string | undefined;
  priced: ReturnType<typeof chargeLines<LotChargeRow>>;
  expenseAmounts: readonly string[];
}

/** The lot's money as the server will post it (docs/posting.md#charges); the server computes it again. */
function LotPreview({ lotKind, quantity, rate, priced, expenseAmounts }: LotPreviewProps) {
  const { t } = useTranslation();
  const q = quantity ?? '0';
  const r = rate ?? '0';
  const amounts = expenseAmounts.flatMap((a) => positive(a) ?? []);
  const line = (label: string, amount: string, testId: string, strong = false) => (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between gap-4 border-t border-border pt-2 text-base font-semibold'
          : 'flex items-baseline justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatINR(amount)}
      </dd>
    </div>
  );
  if (lotKind === 'purchase') {
    const f = purchaseFigures({ quantity: q, rate: r, expenseAmounts: amounts, charges: priced });
    return (
      <dl
        aria-label={t('lotCharges.previewLabel')}
        className="space-y-2 rounded-md border border-border bg-muted/60 p-4 text-sm"
      >
        {line(t('lotCharges.value'), f.totalAmount, 'purchase-subtotal')}
        {line(t('lotCharges.deductions'), f.deductions, 'lot-deductions')}
        {line(t('lotCharges.netPayable'), f.netPayable, 'lot-net-payable', true)}
        {line(t('lotCharges.paidOut'), f.paidOutAmount, 'lot-paid-out')}
        {line(t('lotCharges.expenses'), f.expenseAmount, 'purchase-expenses')}
        {line(t('lotCharges.landedCost'), f.finalAmount, 'purchase-final', true)}
      </dl>
    );
  }
  const s = saleFigures({ quantity: q, rate: r, charges: priced });
  return (
    <dl
      aria-label={t('lotCharges.previewLabel')}
      className="space-y-2 rounded-md border border-border bg-muted/60 p-4 text-sm"
    >
      {line(t('lotCharges.value'), s.totalAmount, 'lot-value')}
      {line(t('lotCharges.buyerCharges'), s.chargesAmount, 'lot-buyer-charges')}
      {line(t('lotCharges.billAmount'), s.billAmount, 'lot-bill-amount', true)}
      {line(t('lotCharges.paidOut'), s.paidOutAmount, 'lot-paid-out')}
    </dl>
  );
}

/** The lot's figures to check a body against before sending: net payable or bill amount. */
export function lotBillAmount(
  lotKind: 'purchase' | 'sale',
  extras: LotExtras,
  lot: { quantity: string; rate: string; unit: CropUnit | undefined; moistureContent?: string },
): string | undefined {
  const weighed =
    lotKind === 'purchase' ? weighedQuantity(extras, lot.unit, lot.moistureContent ?? '') : undefined;
  const q = weighed?.net ?? positive(lot.quantity);
  const r = positive(lot.rate);
  if (!q || !r || !lot.unit) return undefined;
  const value = multiply(q, r, 2);
  const priced = chargeLines(
    (extras.charges ?? []).map((row) => ({ ...row, rate: nonNegative(row.rate) ?? '0' })),
    { value, bags: wholeBags(extras.bags), quantity: q, unit: lot.unit },
  );
  return lotKind === 'purchase'
    ? purchaseFigures({ quantity: q, rate: r, expenseAmounts: [], charges: priced }).netPayable
    : saleFigures({ quantity: q, rate: r, charges: priced }).billAmount;
}

/** The panel's values of a recorded lot being corrected: its bags, weighing and its own charges and rates. */
export function lotExtrasOf(lot: {
  bags: number | null;
  grossWeight?: string | null;
  tarePerBagKg?: string | null;
  standardMoisture?: string | null;
  charges: ReadonlyArray<Omit<LotChargeRow, 'rate'> & { rate: string }>;
}): LotExtras {
  return {
    bags: lot.bags === null ? '' : String(lot.bags),
    grossWeight: lot.grossWeight ?? '',
    tarePerBagKg: lot.tarePerBagKg ?? '',
    standardMoisture: lot.standardMoisture ?? '',
    charges: lot.charges.map((c) => ({
      chargeId: c.chargeId,
      name: c.name,
      nameHi: c.nameHi,
      basis: c.basis,
      rate: c.rate,
      bornBy: c.bornBy,
      kind: c.kind,
    })),
  };
}
