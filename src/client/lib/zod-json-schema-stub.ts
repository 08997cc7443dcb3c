// The browser build's stand-in for zod's JSON Schema code (core/json-schema-processors.js and core/to-json-schema.js;
// vite.config.ts, zodWithoutJsonSchema). Every classic zod schema refers to that code, so it ships with zod, but only
// the server turns contracts into JSON Schema (the OpenAPI document at /api/docs); the browser only parses. Leaving it
// out saves about 5 kB gzipped on every page that reads the API (decision 0022). The names are the real modules'
// names (zod-json-schema-stub.test.ts compares them with the installed zod); calling one says what happened.

const serverOnly = (): never => {
  throw new Error('JSON Schema is made on the server: the browser build of zod leaves that code out.');
};
/** Called as each schema is built: the method it makes throws only if called. */
export const createToJSONSchemaMethod = () => serverOnly;
export const createStandardJSONSchemaMethod = () => serverOnly;
export const allProcessors = {};
export const aggregateChecks = serverOnly;
export const stringProcessor = serverOnly;
export const numberProcessor = serverOnly;
export const booleanProcessor = serverOnly;
export const bigintProcessor = serverOnly;
export const symbolProcessor = serverOnly;
export const nullProcessor = serverOnly;
export const undefinedProcessor = serverOnly;
export const voidProcessor = serverOnly;
export const neverProcessor = serverOnly;
export const anyProcessor = serverOnly;
export const unknownProcessor = serverOnly;
export const dateProcessor = serverOnly;
export const enumProcessor = serverOnly;
export const literalProcessor = serverOnly;
export const nanProcessor = serverOnly;
export const templateLiteralProcessor = serverOnly;
export const fileProcessor = serverOnly;
export const successProcessor = serverOnly;
export const customProcessor = serverOnly;
export const functionProcessor = serverOnly;
export const transformProcessor = serverOnly;
export const mapProcessor = serverOnly;
export const setProcessor = serverOnly;
export const arrayProcessor = serverOnly;
export const objectProcessor = serverOnly;
export const unionProcessor = serverOnly;
export const intersectionProcessor = serverOnly;
export const tupleProcessor = serverOnly;
export const recordProcessor = serverOnly;
export const nullableProcessor = serverOnly;
export const nonoptionalProcessor = serverOnly;
export const defaultProcessor = serverOnly;
export const prefaultProcessor = serverOnly;
export const catchProcessor = serverOnly;
export const pipeProcessor = serverOnly;
export const readonlyProcessor = serverOnly;
export const promiseProcessor = serverOnly;
export const optionalProcessor = serverOnly;
export const lazyProcessor = serverOnly;
export const toJSONSchema = serverOnly;
export const initializeContext = serverOnly;
export const handleUnrepresentable = serverOnly;
export const processSchema = serverOnly;
export const extractDefs = serverOnly;
export const finalize = serverOnly;
export { processSchema as process };
