// Ledger descriptions are stored text, so they are formatted once here, on decimal strings (no floats), from
// the narration templates (common/messages/en/narrations.ts) by which the screens say them in Hindi.
import { english, msg, type WordKey } from '../../../common/messages';

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
  return qualityGrade
    ? english(msg('narration.cropOfGrade', { crop: cropName, grade: qualityGrade }))
    : cropName;
}

// A unit as the narrations' word: its form for many is the spec's display name ('Quintals', 'kg', 'Tons').
const UNIT_WORDS: Record<string, WordKey> = { quintal: 'Quintal', kg: 'kg', ton: 'Ton' };

/** 'Purchase #12: 10.000 Quintals Wheat @ ₹2,150.00'. */
export function describeTrade(
  kind: 'Purchase' | 'Sale',
  id: number,
  trade: { quantity: string; unit: string; cropName: string; qualityGrade: string | null; rate: string },
): string {
  const unit = UNIT_WORDS[trade.unit];
  // A crop's unit is one of the three (crops_unit_ck); anything else is a bug, not a narration.
  if (!unit) throw new Error(`unknown crop unit ${trade.unit}`);
  const params = {
    id,
    quantity: trade.quantity,
    unit: [unit],
    crop: cropLabel(trade.cropName, trade.qualityGrade),
    rate: formatRupees(trade.rate),
  };
  return english(msg(kind === 'Purchase' ? 'narration.purchase' : 'narration.sale', params));
}
