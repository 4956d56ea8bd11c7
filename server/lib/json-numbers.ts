import { compare } from '../../common/decimal';

// JSON numbers as a request writes them (docs/api-conventions.md#numbers). JSON.parse reads `1e3` as 1000 and
// `0.1000000000000000055` as 0.1, and by then the schemas cannot tell: the raw text is checked before it is
// parsed, so that a number with an exponent, or one JSON cannot carry exactly, is a 400 on its field and never
// a value read differently from what was sent.

export interface NotPlain {
  /** The number as written (cut at 40 characters). */
  number: string;
  /** Where it is, dotted as field errors are (`expenses.0.amount`); '' at the top. */
  path: string;
}

type Frame =
  { kind: 'object'; key: string | undefined; expectKey: boolean } | { kind: 'array'; index: number };

/** The first number outside the strings of `text` that is not written plainly and exactly, if any. */
export function numberNotPlain(text: string): NotPlain | undefined {
  const stack: Frame[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text[i]!;
    const top = stack[stack.length - 1];
    if (c === '"') {
      const start = i;
      for (i++; i < n; i++) {
        const d = text[i];
        if (d === '\\') i++;
        else if (d === '"') break;
      }
      if (top?.kind === 'object' && top.expectKey) {
        top.key = readString(text.slice(start, i + 1));
        top.expectKey = false;
      }
      continue;
    }
    if (c === '{') stack.push({ kind: 'object', key: undefined, expectKey: true });
    else if (c === '[') stack.push({ kind: 'array', index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      if (top?.kind === 'array') top.index++;
      else if (top?.kind === 'object') top.expectKey = true;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let end = i + 1;
      while (end < n && /[0-9.eE+-]/.test(text[end]!)) end++;
      const token = text.slice(i, end);
      if (!isExact(token)) {
        return {
          number: token.length > 40 ? `${token.slice(0, 40)}…` : token,
          path: stack.map((f) => (f.kind === 'array' ? String(f.index) : (f.key ?? ''))).join('.'),
        };
      }
      i = end - 1;
    }
  }
  return undefined;
}

function readString(literal: string): string {
  try {
    return String(JSON.parse(literal));
  } catch {
    return literal.slice(1, -1);
  }
}

/** A plain decimal (no exponent) that the number JSON.parse makes of it writes back the same. */
function isExact(token: string): boolean {
  if (!/^-?\d+(\.\d+)?$/.test(token)) return false;
  const written = String(Number(token));
  return !/e/i.test(written) && compare(token, written) === 0;
}
