import type { MessageKind } from '@shared/domain/message-delivery';
import type { MessageReader } from '@shared/domain/message-readers';
import { PROMISE_TIMER_CASES } from './promise-timer-readers.fixtures';

/** The records each message kind's notice reads, for each kind of reader it goes to (notice-readers.test.ts). */
export const VETERAN = '11111111-1111-4111-8111-111111111111';
export const OTHER = '22222222-2222-4222-8222-222222222222';
const later = new Date(Date.now() + 86_400_000).toISOString();
const live = { id: OTHER, usedAt: null, expiresAt: later };
const partnerLink = (purpose: string) => ({
  ...live,
  purpose,
  email: 'desk@vso.test',
  organization: { name: 'Test VSO' },
  user: null,
});
const landlordLink = (purpose: string) => ({
  ...live,
  purpose,
  email: 'owner@landlord.test',
  organization: null,
  user: { role: 'landlord', displayName: 'Lee Owner' },
});
const addresses = { email: 'vet@example.org', caseManagerEmail: 'cm@vso.test' };
const request = {
  matchId: OTHER,
  veteranId: VETERAN,
  reference: 'VH-7K2Q9M',
  email: 'vet@example.org',
  intake: null,
  address: '9 Elm St',
  city: 'Albany',
  state: 'NY',
  declineReason: 'The landlord marked this home as filled',
};
const home = { address: '9 Elm St', city: 'Albany', state: 'NY', landlordEmail: 'owner@landlord.test' };
const proposal = {
  householdId: OTHER,
  status: 'proposed',
  rentShareCents: 60_000,
  recommendedTrialPeriod: 30,
  matchReason: 'shared routines',
  potentialConcerns: [],
  declinedBy: 'veteran',
  declineReason: null,
  householdName: 'Elm House',
  address: '9 Elm St',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  housemates: [],
};
/** A co-living application's readers (co-living/readers.ts), its case manager signed in with `organizationId` or not. */
const readers = (organizationId: string | null) => ({
  applicationId: OTHER,
  veteranId: VETERAN,
  reference: 'CL-7K2Q9M',
  caseManagerName: 'Casey',
  caseManagerEmail: 'cm@vso.test',
  organizationId,
  typedEmail: 'vet@example.org',
  linked: false,
  recordEmail: 'vet@example.org',
});

/**
 * A co-living message as each reader gets it: the member, the case worker of the organisation that applied, and a
 * case manager without an account (`records` places the application's readers among the message's records).
 */
const coLivingReaders = (records: (application: ReturnType<typeof readers>) => object) =>
  [
    { reader: 'veteran', records: records(readers(OTHER)), payload: { audience: 'member' } },
    { reader: 'case_worker', records: records(readers(OTHER)), payload: { audience: 'case_manager' } },
    { reader: 'case_manager', records: records(readers(null)), payload: { audience: 'case_manager' } },
  ] satisfies ReaderCase[];
const application = { id: OTHER, name: 'Pat Applicant', email: 'pat@example.org', decisionReason: 'not yet' };
const closedHousehold = {
  householdId: OTHER,
  reason: 'The home was filled',
  address: '9 Elm St',
  city: 'Albany',
};
const referral = {
  status: 'new',
  veteranId: VETERAN,
  urgency: 'high',
  createdAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  organizationName: 'Test VSO',
  organizationSlug: 'test-vso',
  organizationEmail: 'desk@vso.test',
  organizationPhone: '5185550100',
  hasActiveSignIn: true,
};

/** A bulk intake's veteran still waitlisted (stalled-work/waitlist-notices.ts); `given`: its case worker's address. */
const waitlisted = (given: string | null) => ({
  intake: { veteranId: VETERAN, createdAt: later, waiting: true, given, linked: false, onRecord: null },
  admins: [],
});

export interface ReaderCase {
  reader: MessageReader;
  records: unknown;
  payload?: Record<string, string>;
  recipientId?: string;
}

