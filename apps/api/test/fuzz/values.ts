import fc from 'fast-check'

/** Numbers that break integer columns and parsers: out of range, negative, fractional, huge, not numbers. */
export const BAD_NUMBER_TEXTS = [
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '365098436442',
  '9007199254740993',
  '9'.repeat(400),
  '1e3',
  '1e400',
  '-0',
  '0x10',
  '0b1',
  ' 7',
  '7 ',
  '+7',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
] as const

/** Text PostgreSQL refuses or that trips parsers: NUL, controls, lone surrogates, odd Unicode, injection-looking. */
export const BAD_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\t\n\r',
  '\ud800',
  'x\udfffy',
  '\ufeff\ufffe\uffff',
  '\u202e\u200b',
  '💪🏋️‍♀️',
  'Ω≈ç√∫',
  "'; drop table products; --",
  '" or 1=1 --',
  '%',
  '%00',
  '%zz',
  '%C3%28',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:x}',
  '__proto__',
  'constructor',
  ' ',
  'a'.repeat(5000),
  '0'.repeat(3000),
] as const

/** A string of any kind: printable, full Unicode, controls, UTF-16 units (lone surrogates). */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 10 }) },
)

/** A value that stands where an id or a number is expected, as text (path segments, query values). */
export const anyNumberText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBER_TEXTS) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 300 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
)

/** A JSON number no integer column holds, or one at its edges. */
export const anyJsonNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0, 2_147_483_647, 2_147_483_648, -2_147_483_649, 365_098_436_442, 2 ** 53, 1e308, -1e308, 5e-324),
  fc.integer({ min: -10, max: 300 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON leaf, weighted to the ones that break things. */
export const anyJsonLeaf: fc.Arbitrary<unknown> = fc.oneof(anyJsonNumber, anyText, fc.boolean(), fc.constant(null))

/** Deeply nested arrays or objects (a guard must stop them before a schema or jsonb recurses). */
export const deepNesting = fc.integer({ min: 20, max: 3000 }).chain((depth) =>
  fc.constantFrom('array', 'object').map((kind) => {
    let value: unknown = 1
    for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value }
    return value
  }),
)

/** A huge array of small values (a schema must bound it before the service loops over it). */
export const hugeArray = fc.tuple(fc.integer({ min: 1000, max: 50_000 }), anyJsonLeaf).map(([length, item]) => Array.from({ length }, () => item))

/** Any JSON value: leaves, small structures, deep nesting and huge arrays. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyJsonLeaf },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.dictionary(anyText, anyJsonLeaf, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.array(anyJsonLeaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: hugeArray },
)

/** Encodes a text for a URL the way a careless or hostile client might. */
export const urlEncoding = fc.constantFrom('component', 'raw', 'double') as fc.Arbitrary<'component' | 'raw' | 'double'>

/** Percent-encodes every byte of the text's UTF-8 form except the unreserved characters. */
function percentEncode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** Encodes text as a URL part; `raw` keeps it unencoded (odd characters reach the router as they are). */
export function encodeUrlPart(text: string, how: 'component' | 'raw' | 'double'): string {
  if (how === 'component') return percentEncode(text)
  if (how === 'double') return percentEncode(percentEncode(text))
  // raw: as typed, except the characters that would end the URL part
  return text.replace(/[\s#?&/]/g, (c) => percentEncode(c))
}
