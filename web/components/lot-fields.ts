import type { ChargeBasis, ChargeBearer, ChargeKind } from '@common/lot-charges';
import type { PurchaseInput, purchaseInput } from '@common/schemas/purchases';
import type { SaleInput } from '@common/schemas/sales';
import type { FormValues } from '@/lib/form-values';

// The lot's own fields on the purchase and sale forms (bags, weighing, charges) and the body they send
// (docs/posting.md#charges). Small and free of the preview's arithmetic, so the forms' first load carries only
// this; the fields themselves are web/components/lot-panel.tsx, a chunk of its own.

/** The body's fields about the lot (common/schemas/lots.ts): the panel's, not the form's own. */
export const LOT_FIELDS = ['bags', 'grossWeight', 'tarePerBagKg', 'standardMoisture', 'charges'] as const;
export type LotField = (typeof LOT_FIELDS)[number];

/** Whether a field error belongs to the panel rather than to the form's own fields. */
export const isLotField = (path: string) =>
  (LOT_FIELDS as readonly string[]).includes(path.split('.')[0] ?? '');

/** The schema's lot fields as the panel's inputs hold them (a sale has bags and charges of these). */
type LotValues = Pick<FormValues<typeof purchaseInput>, LotField>;

/** A charge as this lot applies it, with what the panel shows of it; `rate` as typed. */
export interface LotChargeRow {
  chargeId: number;
  name: string;
  nameHi: string | null;
  basis: ChargeBasis;
  rate: LotValues['charges'][number]['rate'];
  bornBy: ChargeBearer;
  kind: ChargeKind;
}

/** The lot's own fields beside the form's: bags, weighing (purchases) and charges. */
export type LotExtras = Omit<LotValues, 'charges'> & {
  /** null until the schedule's active charges are put in (a new lot) or the lot's own (a correction). */
  charges: LotChargeRow[] | null;
};

export const emptyLotExtras = (): LotExtras => ({
  bags: '',
  grossWeight: '',
  tarePerBagKg: '',
  standardMoisture: '',
  charges: null,
});

/** The body's lot fields from the panel's values (left-out charges: the schedule's active ones). */
export function lotBody(lotKind: 'purchase', extras: LotExtras): Pick<PurchaseInput, LotField>;
export function lotBody(lotKind: 'sale', extras: LotExtras): Pick<SaleInput, 'bags' | 'charges'>;
export function lotBody(lotKind: 'purchase' | 'sale', extras: LotExtras): Pick<PurchaseInput, LotField> {
  const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const weighing = {
    ...(text(extras.grossWeight) === undefined ? {} : { grossWeight: extras.grossWeight.trim() }),
    ...(text(extras.tarePerBagKg) === undefined ? {} : { tarePerBagKg: extras.tarePerBagKg.trim() }),
    ...(text(extras.standardMoisture) === undefined
      ? {}
      : { standardMoisture: extras.standardMoisture.trim() }),
  };
  return {
    ...(text(extras.bags) === undefined ? {} : { bags: extras.bags.trim() }),
    // A sale is never weighed: its schema has no such fields.
    ...(lotKind === 'purchase' ? weighing : {}),
    ...(extras.charges === null
      ? {}
      : { charges: extras.charges.map((c) => ({ chargeId: c.chargeId, rate: c.rate.trim() })) }),
  };
}

/** The issues of the panel's fields (bags, weighing, charges.N.rate …), by path, for the panel to show. */
export function lotIssues(issues: ReadonlyArray<{ path: string; message: string }>) {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    if (isLotField(issue.path)) found[issue.path] ??= issue.message;
  }
  return found;
}
