// Generators of hostile request input for server/test/hostile-input.test.ts: values that break naive
// parsing, bodies with an endpoint's real field names but hostile values, and bodies that are not JSON.
import fc from 'fast-check';

/** JSON text spliced into a body verbatim: number literals JSON.stringify cannot produce (1e400, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const TEN_K = 'x'.repeat(10_000);
export const SQLISH = "'; drop table parties; --";
const RTL = '\u202Eشركة\u202C\u200F';

/** Scalars (and a few small structures) that have broken real parsers: numbers, ids, text, types. */
export const hostileScalars: readonly unknown[] = [
  // numbers that are not what they look like
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  2147483648,
  2147483647,
  -1,
  0,
  1.5,
  0.0001,
  12.3456,
  new RawJson('12345678901234567890'),
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1E5'),
  new RawJson('0.1e1'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.00000000000000000000001'),
  // numeric-looking strings
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e5',
  '1E-3',
  '0x10',
  '0b11',
  '0o7',
  ' 12 ',
  '\t12\n',
  '١٢',
  '१२',
  '１２',
  '12.3456',
  '1,000',
  '1_000',
  '₹100',
  '+5',
  '.5',
  '5.',
  '-0',
  '00012',
  '99999999999999999999',
  '-99999999999999999999',
  '12345678901234567890',
  '-1',
  '0',
  '1.0',
  '1e3',
  '9999999999.999',
  '10000000000',
  '9'.repeat(400),
  // text
  '',
  ' ',
  '   \t\n  ',
  TEN_K,
  'a\u0000b',
  '\u0000',
  '🌾🚜💰',
  RTL,
  SQLISH,
  "' OR '1'='1",
  '%00',
  '%s%n',
  '\uD800',
  '\uDFFF',
  '<script>alert(1)</script>',
  '${process.exit(1)}',
  '../../etc/passwd',
  '\\',
  '"',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  // dates that are not
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  'yesterday',
  '2025-13-01',
  '2025-04-01T25:61:00Z',
  '1899-12-31',
  // wrong types
  null,
  true,
  false,
  [],
  [1],
  [null],
  ['farmer'],
  {},
  { a: 1 },
  { valueOf: 5 },
  { toString: 'x' },
  { $gt: '' },
];

export const hostileScalar = fc.constantFrom(...hostileScalars);

/** Anything hostile: the fixed list above, arbitrary JSON, odd strings and numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
);

/** Keys a body does not expect, including the prototype-pollution ones and server-computed fields. */
export const extraKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'balance',
  'createdBy',
  'createdAt',
  'totalAmount',
  'finalAmount',
  'costAmount',
  'role',
  'isAdmin',
  '',
] as const;

/** JSON text of a value; RawJson is spliced in and object keys may repeat or be `__proto__`. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

function entriesToJsonText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
}

export type FieldArbs = Record<string, fc.Arbitrary<unknown>>;

/**
 * JSON text of an object with the endpoint's real fields: plausible values (which may themselves be
 * edge cases), then up to three fields replaced by or added with hostile values, and up to two dropped.
 * Often fully valid, so requests get past validation into the services and the database.
 */
export function hostileBody(fields: FieldArbs): fc.Arbitrary<string> {
  const keys = Object.keys(fields);
  const keyArb = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...extraKeys) },
  );
  return fc
    .tuple(
      fc.record(fields),
      // Two runs in five keep every plausible value, so the services and the database get exercised.
      fc.oneof(
        { weight: 2, arbitrary: fc.constant<Array<[string, unknown]>>([]) },
        { weight: 3, arbitrary: fc.array(fc.tuple(keyArb, hostileValue), { minLength: 1, maxLength: 3 }) },
      ),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }) },
      ),
    )
    .map(([plausible, overrides, dropped]) => {
      const entries = new Map<string, unknown>(
        Object.entries(plausible).filter(([k]) => !dropped.includes(k)),
      );
      for (const [k, v] of overrides) entries.set(k, v);
      return entriesToJsonText([...entries]);
    });
}

