import type { FakeAnswer } from '@client/test/fetch-routes.fixtures';
import type { DuplicateDetail, DuplicatePair, PersonDetail } from '@shared/contracts/duplicates';

export const PAIR_ID = '5f0c1e9a-2b3c-4d5e-8f60-718293a4b5c6';
export const MARCUS_ID = '11111111-2222-4333-8444-555555555555';
export const DARNELL_ID = '66666666-7777-4888-8999-aaaaaaaaaaaa';
export const MERGE_ID = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';

export const LIST = 'GET /api/admin/duplicates';
export const pairRoute = (action?: 'merge' | 'dismiss') =>
  action ? `POST /api/admin/duplicates/${PAIR_ID}/${action}` : `GET /api/admin/duplicates/${PAIR_ID}`;
export const UNDO = `POST /api/admin/merges/${MERGE_ID}/undo`;
export const personRoute = (id: string) => `GET /api/admin/people/${id}`;

const NOTHING_ATTACHED: PersonDetail['attached'] = {
  referrals: [],
  matches: [],
  placements: [],
  coLivingApplications: [],
  households: [],
  intakeReports: [],
};

/** Two veterans who gave one shelter's front-desk phone. */
export const MARCUS: PersonDetail = {
  id: MARCUS_ID,
  name: 'Marcus Reed',
  phone: '5185550142',
  email: null,
  zipCode: '12207',
  organizationName: 'Capital Region Veterans',
  createdAt: '2025-01-02T15:00:00.000Z',
  dischargeStatus: 'honorable',
  urgency: 'high',
  hasVoucher: true,
  requiresAccessibility: false,
  hasPet: false,
  maxRentCents: 120_000,
  caseManagerEmail: 'case@capital.example',
  additionalNotes: null,
  organizationId: 'org-1',
  source: 'housing_intake',
  attached: {
    ...NOTHING_ATTACHED,
    referrals: [
      {
        id: 'ref-1',
        reference: 'RF-7K2Q9M',
        organizationName: 'Capital Region Veterans',
        status: 'contacted',
        createdAt: '2025-01-03T10:00:00.000Z',
      },
    ],
    intakeReports: [
      {
        id: 'report-1',
        kind: 'housing_intake',
        linked: false,
        createdAt: '2025-01-02T15:00:00.000Z',
        reported: {
          name: 'Marcus Reed',
          phone: '5185550142',
          zipCode: '12207',
          hasVoucher: true,
          urgency: 'high',
        },
      },
    ],
  },
};

export const DARNELL: PersonDetail = {
  ...MARCUS,
  id: DARNELL_ID,
  name: 'Darnell Hayes',
  organizationName: null,
  organizationId: null,
  createdAt: '2025-01-20T09:00:00.000Z',
  urgency: 'critical',
  hasVoucher: false,
  maxRentCents: 90_000,
  caseManagerEmail: null,
  source: 'referral',
  attached: {
    ...NOTHING_ATTACHED,
    matches: [
      {
        id: 'match-1',
        reference: 'MR-4P8X2L',
        address: '12 Oak St, Albany, NY 12207',
        status: 'pending',
        origin: 'match_request',
        createdAt: '2025-01-21T09:00:00.000Z',
      },
    ],
  },
};

const summary = ({ id, name, phone, email, zipCode, organizationName, createdAt }: PersonDetail) => ({
  id,
  name,
  phone,
  email,
  zipCode,
  organizationName,
  createdAt,
});

export const PAIR: DuplicatePair = {
  id: PAIR_ID,
  status: 'open',
  evidence: ['phone', 'zipCode'],
  evidenceText: 'Same phone and ZIP code',
  mergeRequested: true,
  createdAt: '2025-01-20T09:00:00.000Z',
  people: [summary(MARCUS), summary(DARNELL)],
};

export const DETAIL: DuplicateDetail = {
  ...PAIR,
  people: [MARCUS, DARNELL],
  differingFields: ['name', 'urgency', 'hasVoucher', 'maxRentCents', 'caseManagerEmail', 'organizationId'],
  merge: null,
};

/** A page of pairs with the x-total-count header. */
export function page(rows: DuplicatePair[], total = rows.length): FakeAnswer {
  return { status: 200, body: rows, headers: { 'x-total-count': String(total) } };
}
