import { formatPlace } from './address';
import { PROPERTY_SCORE_MAX } from './constants';

/**
 * Property assessment score, 0-10 (GREAT_FIT_SCORE = 7 or more is a great fit for veteran co-living).
 *
 *   - bedrooms, up to 4: fewer than 3 bedrooms 0 (a co-living household is three veterans), 3 bedrooms 3,
 *     4 or more bedrooms 4;
 *   - ownership, up to 2: private owner 2 (can agree a co-living lease directly), property manager 1
 *     (the owner still has to approve it);
 *   - location, up to 1: 1 when the ZIP is a real US ZIP code;
 *   - local demand, up to 3: veterans in our database whose ZIP is within LOCAL_DEMAND_RADIUS_MILES
 *     of the home: at least 1 gives 1, at least 5 gives 2, at least 20 gives 3.
 */
export const OWNERSHIP_TYPES = ['private', 'manager'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
export const OWNERSHIP_TYPE_LABELS: Record<OwnershipType, string> = {
  private: 'Private owner',
  manager: 'Property manager',
};

export const LOCAL_DEMAND_RADIUS_MILES = 25;
/** [minimum veterans nearby, points], highest first. */
export const LOCAL_DEMAND_STEPS = [
  [20, 3],
  [5, 2],
  [1, 1],
] as const;

export interface PropertyScoreInput {
  bedrooms: number;
  ownershipType: OwnershipType;
  /** City and state of the ZIP, or null when it is not a known US ZIP code. */
  place: { city: string; state: string } | null;
  /** Veterans in our database within LOCAL_DEMAND_RADIUS_MILES (0 when the ZIP is unknown). */
  nearbyVeterans: number;
}

export interface PropertyScoreFactor {
  label: string;
  points: number;
  maxPoints: number;
  detail: string;
}

export interface PropertyScore {
  score: number;
  maxScore: typeof PROPERTY_SCORE_MAX;
  factors: PropertyScoreFactor[];
}

function bedroomFactor(bedrooms: number): PropertyScoreFactor {
  const base = { label: 'Bedrooms', maxPoints: 4 };
  if (bedrooms < 3) {
    return {
      ...base,
      points: 0,
      detail: 'A co-living household is three veterans, so it needs at least 3 bedrooms.',
    };
  }
  if (bedrooms === 3) {
    return { ...base, points: 3, detail: '3 bedrooms fit one co-living household of three veterans.' };
  }
  return {
    ...base,
    points: 4,
    detail: `${bedrooms} bedrooms give every veteran a private room, with space for one more.`,
  };
}

function ownershipFactor(ownershipType: OwnershipType): PropertyScoreFactor {
  const base = { label: 'Ownership', maxPoints: 2 };
  return ownershipType === 'private'
    ? { ...base, points: 2, detail: 'As the owner, you can agree a co-living lease directly.' }
    : { ...base, points: 1, detail: 'A property manager needs the owner to approve a co-living lease.' };
}

function locationFactor(place: PropertyScoreInput['place']): PropertyScoreFactor {
  const base = { label: 'Location', maxPoints: 1 };
  return place
    ? {
        ...base,
        points: 1,
        detail: `Your ZIP code is in ${formatPlace({ city: place.city, state: place.state })}.`,
      }
    : { ...base, points: 0, detail: 'We could not find this ZIP code in the US ZIP code list.' };
}

export function localDemandPoints(nearbyVeterans: number): number {
  return LOCAL_DEMAND_STEPS.find(([minimum]) => nearbyVeterans >= minimum)?.[1] ?? 0;
}

function demandFactor(nearbyVeterans: number): PropertyScoreFactor {
  const count = nearbyVeterans === 1 ? '1 veteran' : `${nearbyVeterans} veterans`;
  return {
    label: 'Local veteran demand',
    points: localDemandPoints(nearbyVeterans),
    maxPoints: 3,
    detail: `${count} looking for housing with us ${nearbyVeterans === 1 ? 'lives' : 'live'} within ${LOCAL_DEMAND_RADIUS_MILES} miles.`,
  };
}

export function scoreProperty(input: PropertyScoreInput): PropertyScore {
  const factors = [
    bedroomFactor(input.bedrooms),
    ownershipFactor(input.ownershipType),
    locationFactor(input.place),
    demandFactor(input.place ? input.nearbyVeterans : 0),
  ];
  const score = factors.reduce((sum, factor) => sum + factor.points, 0);
  return { score: Math.min(PROPERTY_SCORE_MAX, score), maxScore: PROPERTY_SCORE_MAX, factors };
}
