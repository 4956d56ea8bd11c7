// Exact decimal arithmetic on strings through scaled BigInts: for client previews and tests.
// The server stores and sums money in PostgreSQL numeric; these helpers never touch floats.

const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d+))?$/;

interface Scaled {
  value: bigint;
  scale: number;
}

function parse(input: string | number): Scaled {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match) throw new Error(`Not a decimal number: ${String(input)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return { value, scale: fraction.length };
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  // toString gives the shortest round-tripping form; expand exponents.
  const s = n.toString();
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

function rescale(d: Scaled, scale: number): bigint {
  return d.value * 10n ** BigInt(scale - d.scale);
}

/** Rounds half away from zero ("half-up" as accountants mean it) to `scale` decimals. */
function roundTo(value: bigint, fromScale: number, toScale: number): bigint {
  if (fromScale <= toScale) return value * 10n ** BigInt(toScale - fromScale);
  const divisor = 10n ** BigInt(fromScale - toScale);
  const quotient = value / divisor;
  const remainder = value % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= divisor) return quotient + (value < 0n ? -1n : 1n);
  return quotient;
}

function format(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative && value !== 0n ? '-' : ''}${whole}${fraction}`;
}

export function isDecimal(input: string): boolean {
  return DECIMAL_RE.test(input.trim());
}

/** Number of digits after the decimal point as written (trailing zeros count). */
export function decimalPlaces(input: string | number): number {
  return parse(input).scale;
}

export function round(input: string | number, scale = 2): string {
  const d = parse(input);
  return format(roundTo(d.value, d.scale, scale), scale);
}

export function add(...inputs: Array<string | number>): string {
  return sumAt(inputs, 2);
}

export function sumAt(inputs: Array<string | number>, scale: number): string {
  const parsed = inputs.map(parse);
  const maxScale = Math.max(scale, ...parsed.map((d) => d.scale));
  const total = parsed.reduce((acc, d) => acc + rescale(d, maxScale), 0n);
  return format(roundTo(total, maxScale, scale), scale);
}

export function subtract(a: string | number, b: string | number, scale = 2): string {
  const x = parse(a);
  const y = parse(b);
  const s = Math.max(x.scale, y.scale);
  return format(roundTo(rescale(x, s) - rescale(y, s), s, scale), scale);
}

export function multiply(a: string | number, b: string | number, scale = 2): string {
  const x = parse(a);
  const y = parse(b);
  return format(roundTo(x.value * y.value, x.scale + y.scale, scale), scale);
}

export function divide(a: string | number, b: string | number, scale = 2): string {
  const x = parse(a);
  const y = parse(b);
  if (y.value === 0n) throw new Error('Division by zero');
  // Carry two guard digits beyond the target scale, then round once.
  const guard = scale + 2;
  const numerator = x.value * 10n ** BigInt(guard + y.scale);
  const quotient = numerator / (y.value * 10n ** BigInt(x.scale));
  return format(roundTo(quotient, guard, scale), scale);
}

export function compare(a: string | number, b: string | number): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const s = Math.max(x.scale, y.scale);
  const diff = rescale(x, s) - rescale(y, s);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
}

export function isZero(input: string | number): boolean {
  return parse(input).value === 0n;
}

/** For display only (charts, formatting); never for arithmetic that is stored. */
export function toNumber(input: string | number): number {
  return typeof input === 'number' ? input : Number(input);
}
