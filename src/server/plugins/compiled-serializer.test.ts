import { ZCaseloadList, ZCaseloadVeteran } from '@shared/contracts/caseload';
import { ZApiError } from '@shared/contracts/errors';
import { ZPartnerPublicProfile, ZVsoCard, ZVsoCount, ZVsoList, ZVsoSummary } from '@shared/contracts/network';
import { ZOrganizationView } from '@shared/contracts/organizations';
import { ZPartnerAnalytics, ZPartnerReferralList, ZPartnerStats } from '@shared/contracts/partner';
import { ZPropertyView } from '@shared/contracts/properties';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validArbitrary } from '../fuzz/zod-arbitrary.fixtures';
import { compiledSerializer, serializationSchema } from './compiled-serializer';

/** The read contracts answered through the compiled serializer. */
const contracts: Record<string, z.ZodType> = {
  ZVsoList,
  ZVsoCard,
  ZVsoCount,
  ZVsoSummary,
  ZPartnerPublicProfile,
  ZPropertyView,
  ZPropertyViewList: z.array(ZPropertyView),
  ZPartnerReferralList,
  ZPartnerAnalytics,
  ZPartnerStats,
  ZCaseloadList,
  ZCaseloadVeteran,
  ZOrganizationView,
  ZApiError,
};

const serialize = (schema: z.ZodType, data: unknown) => compiledSerializer({ schema })(data);

/** What the zod serializer wrote: the contract's encoding, then JSON.stringify. */
const zodSerialize = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

const anyId = () => fc.uuid();

/** Adds a field no contract has to every object in `value`. */
function withSecret(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSecret);
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withSecret(inner)]));
  return { internalNotes: 'secret', ...copy };
}

describe('compiled serializer', () => {
  for (const [name, schema] of Object.entries(contracts)) {
    it(`writes exactly what zod wrote for ${name}`, () => {
      fc.assert(
        fc.property(validArbitrary(schema, anyId), (value) => {
          expect(serialize(schema, value)).toBe(zodSerialize(schema, value));
        }),
        { numRuns: 60 },
      );
    });

    it(`never writes a field beyond ${name}`, () => {
      fc.assert(
        fc.property(validArbitrary(schema, anyId), (value) => {
          const written = serialize(schema, withSecret(value));
          expect(written).not.toContain('secret');
          expect(written).toBe(zodSerialize(schema, value));
        }),
        { numRuns: 20 },
      );
    });
  }

  it('escapes strings as JSON.stringify does: controls, quotes, lone surrogates, emoji', () => {
    const nasty = fc.string({ unit: 'binary', maxLength: 80 });
    fc.assert(
      fc.property(nasty, (message) => {
        expect(serialize(ZApiError, { message })).toBe(JSON.stringify({ message }));
      }),
      { numRuns: 300 },
    );
  });

  it('turns nullable values into type arrays and keeps the contract order', () => {
    const schema = serializationSchema(z.object({ b: z.string().nullable(), a: z.iso.datetime() }));
    expect(schema).toEqual({
      type: 'object',
      properties: { b: { type: ['string', 'null'] }, a: { type: 'string', pattern: expect.any(String) } },
      required: ['b', 'a'],
      additionalProperties: false,
    });
  });
});
