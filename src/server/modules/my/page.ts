import type { Database } from '@server/db/client';
import type { VeteranPrincipal } from '@server/plugins/auth';
import { notFound } from '@server/plugins/error-handler';
import type { MyItem, MyPage } from '@shared/contracts/my';
import { formatAddress } from '@shared/domain/address';
import { householdWords } from '@shared/domain/co-living/my-household-words';
import type { CO_LIVING_APPLICATION_STATUSES, HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import { MEMBER_DECIDES_FROM } from '@shared/domain/co-living/workflow';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { offerWords, requestWords } from '@shared/domain/my-page-words';
import { PERSON_STATUS_LABELS, type PersonEventFacts, personStatus } from '@shared/domain/person-timeline';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@shared/domain/referral-status';
import { CO_LIVING_PROPOSAL_HOURS } from '@shared/domain/stalled-work';
import { decisionDueAt, OFFER_DECIDING_STATUSES } from '@shared/domain/veteran-access';
import { type MyHouseholdRow, type MyMatchRow, type MyPageRows, selectMyPage } from './page-repo';

const iso = (value: string) => new Date(value).toISOString();
const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;

type Contact = MyItem['contact'];

export const offerDecideBy = (row: Pick<MyMatchRow, 'offeredAt' | 'createdAt'>) =>
  decisionDueAt(row.offeredAt ?? row.createdAt);

/** A home match on the veteran's page, a request they sent or an offer made to them: what both say of it. */
function matchItem(
  row: MyMatchRow,
  kind: 'request' | 'offer',
  item: Pick<MyItem, 'contact' | 'actions' | 'decideBy'> & { words: ReturnType<typeof offerWords> },
): MyItem {
  const { words, ...rest } = item;
  return {
    id: row.id,
    kind,
    reference: row.reference,
    status: row.decision === 'accepted' && isOpenMatch(row.status) ? 'accepted' : row.status,
    title: formatAddress(row),
    ...words,
    contact: rest.contact,
    createdAt: iso(row.createdAt),
    actions: rest.actions,
    decideBy: rest.decideBy,
  };
}

/** A request approved (the landlord or the housing team said yes) is an offer the veteran accepts or declines. */
function requestItem(row: MyMatchRow, contact: Contact): MyItem {
  const undecided = row.status === 'approved' && row.decision === null;
  const decideBy = undecided ? decisionDueAt(row.approvedAt ?? row.updatedAt) : null;
  const words = requestWords(
    row.status,
    { createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) },
    row.declineReason,
    { decision: row.decision, decideBy },
  );
  const withdrawable = row.status === 'pending' || row.status === 'contacted';
  const actions: MyItem['actions'] = withdrawable ? ['withdraw'] : undecided ? ['accept', 'decline'] : [];
  return matchItem(row, 'request', { words, contact, actions, decideBy });
}

function offerItem(row: MyMatchRow, contact: Contact): MyItem {
  const undecided =
    row.decision === null && (OFFER_DECIDING_STATUSES as readonly string[]).includes(row.status);
  const decideBy = undecided ? offerDecideBy(row) : null;
  const words = offerWords(row.status, row.decision, decideBy, row.declineReason);
  return matchItem(row, 'offer', {
    words,
    contact,
    actions: undecided ? ['accept', 'decline'] : [],
    decideBy,
  });
}

const APPLICATION_WORDS: Record<(typeof CO_LIVING_APPLICATION_STATUSES)[number], [string, string]> = {
  pending: [
    'Your co-living application is waiting for a household',
    `The housing team matches applicants every day; you hear from us within ${CO_LIVING_PROPOSAL_HOURS} hours of a household being proposed.`,
  ],
  proposed: [
    'A co-living household is proposed to you',
    'Your case worker or the housing team will talk it through with you.',
  ],
  placed: ['You moved into a co-living home', 'Welcome home. Your case worker will check in with you.'],
  withdrawn: ['This application is withdrawn', 'You can apply again at any time.'],
};

/** A proposed household is the member's to decide in coordinated entry's window, from when it was sent to them. */
export const householdDecideBy = (row: Pick<MyHouseholdRow, 'notifiedAt' | 'createdAt'>) =>
  decisionDueAt(row.notifiedAt ?? row.createdAt);

function householdItem(row: MyHouseholdRow, contact: Contact): MyItem {
  const undecided = MEMBER_DECIDES_FROM.includes(row.status);
  const decideBy = undecided ? householdDecideBy(row) : null;
  return {
    id: row.id,
    kind: 'household',
    reference: row.reference,
    status: row.status,
    title: `${row.householdName}: ${formatAddress(row)}`,
    ...householdWords({ ...row, householdStatus: row.householdStatus as HouseholdStatus, decideBy }),
    contact,
    createdAt: iso(row.createdAt),
    actions: undecided ? ['accept', 'decline'] : [],
    decideBy,
  };
}

function referralItem(row: MyPageRows['referrals'][number]): MyItem {
  const label = REFERRAL_STATUS_LABELS[row.status as ReferralStatus] ?? row.status;
  const open = row.status !== 'closed';
  return {
    id: row.id,
    kind: 'referral',
    reference: row.reference,
    status: row.status,
    title: `Referral to ${row.organizationName}`,
    statusText: `${row.organizationName}: ${label}`,
    nextStep: open
      ? `${row.organizationName} contacts you within one business day of the referral.`
      : 'This referral is closed.',
    contact: { name: row.organizationName, phone: row.organizationPhone, email: null },
    createdAt: iso(row.createdAt),
    actions: [],
    decideBy: null,
  };
}

/** The veteran's page: a 'subjects' session sees its own requests and nothing else of the person. */
export async function readMyPage(db: Database, who: VeteranPrincipal): Promise<MyPage> {
  const rows = await selectMyPage(db, who);
  if (!rows) throw notFound('This page is no longer available');
  const whole = who.scope === 'person';
  const contact: Contact = whole && rows.organization ? rows.organization : null;
  const status = whole ? personStatus(rows.events as unknown as PersonEventFacts[]) : null;
  return {
    firstName: whole ? firstNameOf(rows.name) : null,
    scope: who.scope,
    status,
    statusText: status ? PERSON_STATUS_LABELS[status] : null,
    contact: whole ? { email: rows.email, phone: rows.phone, pendingEmail: rows.pendingEmail } : null,
    requests: [
      ...rows.matches
        .filter((row) => row.origin === 'veteran_request')
        .map((row) => requestItem(row, contact)),
      ...rows.referrals.map(referralItem),
    ],
    offers: rows.matches.filter((row) => row.origin === 'engine').map((row) => offerItem(row, contact)),
    households: rows.households.map((row) => householdItem(row, contact)),
    applications: rows.applications.map((row) => {
      const [statusText, nextStep] = APPLICATION_WORDS[row.status as keyof typeof APPLICATION_WORDS] ?? [
        row.status,
        '',
      ];
      return {
        id: row.id,
        kind: 'application' as const,
        reference: row.reference,
        status: row.status,
        title: 'Co-living application',
        statusText:
          row.waitingReason && row.status === 'pending' ? `${statusText}: ${row.waitingReason}` : statusText,
        nextStep,
        contact,
        createdAt: iso(row.createdAt),
        actions: [],
        decideBy: null,
      };
    }),
  };
}