export const CASES: Record<MessageKind, ReaderCase[]> = {
  'match_request.created': [
    { reader: 'landlord', records: { ...home, landlordUserId: OTHER } },
    { reader: 'admin', records: { ...home, landlordUserId: null } },
  ],
  'match_request.confirmation': [{ reader: 'veteran', records: request }],
  'match_request.closed': [{ reader: 'veteran', records: request }],
  'housing_match.veteran_notice': (['case_worker', 'veteran'] as const).map((reader) => ({
    reader,
    records: addresses,
    payload: { matchId: OTHER, audience: reader },
  })),
  'housing_match.withdrawn': (['case_worker', 'veteran'] as const).map((reader) => ({
    reader,
    records: { veteran: addresses, match: request },
    payload: { matchId: OTHER, audience: reader },
  })),
  'housing_match.step': (['veteran', 'case_worker', 'landlord'] as const).map((reader) => ({
    reader,
    records: { veteran: addresses, match: { ...request, landlordEmail: 'o@l.test', landlordUserId: OTHER } },
    payload: { matchId: OTHER, step: 'approved', audience: reader },
  })),
  waitlist_status: [
    {
      reader: 'veteran',
      records: { veteran: addresses, intake: { givenEmail: 'vet@example.org', ownLinked: false } },
      payload: { audience: 'veteran', intakeId: OTHER },
    },
    {
      reader: 'case_worker',
      records: { veteran: addresses, intake: { given: 'cm@vso.test', linked: false } },
      payload: { audience: 'case_worker', intakeId: OTHER },
    },
  ],
  'referral.received': [
    {
      reader: 'partner',
      records: { email: 'desk@vso.test', active: true, name: 'Test VSO' },
      recipientId: OTHER,
    },
    {
      reader: 'partner',
      records: { email: 'desk@vso.test', active: null, name: 'Test VSO' },
      recipientId: OTHER,
    },
  ],
  'contact.received': [{ reader: 'account_holder', records: { email: 'pat@example.org' } }],
  'placement.recorded': [
    {
      reader: 'partner',
      records: { placementDate: '2026-11-02', organizationId: OTHER, email: 'desk@vso.test' },
    },
  ],
  'account.password_reset': [
    { reader: 'partner', records: partnerLink('password_reset') },
    { reader: 'landlord', records: landlordLink('password_reset') },
  ],
  'account.invitation': [{ reader: 'partner', records: partnerLink('invitation') }],
  'account.signup_confirmation': [{ reader: 'landlord', records: landlordLink('signup_confirmation') }],
  'account.signup_attempt': [
    { reader: 'landlord', records: { role: 'landlord', email: 'owner@landlord.test', confirmedAt: later } },
  ],
  'account.sign_in_link': [
    { reader: 'partner', records: partnerLink('sign_in') },
    { reader: 'account_holder', records: { ...partnerLink('sign_in'), usedAt: later } },
  ],
  'referral.reminder': [{ reader: 'partner', records: referral }],
  'referral.escalation': [{ reader: 'admin', records: { referral, admins: [] } }],
  'housing_match.stalled_digest': [{ reader: 'admin', records: { counted: [], stalledNow: 0, admins: [] } }],
  'inbox.reply': [
    { reader: 'account_holder', records: { body: 'Thanks', contact: { email: 'pat@example.org' } } },
  ],
  'listing.reviewed': [
    {
      reader: 'landlord',
      records: { ...home, status: 'available', reviewNote: null, landlordUserId: OTHER },
    },
    { reader: 'landlord', records: { ...home, status: 'declined', reviewNote: 'x', landlordUserId: null } },
  ],
  'landlord_lead.received': [{ reader: 'account_holder', records: { email: 'o@l.test' } }],
  'landlord.invitation': [
    { reader: 'landlord', records: { lead: { email: 'o@l.test' }, link: landlordLink('invitation') } },
    { reader: 'landlord', records: { lead: { email: 'o@l.test' }, link: null }, payload: {} },
  ],
  'co_living.application_received': coLivingReaders((application) => application),
  'co_living.proposal': coLivingReaders((application) => ({ application, proposal })),
  'co_living.proposal_declined': coLivingReaders((application) => ({ application, proposal })).filter(
    ({ reader }) => reader !== 'case_manager',
  ),
  'co_living.household_closed': coLivingReaders((application) => ({ application, closed: closedHousehold })),
  'co_living.household_trial': [
    {
      reader: 'landlord',
      records: {
        id: OTHER,
        householdName: 'Elm House',
        status: 'trial',
        address: '9 Elm St, Albany, NY',
        trialStartedAt: new Date().toISOString(),
        trialEndsAt: later,
        landlordEmail: 'owner@landlord.test',
        landlordUserId: OTHER,
        firstNames: ['Dana', 'Lee', 'Sam'],
      },
    },
  ],
  'partner_application.received': [{ reader: 'account_holder', records: application }],
  'partner_application.approved': [
    {
      reader: 'landlord',
      records: { application, link: landlordLink('invitation') },
      payload: { linkId: OTHER },
    },
    { reader: 'landlord', records: { application, link: null }, payload: {} },
  ],
  'partner_application.declined': [{ reader: 'account_holder', records: application }],
  'match.landlord_answered': [
    {
      reader: 'veteran',
      records: { veteran: addresses, request },
      payload: { audience: 'veteran', answer: 'accept' },
    },
    {
      reader: 'case_worker',
      records: { veteran: addresses, request },
      payload: { audience: 'case_worker', answer: 'accept' },
    },
  ],
  'match.landlord_reminder': [{ reader: 'landlord', records: { ...home, landlordUserId: OTHER } }],
  'match.landlord_escalation': [{ reader: 'admin', records: { ...home, landlordUserId: OTHER } }],
  'my.confirm_email': [{ reader: 'veteran', records: { id: OTHER, sentTo: 'new@example.org' } }],
  'waitlist.follow_up_reminder': [
    { reader: 'case_worker', records: waitlisted('cm@vso.test') },
    { reader: 'admin', records: waitlisted(null) },
  ],
  'waitlist.follow_up_escalation': [{ reader: 'admin', records: waitlisted('cm@vso.test') }],
  ...PROMISE_TIMER_CASES,
};
