import fc from 'fast-check';
import type { z } from 'zod';
import type { FuzzWorld } from './fuzz-world.fixtures';
import {
  headerText,
  nastyBody,
  nastyKey,
  nastyQueryValue,
  nastySegment,
  nastyString,
  nastyValue,
  rawJsonText,
  rawQuery,
} from './nasty.fixtures';
import type { CatalogRoute } from './route-catalog.fixtures';
import { defOf } from './schema-walk.fixtures';
import { type IdSource, objectShape, validArbitrary } from './zod-arbitrary.fixtures';

/** One generated request, before the session headers of its role are added. */
export interface FuzzRequest {
  kind: 'valid' | 'mutated' | 'chaos' | 'raw';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Values = Record<string, unknown>;
const JSON_TYPE = { 'content-type': 'application/json' };

/** Words of a name or path ('veteranId', 'housing-matches') as table-name stems ('veteran', 'match'). */
const stems = (hints: string[]) =>
  hints
    .flatMap((hint) => hint.split(/[^a-zA-Z]+|(?=[A-Z])/))
    .map((word) => word.toLowerCase().replace(/(ies|es|s)$/, ''))
    .filter((word) => word.length > 2 && !['api', 'admin', 'partner'].includes(word));

/** Ids for a field: records of the tables its name (or the path before it) suggests, any record, or none. */
function idSource(world: FuzzWorld, urlHints: string[]): IdSource {
  const all = [...world.idsByTable.values()].flat();
  return (fieldName) => {
    const wanted = stems([fieldName, ...urlHints]);
    const near = [...world.idsByTable]
      .filter(([table]) => wanted.some((stem) => table.includes(stem)))
      .flatMap(([, ids]) => ids);
    return fc.oneof(
      { weight: near.length > 0 ? 4 : 0, arbitrary: fc.constantFrom(...(near.length > 0 ? near : ['-'])) },
      { weight: 2, arbitrary: fc.constantFrom(...all) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  };
}

const encodeQuery = (values: Values) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of [value].flat())
      query.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return query.toString();
};

const fillPath = (url: string, segments: Record<string, string>) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => segments[name] ?? 'x');

/** The JSON text of a value; a string value is sent as text (so broken JSON stays broken). */
const toJson = (value: unknown) => JSON.stringify(value) ?? 'null';

type Mutation = { what: string; value: unknown; extraKey: string; pick: number };

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** How fast-check prints a failing case: long addresses and bodies cut short (some are a megabyte). */
function printable(request: FuzzRequest): FuzzRequest {
  const text = () =>
    `${request.kind} ${request.method} ${clip(request.url)} headers ${clip(JSON.stringify(request.headers))} ` +
    `body ${clip(JSON.stringify(request.payload) ?? '(none)')}`;
  return Object.defineProperty({ ...request }, fc.toStringMethod, { value: text });
}

/** A change to one field: replaced by a wrong value, removed, or joined by an unknown key. */
const mutation = fc.record({
  what: fc.constantFrom('replace', 'replace', 'replace', 'remove', 'extra'),
  value: nastyValue,
  extraKey: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id'), nastyString),
  pick: fc.nat(),
});

