// Ledger descriptions are stored text, so they are formatted once here, on decimal strings (no floats).

const UNIT_LABELS: Record<string, string> = { quintal: 'Quintals', kg: 'kg', ton: 'Tons' };

/** 'Quintals' for quintal (the spec's display name), 'kg', 'Tons'. */
export function unitLabel(unit: string): string {
  return UNIT_LABELS[unit] ?? unit;
}

/** ₹ with Indian digit grouping (12,34,567.50) from a 2-decimal string. */
export function formatRupees(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? amount.slice(1) : amount).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}₹${grouped}.${fraction.padEnd(2, '0')}`;
}

/** 'Wheat' or 'Wheat (Grade A)'. */
export function cropLabel(cropName: string, qualityGrade: string | null): string {
  return qualityGrade ? `${cropName} (Grade ${qualityGrade})` : cropName;
}

/** 'Purchase #12: 10.000 Quintals Wheat @ ₹2,150.00'. */
export function describeTrade(
  kind: 'Purchase' | 'Sale',
  id: number,
  trade: { quantity: string; unit: string; cropName: string; qualityGrade: string | null; rate: string },
): string {
  return `${kind} #${id}: ${trade.quantity} ${unitLabel(trade.unit)} ${cropLabel(trade.cropName, trade.qualityGrade)} @ ${formatRupees(trade.rate)}`;
}
