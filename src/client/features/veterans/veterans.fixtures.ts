import type { HousingMatch } from '@shared/contracts/match-search';

let next = 0;

/** A match as /api/find-matches answers it; change what the test needs. */
export function matchFixture(
  property: Partial<HousingMatch['property']> = {},
  change: Partial<Omit<HousingMatch, 'property'>> = {},
): HousingMatch {
  next += 1;
  const acceptsVA = property.acceptsVA ?? true;
  const furnished = property.furnished ?? false;
  const inspected = property.inspected ?? true;
  return {
    property: {
      id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
      address: `${100 + next} Maple Ave`,
      city: 'Schenectady',
      state: 'NY',
      zipCode: '12345',
      roomCount: 3,
      roomType: 'private',
      rentPerRoom: 800,
      accessible: false,
      allowsPets: false,
      description: 'Quiet home near a bus line.',
      status: 'available',
      createdAt: '2025-01-28T12:00:00.000Z',
      ...property,
      acceptsVA,
      furnished,
      inspected,
      badges: [
        ...(acceptsVA ? (['benefit_help'] as const) : []),
        ...(furnished ? (['furnished'] as const) : []),
        ...(inspected ? (['inspected'] as const) : []),
      ],
    },
    score: 90,
    reason: 'accepts HUD-VASH; same ZIP code; rent $800',
    fit: 'great',
    reasons: ['In your ZIP code', '$800 a month for your room', 'Accepts your HUD-VASH voucher'],
    distanceMiles: 0,
    ...change,
  };
}