function mutate(values: Values, fields: string[], m: Mutation): Values {
  const copy: Values = { ...values };
  const field = fields.length > 0 ? fields[m.pick % fields.length] : undefined;
  if (m.what === 'extra' || !field) {
    Object.defineProperty(copy, m.extraKey, {
      value: m.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  } else if (m.what === 'remove') {
    delete copy[field];
  } else {
    copy[field] = m.value;
  }
  return copy;
}

/** Headers a valid request may carry now and then: a forged client address, an idempotency key, odd accepts. */
const validExtraHeaders = fc.option(
  fc.record(
    {
      'x-forwarded-for': headerText,
      'idempotency-key': fc.uuid(),
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
    },
    { requiredKeys: [] },
  ),
  { nil: {}, freq: 3 },
);

/** Headers that are wrong: a junk idempotency key or client address, a content type that lies. */
const badHeaders = fc.oneof(
  headerText.map((text) => ({ 'idempotency-key': text })),
  headerText.map((text) => ({ 'x-forwarded-for': text })),
  fc.constantFrom({ 'content-type': 'text/plain' }, { 'content-type': 'application/json; charset=utf-16' }),
);

const oddContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/vnd.api+json',
);

/**
 * Requests for one route: valid-looking ones (from its zod schemas, ids of real records), the same with one
 * field spoiled, wholly wrong bodies, queries and path segments, and raw texts that are not JSON at all.
 */
export function requestArbitrary(world: FuzzWorld, route: CatalogRoute): fc.Arbitrary<FuzzRequest> {
  const { valid, mutated, chaos, raw } = requestKinds(world, route);
  // valid-looking requests reach handlers (the costly part on PGlite); the spoiled ones test the contracts
  return fc
    .oneof(
      { weight: 1, arbitrary: valid },
      { weight: 4, arbitrary: mutated },
      { weight: 3, arbitrary: chaos },
      { weight: 2, arbitrary: raw },
    )
    .map(printable);
}

/** The four kinds of request, apart. */
export function requestKinds(
  world: FuzzWorld,
  route: CatalogRoute,
): Record<FuzzRequest['kind'], fc.Arbitrary<FuzzRequest>> {
  const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const urlWords = route.url.split('/').filter((part) => part && !part.startsWith(':'));
  const ids = idSource(world, urlWords.slice(-2));
  const paramShape = schema.params ? (objectShape(schema.params) ?? {}) : {};
  const validSegment = (name: string): fc.Arbitrary<string> => {
    const param = paramShape[name];
    if (!param || defOf(param).format !== 'uuid') {
      return fc.oneof(fc.constantFrom(...world.slugs), ids(name));
    }
    return ids(name);
  };
  const validParams = fc.record(Object.fromEntries(pathNames.map((name) => [name, validSegment(name)])));
  const validQuery = schema.querystring
    ? (validArbitrary(schema.querystring, ids) as fc.Arbitrary<Values | undefined>).map((v) => v ?? {})
    : fc.constant({} as Values);
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  const validBody: fc.Arbitrary<unknown> = schema.body
    ? validArbitrary(schema.body, ids)
    : fc.constant(undefined);
  const bodyFields = schema.body ? Object.keys(objectShape(schema.body) ?? {}) : [];
  const queryFields = schema.querystring ? Object.keys(objectShape(schema.querystring) ?? {}) : [];

  const build = (
    kind: FuzzRequest['kind'],
    params: Record<string, string>,
    query: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): FuzzRequest => ({
    kind,
    method: route.method,
    url: `${fillPath(route.url, params)}${query ? `?${query}` : ''}`,
    headers: body === undefined || !hasBody ? headers : { ...JSON_TYPE, ...headers },
    ...(hasBody && body !== undefined ? { payload: body } : {}),
  });

  const valid = fc
    .tuple(validParams, validQuery, validBody, validExtraHeaders)
    .map(([params, query, body, headers]) =>
      build('valid', params, encodeQuery(query), body === undefined ? undefined : toJson(body), headers),
    );

  const mutated = fc
    .tuple(
      validParams,
      validQuery,
      validBody,
      mutation,
      fc.constantFrom('body', 'body', 'body', 'query', 'query', 'path', 'header'),
      nastySegment,
      badHeaders,
    )
    .chain(([params, query, body, change, where, segment, headers]) => {
      if (where === 'header') {
        return fc.constant(build('mutated', params, encodeQuery(query), toJson(body), headers));
      }
      if (where === 'path' && pathNames.length > 0) {
        const name = pathNames[change.pick % pathNames.length] as string;
        return fc.constant(
          build('mutated', { ...params, [name]: segment }, encodeQuery(query), toJson(body), {}),
        );
      }
      if (where === 'query' || !hasBody) {
        return fc
          .record({ value: nastyQueryValue, extraKey: nastyKey })
          .map((small) =>
            build(
              'mutated',
              params,
              encodeQuery(mutate(query, queryFields, { ...change, ...small })),
              toJson(body),
              {},
            ),
          );
      }
      const base = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Values) : {};
      return fc.constant(
        build('mutated', params, encodeQuery(query), toJson(mutate(base, bodyFields, change)), {}),
      );
    });

  const chaos = fc
    .tuple(
      fc.oneof(validParams, fc.record(Object.fromEntries(pathNames.map((n) => [n, nastySegment])))),
      rawQuery,
      nastyBody,
    )
    .map(([params, query, body]) =>
      build('chaos', params as Record<string, string>, query, toJson(body), {}),
    );

  const raw = fc.tuple(validParams, rawJsonText, oddContentType, fc.boolean()).map(
    ([params, text, contentType, withBody]): FuzzRequest => ({
      ...build('raw', params, '', undefined, {}),
      headers: hasBody && withBody ? { 'content-type': contentType } : {},
      ...(hasBody && withBody ? { payload: text } : {}),
    }),
  );

  return { valid, mutated, chaos, raw };
}
