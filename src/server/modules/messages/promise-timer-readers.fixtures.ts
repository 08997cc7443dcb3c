import type { MessageKind } from '@shared/domain/message-delivery';
import type { MessageReader } from '@shared/domain/message-readers';

/** The readers of the promise timers' notices (stalled-work), for notice-readers.fixtures.ts. */
const ID = '22222222-2222-4222-8222-222222222222';
const later = new Date(Date.now() + 86_400_000).toISOString();

/** An inbox item past its promise (stalled-work/inbox-promise-notices.ts). */
const openItem = { id: ID, type: 'contact_message', status: 'open', createdAt: later, assigneeEmail: null };

/** A co-living proposal not sent yet, its applicant brought by a partner with this address, or by none. */
const unsentProposal = (organizationEmail: string | null) => ({
  proposal: {
    status: 'pending',
    createdAt: later,
    householdId: ID,
    householdName: 'Elm House',
    householdStatus: 'forming',
    reference: 'CL-7K2Q9M',
    organizationEmail,
  },
  admins: [],
});

/** An offer of a home still waiting for the veteran's decision, their case worker at this address or none. */
const undecidedOffer = (caseManagerEmail: string | null) => ({
  offer: {
    matchId: ID,
    veteranId: ID,
    undecided: true,
    madeAt: later,
    address: '9 Elm St',
    city: 'Albany',
    state: 'NY',
    email: 'vet@example.org',
    caseManagerEmail,
  },
  admins: [],
});

/** A household sent to a member and not decided, the member's application with a case manager or without. */
const undecidedHousehold = (caseManagerEmail: string | null) => ({
  proposal: { undecided: true, sentAt: later, householdId: ID, householdName: 'Elm House' },
  application: {
    applicationId: ID,
    veteranId: ID,
    reference: 'CL-7K2Q9M',
    caseManagerName: caseManagerEmail ? 'Casey' : null,
    caseManagerEmail,
    organizationId: null,
    typedEmail: 'vet@example.org',
    linked: false,
    recordEmail: 'vet@example.org',
  },
  admins: [],
});

export const PROMISE_TIMER_CASES = {
  'inbox.promise_reminder': [{ reader: 'admin', records: { item: openItem, admins: [] } }],
  'inbox.promise_escalation': [{ reader: 'admin', records: { item: openItem, admins: [] } }],
  'co_living.proposal_reminder': [
    { reader: 'case_worker', records: unsentProposal('desk@vso.test') },
    { reader: 'admin', records: unsentProposal(null) },
  ],
  'co_living.proposal_escalation': [{ reader: 'admin', records: unsentProposal(null) }],
  'offer.decision_reminder': [{ reader: 'veteran', records: undecidedOffer(null) }],
  'offer.decision_overdue': [{ reader: 'case_worker', records: undecidedOffer('cm@vso.test') }],
  'offer.decision_escalation': [{ reader: 'admin', records: undecidedOffer(null) }],
  'co_living.decision_reminder': [{ reader: 'veteran', records: undecidedHousehold(null) }],
  'co_living.decision_overdue': [{ reader: 'case_worker', records: undecidedHousehold('cm@vso.test') }],
  'co_living.decision_escalation': [{ reader: 'admin', records: undecidedHousehold(null) }],
} satisfies Partial<Record<MessageKind, { reader: MessageReader; records: unknown }[]>>;
