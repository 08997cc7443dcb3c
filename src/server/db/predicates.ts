import {
  NOT_DECLINED_MATCH_STATUSES,
  OPEN_HOUSING_MATCH_STATUSES,
} from '@shared/domain/housing-match-status';
import { HOUSING_QUEUE_SOURCES } from '@shared/domain/veteran-record';
import { inArray } from 'drizzle-orm';
import { matches, veterans } from './schema';

/**
 * The domain's named predicates as SQL, built from the same arrays, so a query means exactly what the
 * domain's `isOpenMatch`, `isNotDeclined` and `isInHousingQueue` mean.
 */
export const isOpenMatch = inArray(matches.status, [...OPEN_HOUSING_MATCH_STATUSES]);
export const isNotDeclined = inArray(matches.status, [...NOT_DECLINED_MATCH_STATUSES]);
export const isInHousingQueue = inArray(veterans.source, [...HOUSING_QUEUE_SOURCES]);