/** Plausible text, edge cases included: what a form could really send. */
export const plausibleText = (max = 200): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      'Ramesh Kumar',
      "O'Brien & Sons",
      '🌾 Kisan Traders',
      'राम लाल',
      RTL,
      SQLISH,
      '  padded  ',
      'a'.repeat(max),
      'Ünïcödé — “quotes”',
      'lone \uD800 surrogate',
      'zero\u200Bwidth e\u0301',
      'tab\there\nnewline',
      '%s %d {{name}} ${name}',
    ),
    fc.string({ minLength: 1, maxLength: 30 }),
  );

/** Plausible decimals for a field: numbers and strings, bounds included. */
export const plausibleDecimal = (values: readonly (string | number)[]) => fc.constantFrom(...values);

export const plausibleDate = fc.constantFrom(
  '2025-04-01',
  '2025-04-01T23:59:59.999Z',
  '2024-02-29',
  '1900-01-01',
  '2999-12-31',
  ' 2025-05-05 ',
);

/** One non-JSON or oddly framed body: content type plus raw payload. */
export interface RawBody {
  label: string;
  contentType?: string;
  payload: string | Buffer;
}

export const nonJsonBodies: readonly RawBody[] = [
  { label: 'malformed JSON', contentType: 'application/json', payload: '{"name":' },
  { label: 'trailing comma', contentType: 'application/json', payload: '{"name":"x",}' },
  { label: 'single quotes', contentType: 'application/json', payload: "{'name':'x'}" },
  { label: 'empty body with JSON content type', contentType: 'application/json', payload: '' },
  { label: 'whitespace body with JSON content type', contentType: 'application/json', payload: '   ' },
  { label: 'null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array at the root', contentType: 'application/json', payload: '[{"name":"x"}]' },
  { label: 'empty array', contentType: 'application/json', payload: '[]' },
  { label: 'string at the root', contentType: 'application/json', payload: '"hello"' },
  { label: 'number at the root', contentType: 'application/json', payload: '42' },
  { label: 'true at the root', contentType: 'application/json', payload: 'true' },
  { label: 'NaN literal', contentType: 'application/json', payload: '{"quantity":NaN}' },
  { label: 'byte-order mark', contentType: 'application/json', payload: '\uFEFF{}' },
  { label: 'invalid UTF-8', contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
  {
    label: 'deeply nested',
    contentType: 'application/json',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
  { label: '__proto__ key', contentType: 'application/json', payload: '{"__proto__":{"polluted":true}}' },
  {
    label: 'constructor.prototype key',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"polluted":true}}}',
  },
  { label: 'duplicate keys', contentType: 'application/json', payload: '{"name":"a","name":{"x":1}}' },
  { label: 'text/plain', contentType: 'text/plain', payload: 'name=x&type=farmer' },
  { label: 'text/plain JSON', contentType: 'text/plain', payload: '{"name":"x"}' },
  {
    label: 'form-urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'name=x&type=farmer',
  },
  { label: 'multipart', contentType: 'multipart/form-data; boundary=zz', payload: '--zz\r\n\r\nx\r\n--zz--' },
  { label: 'xml', contentType: 'application/xml', payload: '<party><name>x</name></party>' },
  { label: 'JSON with latin1 charset', contentType: 'application/json; charset=latin1', payload: '{}' },
  { label: 'JSON with utf-16 charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { label: 'vendor JSON type', contentType: 'application/vnd.api+json', payload: '{}' },
  { label: 'no content type', payload: '{"name":"x"}' },
  { label: 'garbage content type', contentType: ';;;==', payload: '{}' },
  {
    label: 'body over 1 MB',
    contentType: 'application/json',
    payload: `{"name":"${'x'.repeat(1024 * 1024 + 16)}"}`,
  },
];

/**
 * Percent-encodes a query value. Lone surrogates become the (invalid UTF-8) bytes they would take, which
 * encodeURIComponent refuses to produce. Raw mode leaves printable ASCII (stray % and + included) as is,
 * escaping only what would end the value.
 */
export function encodeQueryValue(value: string, raw: boolean): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (raw && cp >= 0x21 && cp <= 0x7e && ch !== '#' && ch !== '&') out += ch;
    else if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
