import { hasTextRule } from '@shared/contracts/common';
import type { z } from 'zod';

/** The parts of a zod definition the walks read (zod 4 keeps them on `_zod.def`). */
export interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
  format?: string;
  /** A string format's own pattern (uuid, email, datetime). */
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  coerce?: boolean;
}

export const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schemas a definition holds, with the path segment that leads to each. */
export function childrenOf(def: ZodDef): [string, z.ZodType][] {
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}),
        ...(def.catchall && defOf(def.catchall).type !== 'never'
          ? [['*', def.catchall] as [string, z.ZodType]]
          : []),
      ];
    case 'array':
    case 'set':
      return def.element ? [['[]', def.element]] : [];
    case 'tuple':
      return [
        ...(def.items ?? []).map((item, i) => [`[${i}]`, item] as [string, z.ZodType]),
        ...(def.rest ? [['[...]', def.rest] as [string, z.ZodType]] : []),
      ];
    case 'union':
      return (def.options ?? []).map((option, i) => [`|${i}`, option]);
    case 'intersection':
      return [
        ['&l', def.left as z.ZodType],
        ['&r', def.right as z.ZodType],
      ];
    case 'record':
    case 'map':
      return [
        ['{key}', def.keyType as z.ZodType],
        ['{value}', def.valueType as z.ZodType],
      ];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
    case 'promise':
      return def.innerType ? [['', def.innerType]] : [];
    case 'pipe':
      return [
        ['', def.in as z.ZodType],
        ['', def.out as z.ZodType],
      ];
    case 'lazy':
      return def.getter ? [['', def.getter()]] : [];
    default:
      return [];
  }
}

/**
 * Why a string schema is safe to store, or null when it is not: it carries the shared text rule, or a
 * format or pattern that admits no control or text-direction character.
 */
export function stringSafety(schema: z.ZodType): string | null {
  const def = defOf(schema);
  if (hasTextRule(schema)) return 'text rule';
  if (def.format && def.format !== 'regex') return `format ${def.format}`;
  const pattern = def.checks?.map((check) => check._zod.def.pattern).find((p) => p instanceof RegExp);
  if (pattern) return `pattern ${pattern.source}`;
  return null;
}

/** Every string in `schema` that reaches a handler without the text rule (or a safe format), by path. */
export function unsafeStrings(schema: z.ZodType, path = ''): string[] {
  const def = defOf(schema);
  if (def.type === 'string' || def.type === 'template_literal') {
    return stringSafety(schema) ? [] : [path || '(root)'];
  }
  if (def.type === 'any' || def.type === 'unknown' || def.type === 'custom')
    return [`${path || '(root)'} (${def.type})`];
  // a pipe's output checks what its input let through: a safe output string covers a bare input string
  if (def.type === 'pipe' && def.in && def.out && defOf(def.in).type === 'string') {
    // z.stringbool(): only its true and false words get through
    if (defOf(def.out).type === 'boolean') return [];
    const out = unsafeStrings(def.out, path);
    const outIsSafeString = defOf(def.out).type === 'string' && out.length === 0;
    return outIsSafeString ? [] : [...unsafeStrings(def.in, path), ...out];
  }
  return childrenOf(def).flatMap(([segment, child]) =>
    unsafeStrings(
      child,
      segment.startsWith('|') || segment === '' ? path : path ? `${path}.${segment}` : segment,
    ),
  );
}
