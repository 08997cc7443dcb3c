import { coLivingHome } from '@client/test/co-living-home.fixtures';
import type {
  CoLivingDashboard,
  CoLivingHomeView,
  FormationRunResult,
  HouseholdMember,
  HouseholdView,
} from '@shared/contracts/co-living-households';

export const DASHBOARD = 'GET /api/co-living/dashboard';
export const HOUSEHOLDS = 'GET /api/co-living/households';
export const RUN = 'POST /api/co-living/households/run';
export const householdRoute = (id: string) => `GET /api/co-living/households/${id}`;
export const matchRoute = (id: string, action: 'advance' | 'decline') =>
  `POST /api/co-living/matches/${id}/${action}`;
export const proposalPreviewRoute = (id: string) => `GET /api/co-living/matches/${id}/proposal-preview`;

export const HOME: CoLivingHomeView = coLivingHome({
  propertyId: 'home-1',
  address: '410 Elm St',
  status: 'active',
  roomTypes: ['private_bath', 'shared_bath'],
  baseRoomRate: 650,
});

export const RUN_RESULT: FormationRunResult = {
  runId: 'run-1',
  trigger: 'admin',
  applicantsConsidered: 12,
  householdsFormed: 2,
  veteransPlaced: 6,
  totalCompatibility: 912,
  upperBound: 960,
  ratioToBound: 0.95,
  durationMs: 240,
  createdAt: '2025-01-28T15:04:00.000Z',
};

const scores = (overall: number) => ({ overall, serviceEra: 80, social: 70, lifestyle: 90, financial: 60 });

function member(id: string, overrides: Partial<HouseholdMember> = {}): HouseholdMember {
  return {
    matchId: `match-${id}`,
    applicationId: `app-${id}`,
    reference: `CL-${id.toUpperCase()}`,
    veteranName: `Veteran ${id.toUpperCase()}`,
    serviceBranch: 'army',
    preferredServiceEra: 'post_911',
    status: 'pending',
    roomType: 'private_bath',
    rentShare: 650,
    scores: scores(78),
    matchReason: 'Both non-smokers who keep a tidy home.',
    potentialConcerns: [],
    recommendedTrialPeriod: 60,
    notifiedAt: null,
    interviewAt: null,
    trialStartedAt: null,
    placedAt: null,
    declinedAt: null,
    declinedBy: null,
    declineReason: null,
    nextSteps: ['notified'],
    canDecline: true,
    ...overrides,
  };
}

export const HOUSEHOLD: HouseholdView = {
  id: 'hh-1',
  householdName: 'Elm Street House',
  status: 'forming',
  maxOccupants: 3,
  currentOccupants: 0,
  home: {
    propertyId: HOME.propertyId,
    address: HOME.address,
    city: HOME.city,
    state: HOME.state,
    zipCode: HOME.zipCode,
    baseRoomRate: HOME.baseRoomRate,
    accessible: HOME.accessible,
    allowsPets: HOME.allowsPets,
    smokingPolicy: HOME.smokingPolicy,
    quietHours: HOME.quietHours,
    utilitiesIncluded: HOME.utilitiesIncluded,
    wifiIncluded: HOME.wifiIncluded,
    parkingIncluded: HOME.parkingIncluded,
  },
  members: [
    member('a'),
    member('b', {
      veteranName: null,
      status: 'interview',
      notifiedAt: '2025-01-29T15:00:00.000Z',
      interviewAt: '2025-01-30T15:00:00.000Z',
      nextSteps: ['trial'],
      potentialConcerns: ['One prefers quiet after 10pm, the other is extroverted: agree quiet hours'],
    }),
    member('c', {
      status: 'declined',
      declinedAt: '2025-01-29T15:00:00.000Z',
      declinedBy: 'landlord',
      declineReason: 'Needs a ground-floor room',
      nextSteps: [],
      canDecline: false,
    }),
  ],
  pairs: [
    {
      aApplicationId: 'app-a',
      bApplicationId: 'app-b',
      ...scores(72),
      reasons: ['both non-smokers'],
      potentialConcerns: ['One prefers quiet after 10pm, the other is extroverted: agree quiet hours'],
      compatible: true,
    },
  ],
  score: 72,
  recommendedTrialPeriod: 60,
  potentialConcerns: ['One prefers quiet after 10pm, the other is extroverted: agree quiet hours'],
  monthlyRent: 1300,
  securityDeposit: 1300,
  trialEndsAt: null,
  createdAt: '2025-01-28T15:04:00.000Z',
};

export const DASHBOARD_BODY: CoLivingDashboard = {
  waiting: [
    {
      applicationId: 'app-w1',
      reference: 'CL-W1',
      veteranName: 'Dana Brooks',
      zipCode: '78702',
      appliedAt: '2025-01-20T10:00:00.000Z',
      waitingReason: 'No home within 25 miles has a room within the budget',
    },
    {
      applicationId: 'app-w2',
      reference: 'CL-W2',
      veteranName: 'Sam Ortiz',
      zipCode: '78703',
      appliedAt: '2025-01-27T10:00:00.000Z',
      waitingReason: null,
    },
  ],
  homes: [HOME],
  householdsByStatus: { forming: 1, trial: 0, active: 0, dissolved: 0 },
  lastRun: null,
  funnel: {
    applied: 20,
    waiting: 10,
    proposed: 4,
    notified: 2,
    interview: 2,
    trial: 1,
    placed: 1,
    declined: 3,
  },
};

export const householdsAnswer = (rows: HouseholdView[], total = rows.length) => ({
  status: 200,
  body: rows,
  headers: { 'x-total-count': String(total) },
});
