import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON schema of a zod contract's output, shaped for fast-json-stringify: a nullable value
 * (`anyOf: [X, {type: 'null'}]`) becomes `type: [X, 'null']`, which it serialises with a typeof check
 * instead of running a validator per value; `format` is dropped so strings are written exactly as
 * JSON.stringify writes them (a date-time format would re-format them).
 */
export function serializationSchema(contract: z.ZodType): JsonSchema {
  const { $schema: _draft, ...schema } = z.toJSONSchema(contract, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'throw',
  }) as JsonSchema;
  return simplify(schema) as JsonSchema;
}

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const { format: _format, ...schema } = node as JsonSchema;
  const nullable = nullableOf(schema.anyOf);
  if (nullable) {
    const { anyOf: _anyOf, ...rest } = schema;
    return simplify({ ...rest, ...nullable, type: [nullable.type, 'null'] });
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)]));
}

/** The non-null branch of `anyOf: [X, {type: 'null'}]` when X has one plain type; else undefined. */
function nullableOf(anyOf: unknown): (JsonSchema & { type: string }) | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const [first, second] = anyOf as JsonSchema[];
  if (!first || !second) return undefined;
  const other = isNull(second) ? first : isNull(first) ? second : undefined;
  if (!other || typeof other.type !== 'string' || other.type === 'null' || other.anyOf) return undefined;
  return other as JsonSchema & { type: string };
}

const compiled = new WeakMap<object, (data: unknown) => string>();

/**
 * A route's serializer from its zod response contract, compiled once by fast-json-stringify: only the
 * contract's fields are written (unknown keys are dropped, so nothing beyond it can leak), in the
 * contract's order, and without validating every outgoing object with zod (the repositories and views
 * are typed by the same contract, and the API tests parse every answer with it).
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType))
    throw new Error('the compiled serializer needs a zod response contract');
  const cached = compiled.get(schema);
  if (cached) return cached;
  const stringify = fastJsonStringify(serializationSchema(schema)) as (data: unknown) => string;
  compiled.set(schema, stringify);
  return stringify;
}

/** Route options that serialise the route's answers with the compiled serializer. */
export const compiledReplies = { serializerCompiler: compiledSerializer } as const;
