import fc from 'fast-check';
import type { z } from 'zod';
import { asciiCharacter, worldCharacter } from './alphabets.fixtures';
import { childrenOf, defOf, type ZodDef } from './schema-walk.fixtures';

/** Where generated ids come from: records that exist, chosen by the field's name where it hints at one. */
export type IdSource = (fieldName: string) => fc.Arbitrary<string>;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const checksOf = (def: ZodDef): CheckDef[] =>
  (def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef);

function lengthBounds(def: ZodDef, cap: number): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = cap;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined)
      minLength = Math.max(minLength, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined)
      maxLength = Math.min(maxLength, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** Words people type: names, addresses, notes (letters, digits, spaces, accents, an emoji now and then). */
const humanText = (minLength: number, maxLength: number) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: fc.oneof(asciiCharacter, worldCharacter), minLength, maxLength }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom('José Núñez', '12 Main St', 'Albany', 'NY', 'housing', 'Ünïcödé 😀'),
      },
    )
    .filter((value) => value.trim().length >= minLength && value.length <= maxLength);

/** Values people type into forms: whichever of these a field accepts are its fallbacks when generation misses. */
const TYPICAL_TEXTS = [
  'José Núñez',
  'Jordan Rivera',
  '12 Main St',
  'Albany',
  'NY',
  '12207',
  '12345',
  '518-555-0142',
  '(518) 555-0199',
  'name@example.com',
  'case.manager@example.org',
  'https://example.org',
  '2025-01-15',
  '2025-01-15T10:00:00Z',
  '22:00',
  'housing',
  'Needs a ground-floor unit.\nCalls after 5pm.',
  'correct horse battery staple 42',
  'a-partner-slug',
  'true',
  '',
];

/**
 * A string field's values: generated from its checks, and where a rule the generator cannot read (a refine)
 * refuses the value, one of the typical texts that the field accepts.
 */
function acceptedString(leaf: z.ZodType, generated: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const accepted = TYPICAL_TEXTS.filter((text) => leaf.safeParse(text).success);
  if (accepted.length === 0) return generated;
  return fc.oneof(
    fc.constantFrom(...accepted),
    fc
      .tuple(generated, fc.nat())
      .map(([value, pick]) =>
        leaf.safeParse(value).success ? value : (accepted[pick % accepted.length] as string),
      ),
  );
}

function stringArbitrary(def: ZodDef, key: string, ids: IdSource): fc.Arbitrary<string> {
  if (def.format === 'uuid' || def.format === 'guid') return fc.oneof(ids(key), fc.uuid());
  if (def.format === 'datetime') {
    return fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      // whatever zod's pattern lets through, and its edges: year 0000, offsets that cross into year 10000
      fc.constantFrom('0000-01-01T00:00:00Z', '0001-01-01T00:00:00+23:59', '9999-12-31T23:59:59-23:59'),
      ...(def.pattern ? [fc.stringMatching(def.pattern)] : []),
    );
  }
  const pattern =
    (def.format && def.format !== 'regex' ? def.pattern : undefined) ??
    checksOf(def).find((check) => check.pattern instanceof RegExp)?.pattern;
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter((value) => value.length <= 300);
    } catch {
      // a pattern fast-check cannot generate from: plain text below
    }
  }
  const { minLength, maxLength } = lengthBounds(def, 60);
  const longest = lengthBounds(def, 10_000).maxLength;
  return fc.oneof(
    { weight: 6, arbitrary: humanText(minLength, Math.min(maxLength, minLength + 60)) },
    // as long as the contract allows, in one- and two-unit characters: does the column take it?
    {
      weight: 1,
      arbitrary: fc.constantFrom('x'.repeat(longest), 'é'.repeat(longest), '😀'.repeat(longest / 2)),
    },
  );
}

function numberArbitrary(def: ZodDef): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && check.value !== undefined)
      min = check.value + (check.inclusive ? 0 : 1e-6);
    if (check.check === 'less_than' && check.value !== undefined)
      max = check.value - (check.inclusive ? 0 : 1e-6);
    if (check.check === 'number_format') integer = true;
  }
  // typical values, and an unbounded side out to the largest the type allows (int columns overflow at 2^31)
  const low = min ?? -1_000_000;
  const high = max ?? 1_000_000;
  const widest = integer ? Number.MAX_SAFE_INTEGER : 1e308;
  if (integer) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) }) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: Math.ceil(min ?? -widest), max: Math.floor(max ?? widest) }),
      },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) }) },
    {
      weight: 2,
      arbitrary: fc.double({ min: min ?? -widest, max: max ?? widest, noNaN: true, noDefaultInfinity: true }),
    },
  );
}

/** Whether a field may be left out of an object (optional, or with a default). */
export const isOptionalField = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/**
 * Values that look valid to `schema` (its types, enums, lengths, bounds and patterns), so a request gets
 * past the contract and into the handler; cross-field rules may still refuse some, which is fine.
 */
export function validArbitrary(schema: z.ZodType, ids: IdSource, key = '', depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  const inner = (child: z.ZodType, childKey = key) => validArbitrary(child, ids, childKey, depth + 1);
  switch (def.type) {
    case 'string':
      return acceptedString(schema, stringArbitrary(def, key, ids));
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(
        Object.entries(shape).map(([name, child]) => [name, inner(child, name)]),
      );
      const requiredKeys = Object.entries(shape)
        .filter(([, child]) => !isOptionalField(child))
        .map(([name]) => name);
      return fc.record(model, { requiredKeys });
    }
    case 'array':
    case 'set': {
      const { minLength, maxLength } = lengthBounds(def, 4);
      const longest = Math.min(lengthBounds(def, 50).maxLength, 50);
      const element = inner(def.element as z.ZodType);
      return fc.oneof(
        {
          weight: 5,
          arbitrary: fc.array(element, { minLength, maxLength: Math.min(maxLength, minLength + 4) }),
        },
        { weight: 1, arbitrary: fc.array(element, { minLength: longest, maxLength: longest }) },
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'record':
      return fc.dictionary(
        inner(def.keyType as z.ZodType) as fc.Arbitrary<string>,
        inner(def.valueType as z.ZodType),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'optional':
      return fc.option(inner(def.innerType as z.ZodType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType as z.ZodType), { nil: null, freq: 4 });
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: generate for the schema after it
      const input = def.in as z.ZodType;
      const output = def.out as z.ZodType;
      if (defOf(input).type === 'string' && defOf(output).type === 'boolean') {
        return fc.constantFrom('true', 'false', '1', '0');
      }
      // z.preprocess(fn, schema): generate for the schema after it; a string piped into a stricter string
      // (an email): generate for the stricter one; anything else: for what comes in
      if (
        defOf(input).type === 'transform' ||
        (defOf(input).type === 'string' && defOf(output).type === 'string')
      ) {
        return defOf(input).type === 'string'
          ? acceptedString(schema, inner(output) as fc.Arbitrary<string>)
          : inner(output);
      }
      return inner(input);
    }
    case 'lazy':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'intersection': {
      const [first] = childrenOf(def);
      return first ? inner(first[1]) : fc.constant(undefined);
    }
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return fc.constant(undefined);
  }
}

/** The object fields of a schema (through optional, pipes and refinements), or null when it is no object. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (
    ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)
  ) {
    return objectShape(def.innerType as z.ZodType);
  }
  if (def.type === 'pipe') return objectShape(def.in as z.ZodType) ?? objectShape(def.out as z.ZodType);
  return null;
}
