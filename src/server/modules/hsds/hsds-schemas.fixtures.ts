import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const SCHEMA_DIR = join(process.cwd(), 'vendor/hsds-3.1/schema');
const BASE = 'https://hsds.vendored/schema/';

type Json = Record<string, unknown>;

/**
 * `additionalProperties: false` on every object that lists its properties, as the specification's CI does
 * (compiletojsonschema --set-additional-properties-false-everywhere): a field HSDS does not define is an error.
 */
function refuseAdditionalProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(refuseAdditionalProperties);
  if (node === null || typeof node !== 'object') return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) copy[key] = refuseAdditionalProperties(value);
  if (copy.properties && typeof copy.properties === 'object') copy.additionalProperties = false;
  return copy;
}

const readSchema = (file: string) => JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as Json;

/** Ajv with the vendored HSDS 3.1 schemas (their own keywords such as `name` and `example` are not strict). */
function hsdsAjv() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('datetime', true);
  const files = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.json') && file !== 'openapi.json');
  for (const file of files)
    ajv.addSchema({ ...(refuseAdditionalProperties(readSchema(file)) as Json), $id: BASE + file });
  for (const file of readdirSync(join(SCHEMA_DIR, 'compiled')))
    ajv.addSchema({
      ...(refuseAdditionalProperties(readSchema(`compiled/${file}`)) as Json),
      $id: `${BASE}compiled/${file}`,
    });
  // the HSDS API's page envelope (its OpenAPI's components.schemas.Page); pageValidator refuses other fields
  const openapi = readSchema('openapi.json') as { components: { schemas: { Page: Json } } };
  ajv.addSchema({ ...openapi.components.schemas.Page, $id: `${BASE}page.json` });
  return ajv;
}

let shared: ReturnType<typeof hsdsAjv> | undefined;
const ajv = () => {
  shared ??= hsdsAjv();
  return shared;
};

const validator = (id: string): ValidateFunction => {
  const validate = ajv().getSchema(BASE + id);
  if (!validate) throw new Error(`no vendored schema ${id}`);
  return validate;
};

/** A page of `item`s: the Page fields (no others) and each item against the item's schema. */
function pageValidator(itemSchema: string): ValidateFunction {
  return ajv().compile({
    type: 'object',
    allOf: [{ $ref: `${BASE}page.json` }],
    properties: {
      contents: { type: 'array', items: { $ref: BASE + itemSchema } },
      total_items: true,
      total_pages: true,
      page_number: true,
      size: true,
      first_page: true,
      last_page: true,
      empty: true,
    },
    required: [
      'contents',
      'total_items',
      'total_pages',
      'page_number',
      'size',
      'first_page',
      'last_page',
      'empty',
    ],
    additionalProperties: false,
  });
}

export const hsdsSchemas = {
  organizationList: () => pageValidator('compiled/organization_list.json'),
  serviceList: () => pageValidator('compiled/service_list.json'),
  fullServiceList: () => pageValidator('service.json'),
  service: () => validator('service.json'),
};

/** Ajv's errors as one readable line each, for a failing expectation. */
export const hsdsErrors = (validate: ValidateFunction) =>
  (validate.errors ?? []).map(
    (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
