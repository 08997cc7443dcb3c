import type { BadgeVariant } from '@client/components/ui/badge';
import { formatMoney, formatNumber } from '@client/lib/format';
import type { CoLivingHomeInput, CoLivingHomeView } from '@shared/contracts/co-living-households';
import { formatPlace } from '@shared/domain/address';
import {
  CO_LIVING_ROOM_TYPE_LABELS,
  CO_LIVING_ROOM_TYPES,
  DEFAULT_QUIET_HOURS,
  SHARED_SPACE_LABELS,
  SHARED_SPACES,
  SMOKING_LABELS,
  SMOKING_PREFERENCES,
} from '@shared/domain/co-living/vocabulary';
import type { DefaultValues } from 'react-hook-form';
import { STATUS } from './listing-text';

/** An empty form: numbers blank (the contract's "Enter ..." messages show), the contract's defaults ticked. */
export const EMPTY_HOME: DefaultValues<CoLivingHomeInput> = {
  address: '',
  zipCode: '',
  totalRooms: undefined,
  availableRooms: undefined,
  bathrooms: undefined,
  roomTypes: [],
  sharedSpaces: [],
  baseRoomRate: undefined,
  utilitiesIncluded: false,
  wifiIncluded: false,
  parkingIncluded: false,
  accessible: false,
  allowsPets: false,
  smokingPolicy: 'non_smoking',
  quietHours: { ...DEFAULT_QUIET_HOURS },
  hasYard: false,
  hasGarage: false,
  managementFeeMonthly: undefined,
  description: '',
};

/** Empty box = not given (the contract's message or default); anything else is a number it checks. */
export const numberTyped = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text.replace(/[$,]/g, ''));
};

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const ROOM_TYPE_OPTIONS = optionsOf(CO_LIVING_ROOM_TYPES, CO_LIVING_ROOM_TYPE_LABELS);
export const SHARED_SPACE_OPTIONS = optionsOf(SHARED_SPACES, SHARED_SPACE_LABELS);
export const SMOKING_OPTIONS = optionsOf(SMOKING_PREFERENCES, SMOKING_LABELS);

const plural = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** The listing's review status in words; the same words as the listings table. */
export function homeStatus(home: CoLivingHomeView): { label: string; variant: BadgeVariant } {
  return STATUS[home.status as keyof typeof STATUS] ?? { label: home.status, variant: 'outline' };
}

/** What a landlord reads under a status: a waiting home is not proposed to veterans yet. */
export const homeStatusNote = (home: CoLivingHomeView): string | null =>
  home.status === 'pending_review' ? 'We propose veterans once our team approves it.' : null;

export const homePlace = (home: CoLivingHomeView) =>
  formatPlace(home.city && home.state ? home : { zipCode: home.zipCode });

/** "3 of 4 open to veterans". */
export const homeRooms = (home: CoLivingHomeView) =>
  `${formatNumber(home.availableRooms, 0)} of ${plural(home.totalRooms, 'room', 'rooms')} open to veterans`;

export const homeFreeRooms = (home: CoLivingHomeView) => plural(home.freeRooms, 'room', 'rooms');

/** "$850 a month". */
export const homeRate = (home: CoLivingHomeView) => `${formatMoney(home.baseRoomRate)} a month`;

export const homeHouseholds = (home: CoLivingHomeView) => formatNumber(home.households, 0);
