import { coLivingHome } from '@client/test/co-living-home.fixtures';
import type { CoLivingHomeView } from '@shared/contracts/co-living-households';

/** A co-living home as GET /api/co-living/homes answers it. */
export const HOME: CoLivingHomeView = coLivingHome();

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
