import type { PropertyBadge } from './constants';

/** Badges are derived from a listing's features, never stored or sent by hand. */
export function propertyBadges(features: {
  acceptsVA: boolean;
  furnished: boolean;
  inspected: boolean;
}): PropertyBadge[] {
  const badges: PropertyBadge[] = [];
  if (features.acceptsVA) badges.push('benefit_help');
  if (features.furnished) badges.push('furnished');
  if (features.inspected) badges.push('inspected');
  return badges;
}
