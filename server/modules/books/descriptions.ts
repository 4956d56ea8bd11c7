// Ledger descriptions are stored as catalogue messages (docs/messages.md#records): made here from the narration
// templates (common/messages/en/narrations.ts), their figures formatted once on decimal strings (no floats), and
// said in the reader's language when read.
import { msg, type Message, type WordKey } from '../../../common/messages';
import { formatRupees } from '../../../common/rupees';

// ₹ en-IN lives in common/ so that the audit trail, which imports no module, says amounts the same way.
export { formatRupees };

/** 'Wheat' or 'Wheat (Grade A)' (a message, 'Grade' said in the reader's language). */
export function cropLabel(cropName: string, qualityGrade: string | null): string | Message {
  return qualityGrade ? msg('narration.cropOfGrade', { crop: cropName, grade: qualityGrade }) : cropName;
}

// A unit as the narrations' word: its form for many is the spec's display name ('Quintals', 'kg', 'Tons').
const UNIT_WORDS: Record<string, WordKey> = { quintal: 'Quintal', kg: 'kg', ton: 'Ton' };

/** A crop's unit as the records' word ('Quintals', 'kg', 'Tons' in English). */
export function unitWord(unit: string): WordKey {
  const word = UNIT_WORDS[unit];
  // A crop's unit is one of the three (crops_unit_ck); anything else is a bug, not a narration.
  if (!word) throw new Error(`unknown crop unit ${unit}`);
  return word;
}

/** 'Purchase #12: 10.000 Quintals Wheat @ ₹2,150.00'. */
export function describeTrade(
  kind: 'Purchase' | 'Sale',
  id: number,
  trade: { quantity: string; unit: string; cropName: string; qualityGrade: string | null; rate: string },
): Message {
  const params = {
    id,
    quantity: trade.quantity,
    unit: [unitWord(trade.unit)],
    crop: cropLabel(trade.cropName, trade.qualityGrade),
    rate: formatRupees(trade.rate),
  };
  return msg(kind === 'Purchase' ? 'narration.purchase' : 'narration.sale', params);
}
