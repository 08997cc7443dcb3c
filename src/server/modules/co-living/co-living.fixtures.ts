import type { TestContext } from '@server/test/test-app.fixtures';
import { CO_LIVING_APPLICATIONS_PATH } from '@shared/contracts/co-living';
import { SAMPLE_FORM_ANSWERS } from '@shared/domain/co-living/profile-answers.fixtures';

let address = 0;
/** A new client address per request, so the form's rate limit never decides a test. */
const nextAddress = () => `10.88.${Math.floor(++address / 250)}.${address % 250}`;

let person = 0;
/** A complete, eligible application for a new veteran (own phone and email), with `overrides`. */
export function application(overrides: Record<string, unknown> = {}) {
  person += 1;
  const digits = String(1000 + person).padStart(4, '0');
  return {
    veteranName: `Avery Applicant ${person}`,
    veteranEmail: `avery.${person}.${Date.now()}@example.org`,
    veteranPhone: `518-555-${digits}`,
    veteranZip: '12207',
    caseManagerName: 'Casey Manager',
    caseManagerEmail: 'casey.manager@example.org',
    caseManagerPhone: '518-555-0199',
    ...SAMPLE_FORM_ANSWERS,
    ...overrides,
  };
}

/** A co-living home as a landlord lists it (POST /api/co-living-homes): four rooms, three free, in Austin. */
export const coLivingHome = (overrides: Record<string, unknown> = {}) => ({
  address: '412 Maple Ave',
  zipCode: '78701',
  totalRooms: 4,
  availableRooms: 3,
  bathrooms: 2,
  roomTypes: ['shared_bath', 'private_bath', 'master_suite'],
  sharedSpaces: ['kitchen', 'living_room'],
  baseRoomRate: 650,
  managementFeeMonthly: 50,
  ...overrides,
});

export const applyForCoLiving = (
  context: TestContext,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method: 'POST',
    url: CO_LIVING_APPLICATIONS_PATH,
    payload: payload as object,
    headers,
    remoteAddress: nextAddress(),
  });

/** A veteran applying alone: no case manager. */
export const ALONE = { caseManagerName: '', caseManagerEmail: '', caseManagerPhone: '' };
