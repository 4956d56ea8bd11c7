import { ToWords } from 'to-words';
import { round } from '../../../common/decimal';

// An amount in words, Indian numbering (lakh, crore), as a slip or a bill prints it (docs/documents.md#words):
// "Rupees Fifty-Seven Thousand Four Hundred Twenty-Eight and Twelve Paise" and
// "सत्तावन हज़ार चार सौ अट्ठाईस रुपये और बारह पैसे". The rupees and the paise are read from the decimal string
// and converted as whole numbers, so no float ever stands between the figure and its words.

const english = new ToWords({ localeCode: 'en-IN' });
const hindi = new ToWords({ localeCode: 'hi-IN' });

const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const COMPOUND = new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g');

/** "Fifty Seven" → "Fifty-Seven": compound numbers under a hundred are hyphenated in English. */
function englishWords(n: bigint): string {
  return english.convert(n as unknown as number).replace(COMPOUND, '$1-$2');
}

function parts(amount: string): { rupees: bigint; paise: bigint; negative: boolean } {
  const fixed = round(amount, 2);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  return { rupees: BigInt(whole), paise: BigInt(fraction.padEnd(2, '0')), negative };
}

export function amountInWords(amount: string, lang: 'en' | 'hi'): string {
  const { rupees, paise, negative } = parts(amount);
  if (lang === 'hi') {
    const r = `${hindi.convert(rupees as unknown as number)} ${rupees === 1n ? 'रुपया' : 'रुपये'}`;
    const words =
      paise > 0n
        ? `${rupees > 0n ? `${r} और ` : ''}${hindi.convert(Number(paise))} ${paise === 1n ? 'पैसा' : 'पैसे'}`
        : r;
    return negative ? `ऋण ${words}` : words;
  }
  const r = `Rupees ${englishWords(rupees)}`;
  const words =
    paise > 0n
      ? `${rupees > 0n ? `${r} and ` : ''}${englishWords(paise)} ${paise === 1n ? 'Paisa' : 'Paise'}`
      : r;
  return negative ? `Minus ${words}` : words;
}
