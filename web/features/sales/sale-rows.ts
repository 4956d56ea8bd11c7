import type { Crop } from '@common/schemas/crops';
import type { Party } from '@common/schemas/parties';
import type { PaymentStatus, Sale } from '@common/schemas/sales';

/** A sale with its party and crop looked up once, for the table, the filters and the export. */
export interface SaleRow {
  sale: Sale;
  party: Party | undefined;
  crop: Crop | undefined;
}

export interface SaleFilters {
  search: string;
  /** 'all' or a party id. */
  partyId: string;
  status: 'all' | PaymentStatus;
}

export const NO_FILTERS: SaleFilters = { search: '', partyId: 'all', status: 'all' };

export function joinSales(
  sales: readonly Sale[],
  parties: readonly Party[],
  crops: readonly Crop[],
): SaleRow[] {
  const partyById = new Map(parties.map((p) => [p.id, p]));
  const cropById = new Map(crops.map((c) => [c.id, c]));
  return sales.map((sale) => ({ sale, party: partyById.get(sale.partyId), crop: cropById.get(sale.cropId) }));
}

/** Free text matches the party or crop name, with the party and status filters (docs/screens.md#sales). */
export function filterSales(rows: readonly SaleRow[], filters: SaleFilters): SaleRow[] {
  const needle = filters.search.trim().toLocaleLowerCase('en-IN');
  return rows.filter(({ sale, party, crop }) => {
    if (filters.partyId !== 'all' && String(sale.partyId) !== filters.partyId) return false;
    if (filters.status !== 'all' && sale.paymentStatus !== filters.status) return false;
    if (!needle) return true;
    return [party?.name, crop?.name].some((name) => name?.toLocaleLowerCase('en-IN').includes(needle));
  });
}
