import type { CaseloadItem, CaseloadList, CaseloadVeteran } from '@shared/contracts/caseload';

export { signInPartner } from '@client/test/partner-session.fixtures';

export const waitingItem: CaseloadItem = {
  veteranId: 'a0000000-0000-4000-8000-000000000001',
  name: 'Hal Critical',
  zipCode: '12207',
  status: 'waiting',
  bestMatch: null,
  priority: 'High',
  urgency: 'critical',
  lastChangeAt: '2025-03-10T12:00:00.000Z',
};

/** The home Ben Matched was offered: his best match, and the first of his matches. */
const offeredHome = {
  matchId: 'm-1',
  address: '10 Voucher Way',
  city: 'Schenectady',
  state: 'NY',
  zipCode: '12345',
  score: 85,
  status: 'pending',
} as const;

export const matchedItem: CaseloadItem = {
  veteranId: 'a0000000-0000-4000-8000-000000000002',
  name: 'Ben Matched',
  zipCode: '12345',
  status: 'offered',
  bestMatch: offeredHome,
  priority: 'Standard',
  urgency: 'normal',
  lastChangeAt: '2025-03-02T12:00:00.000Z',
};

export const caseloadPage = (items: CaseloadItem[], total = items.length): CaseloadList => ({ items, total });

export const veteranRecord: CaseloadVeteran = {
  veteranId: matchedItem.veteranId,
  name: 'Ben Matched',
  zipCode: '12345',
  status: 'offered',
  priority: 'Standard',
  urgency: 'normal',
  lastChangeAt: '2025-03-02T12:00:00.000Z',
  phone: '5185550123',
  email: 'ben@example.com',
  caseManagerEmail: 'worker@outreach.test',
  dischargeStatus: 'honorable',
  benefits: { vash: true, giBill: false, disability: true, employment: false },
  needs: { requiresAccessibility: false, hasPet: true },
  additionalNotes: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  timeline: [
    {
      type: 'identified',
      occurredAt: '2025-03-01T12:00:00.000Z',
      recordedAt: '2025-03-01T12:00:00.000Z',
      recordedBy: 'Capital Region Veterans Alliance',
      sentence: 'Identified as homeless: place not meant for habitation',
      lateReason: null,
    },
    {
      type: 'offered',
      occurredAt: '2025-03-02T12:00:00.000Z',
      recordedAt: '2025-03-02T12:00:00.000Z',
      recordedBy: 'The platform',
      sentence: 'Offered a home',
      lateReason: null,
    },
  ],
  matches: [
    {
      ...offeredHome,
      reason: 'accepts HUD-VASH; same ZIP code',
      declineReason: null,
      createdAt: '2025-03-02T12:00:00.000Z',
      lastStepAt: '2025-03-02T12:00:00.000Z',
      awaitsDecision: true,
    },
    {
      matchId: 'm-0',
      address: '20 Cash Ct',
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
      score: 61,
      status: 'declined',
      reason: 'same ZIP code',
      declineReason: 'No pets allowed',
      createdAt: '2025-03-01T13:00:00.000Z',
      lastStepAt: '2025-03-01T18:00:00.000Z',
      awaitsDecision: false,
    },
  ],
  referral: {
    id: 'r-1',
    reference: 'RF-7K2Q9M',
    status: 'contacted',
    needType: 'housing',
    createdAt: '2025-02-27T12:00:00.000Z',
  },
};
