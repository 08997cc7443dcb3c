import fc from 'fast-check';
import { asciiCharacter, oddCharacter, worldCharacter } from './alphabets.fixtures';

/** Strings that have broken servers: control characters, direction overrides, lone surrogates, odd numbers. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007bell',
  'tab\there',
  'line\nbreak',
  '\r\n',
  '\u007f',
  '\u202eevil',
  'a\u2066b\u2069',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  'e\u0301\u0301\u0301',
  'مرحبا بالعالم',
  '\u200b\u200d\ufeff',
  '\u2028\u2029',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '-1e308',
  '1e-400',
  '9007199254740993',
  '99999999999999999999999999999999',
  '0x1f',
  '1_000',
  '-1',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '../../../etc/passwd',
  '..',
  "'; drop table users; --",
  "' or '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '2025-02-31',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '275760-09-13',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a@b.c',
  '12345',
  '12345-6789',
];

/** Numbers at the edges: JSON cannot carry NaN or Infinity (they become null), the rest arrive as they are. */
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  123456789012345680000,
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.oneof(oddCharacter, asciiCharacter), maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(worldCharacter, oddCharacter), maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 250, max: 100_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '\u0000\u202e😀'.repeat(n)) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double(),
  fc.integer(),
  fc.maxSafeInteger(),
);

/** An object whose own keys are the ones that poison prototypes (JSON.parse makes them own properties). */
const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}}'),
  JSON.parse('{"__proto__": null, "a": 1}'),
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
);

/** Any JSON value that is wrong in some way for any field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]]) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, () => 1)),
  },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 2_000 }).map(deeplyNested) },
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Whole bodies that are no object, or objects of the wrong shape. */
export const nastyBody: fc.Arbitrary<unknown> = fc.oneof(
  nastyValue,
  prototypeKeys,
  fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor')), nastyValue, {
    maxKeys: 5,
  }),
);

/** A body just over the 1 MB limit (413), made once. */
const OVER_LIMIT = JSON.stringify({ text: 'x'.repeat(1_050_000) });

/** Raw texts sent as a JSON body: broken JSON, other encodings, nothing at all, too much. */
export const rawJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    OVER_LIMIT,
    '',
    '{',
    '{"a":',
    '[1,2',
    'null',
    'true',
    '"text"',
    '1e308',
    'NaN',
    '{"a": NaN}',
    "{'single': 'quotes'}",
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\u0000',
    '[]'.repeat(1000),
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ),
  fc.string({ unit: fc.oneof(oddCharacter, asciiCharacter), maxLength: 60 }),
);

/**
 * A wrong value for one query parameter, small enough for a request line (Node refuses heads over 16 KB):
 * nasty strings, several values for one key, JSON texts.
 */
export const nastyQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 5, arbitrary: nastyString.map((text) => text.slice(0, 2_000)) },
  {
    weight: 1,
    arbitrary: fc.array(
      nastyString.map((text) => text.slice(0, 100)),
      { minLength: 2, maxLength: 4 },
    ),
  },
  { weight: 1, arbitrary: nastyValue.map((value) => (JSON.stringify(value) ?? 'undefined').slice(0, 500)) },
);

/** A short unknown key: the names that poison prototypes, or a nasty string cut short. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'toString'),
  nastyString.map((text) => text.slice(0, 50)),
);

/** Query strings as a client could send them: repeated keys, brackets, broken percent escapes, junk. */
export const rawQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a=1&a=2',
    'limit=1&limit=2',
    'limit=1e308',
    'limit=-0',
    'limit=NaN',
    'limit=Infinity',
    'offset=99999999999999999999',
    'offset=-1',
    '__proto__[isAdmin]=1',
    'constructor[prototype][isAdmin]=1',
    '__proto__=x',
    'x[]=1&x[]=2',
    '%00=%00',
    'q=%00',
    'q=%E0%A4%A',
    'q=%',
    'q=%zz',
    '&&&==&',
    '=',
    'a',
    'q=%ED%A0%80',
    'q=%C0%80',
    'q=%EF%BB%BF',
    'q=%E2%80%AE',
    `q=${'x'.repeat(10_000)}`,
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => encodeURI(text)),
);

/** Path segments: NUL, dot segments, encodings, very long ids. Each is sent as it is (already escaped). */
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '..',
    '%2e%2e',
    '%2e%2e%2f%2e%2e',
    '.',
    '%20',
    '%E2%80%AE',
    '%ED%A0%80',
    '%C0%AE',
    '%FF',
    '0',
    '-1',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
    '00000000-0000-4000-8000-00000000000G',
    '{id}',
    ':id',
  ),
  fc.integer({ min: 200, max: 8_000 }).map((n) => 'a'.repeat(n)),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  fc
    .string({ unit: fc.oneof(worldCharacter, asciiCharacter), minLength: 1, maxLength: 30 })
    .map(encodeURIComponent),
);

/** Header values a client could put on the wire (visible ASCII and Latin-1; HTTP refuses control characters). */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'x'.repeat(5_000),
    '1.2.3.4, 5.6.7.8',
    'not an address',
    'ÿþ',
    '::1',
    '999.999.1.1',
  ),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  }),
);
