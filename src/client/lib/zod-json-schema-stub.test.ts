import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stub from './zod-json-schema-stub';

// The installed zod's modules that the browser build replaces with the stub (vite.config.ts)
const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');
const exportedNames = (file: string) =>
  [
    ...readFileSync(join(zodCore, file), 'utf8').matchAll(
      /^export (?:function|const) (\w+)|^export \{ \w+ as (\w+) \}/gm,
    ),
  ].map(([, name, alias]) => name ?? alias);

describe("the browser build without zod's JSON Schema code", () => {
  it('stands in for every name the installed zod exports from the two modules it replaces', () => {
    const names = [...exportedNames('json-schema-processors.js'), ...exportedNames('to-json-schema.js')];
    expect(names.length).toBeGreaterThan(40);
    expect(Object.keys(stub).sort()).toEqual([...new Set(names)].sort());
  });

  it('lets schemas be built, and says what happened if JSON Schema is asked for', () => {
    const method = stub.createToJSONSchemaMethod();
    expect(() => method()).toThrow('JSON Schema is made on the server');
    expect(() => stub.toJSONSchema()).toThrow('JSON Schema is made on the server');
    expect(() => stub.aggregateChecks()).toThrow('JSON Schema is made on the server');
  });
});
