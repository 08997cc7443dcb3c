import type { CoLivingHomeView } from '@shared/contracts/co-living-households';

/** A co-living home as GET /api/co-living/homes answers it. */
export const HOME: CoLivingHomeView = {
  propertyId: 'p-10',
  address: '12 Maple St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  status: 'available',
  totalRooms: 4,
  availableRooms: 3,
  freeRooms: 1,
  bathrooms: 2,
  roomTypes: ['shared_bath', 'private_bath'],
  sharedSpaces: ['kitchen', 'living_room'],
  baseRoomRate: 850,
  utilitiesIncluded: true,
  wifiIncluded: true,
  parkingIncluded: false,
  accessible: false,
  allowsPets: false,
  smokingPolicy: 'non_smoking',
  quietHours: { start: '22:00', end: '07:00' },
  hasYard: true,
  hasGarage: false,
  managementFeeMonthly: 0,
  households: 1,
};

export const WAITING_HOME: CoLivingHomeView = {
  ...HOME,
  propertyId: 'p-11',
  address: '40 Oak Ave',
  city: null,
  state: null,
  zipCode: '78702',
  status: 'pending_review',
  totalRooms: 3,
  availableRooms: 3,
  freeRooms: 3,
  households: 0,
};
