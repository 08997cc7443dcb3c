import type { Database } from '@server/db/client';
import { matches } from '@server/db/schema';
import type { ComposeContext, Draft, MessageFields } from '@server/modules/messages';
import {
  defineNotice,
  messageRecipient,
  payloadId,
  payloadOf,
  recordsTogether,
} from '@server/modules/messages';
import { homeWithLandlordRecord } from '@server/modules/properties';
import { myPageLink, veteranAddressesRecord } from '@server/modules/veterans';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { formatAddress } from '@shared/domain/address';
import { MATCH_REPLY_HOURS, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { intakeAddress } from '@shared/domain/intake-contact';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { and, eq, isNull } from 'drizzle-orm';
import { PROPOSAL_AUDIENCES, type ProposalAudience } from './match-steps';
import { matchRequestRecord } from './message-records';

const HOUSING_DASHBOARD = PAGE_PATHS.housingDashboard;

/** The veteran the message is about: their email and their case manager's. */
const veteranAddresses = (db: Database) => veteranAddressesRecord(db, messageRecipient);

/** 'Request Match' on a home: its landlord (or the housing team, for a home with no landlord account). */
export const matchRequestCreated = defineNotice(
  (db) => homeWithLandlordRecord(db, payloadId('propertyId')),
  (_row, home, { adminAddress }) => {
    if (!home) return null;
    const toLandlord = Boolean(home.landlordEmail && home.landlordUserId);
    const homeAddress = formatAddress(home);
    return {
      to: [toLandlord && home.landlordEmail ? home.landlordEmail : adminAddress],
      draft: {
        subject: 'A veteran asked about a home',
        paragraphs: [
          `A veteran asked to be matched with the home at ${homeAddress}.`,
          toLandlord
            ? 'Please sign in to see the request and answer it.'
            : 'The home has no landlord account, so this notice comes to the housing team.',
        ],
        page: toLandlord ? PAGE_PATHS.landlordDashboard : HOUSING_DASHBOARD,
        action: 'See the request',
      },
    };
  },
);

/**
 * A notice about a match request to the veteran who asked, at the email that request gave (the one on their
 * record only when the request was linked to them and gave none; decision 0030): nobody to address without an
 * email or the request's reference. It links to their own page with a one-time link for that address and that
 * request (decision 0036).
 */
function toRequester(
  draft: (reference: string, home: string, declineReason: string | null) => Omit<Draft, 'page' | 'action'>,
) {
  return defineNotice(
    (db) => matchRequestRecord(db, payloadId('matchId')),
    async (_row, request, context) => {
      if (!request) return null;
      const to = request.intake
        ? intakeAddress(request.intake.email, request.intake.linked, request.email)
        : request.email;
      if (!to || !request.reference) return null;
      const home = formatAddress(request);
      const page = await myPageLink(
        { veteranId: request.veteranId, sentTo: to, subjectId: request.matchId },
        context,
      );
      return {
        to: [to],
        draft: { ...draft(request.reference, home, request.declineReason), page, action: 'See your request' },
      };
    },
  );
}

/** A recorded reason ("The landlord marked this home as filled") read inside a sentence. */
const inSentence = (reason: string) => reason.replace(/^\w/, (c) => c.toLowerCase());

const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;

/**
 * The reader of a notice about a proposal of the engine's (issue 34, point 4: each concerned, each to their own
 * page, as a match's steps are told): the case worker the record names, on the veteran's caseload entry; the
 * veteran, on their own page with a one-time link. A message queued before audiences (none in its payload) goes
 * to the case worker, else the veteran. Null when that reader has no email.
 */
async function proposalReader(
  row: MessageFields,
  veteran: { email: string | null; caseManagerEmail: string | null } | null,
  context: ComposeContext,
): Promise<{ kind: ProposalAudience; to: string; page: string } | null> {
  const veteranId = row.recipientId;
  if (!veteranId || !veteran) return null;
  const { audience, matchId } = payloadOf(row);
  const kind =
    PROPOSAL_AUDIENCES.find((known) => known === audience) ??
    (veteran.caseManagerEmail ? 'case_worker' : 'veteran');
  if (kind === 'case_worker') {
    if (!veteran.caseManagerEmail) return null;
    return { kind, to: veteran.caseManagerEmail, page: caseloadVeteranPage(veteranId) };
  }
  if (!veteran.email) return null;
  const page = await myPageLink({ veteranId, sentTo: veteran.email, subjectId: matchId ?? null }, context);
  return { kind, to: veteran.email, page };
}

/** The veteran who asked gets the reference to quote. */
export const matchRequestConfirmation = toRequester((reference, home) => ({
  subject: `We sent your request: ${reference}`,
  paragraphs: [
    `We sent your request for the home at ${home} to its landlord. They will reply to you within ${MATCH_REPLY_HOURS} hours.`,
    `Your reference is ${reference}. Quote it if you write or call us about this request.`,
    'Your page shows where your request stands and what happens next; the link below opens it without a password.',
    CRISIS_LINE,
  ],
}));

/** The landlord paused or filled the home the veteran asked about: the request is closed, they choose another. */
export const matchRequestClosed = toRequester((reference, home, declineReason) => ({
  subject: `Your request is not going ahead: ${reference}`,
  paragraphs: [
    `Your request ${reference} for the home at ${home} is closed: ${inSentence(declineReason ?? 'The landlord is no longer taking requests for this home')}.`,
    'You can choose another home from your matches on the Veterans page; your page shows every request you made.',
    CRISIS_LINE,
  ],
}));

/**
 * A proposal they were told of is off (the landlord paused or filled the home, or sent it back to review): each
 * reader it concerns hears it (payload `audience`), with the reason recorded on the match.
 */
export const housingMatchWithdrawn = defineNotice(
  (db) =>
    recordsTogether({
      veteran: veteranAddressesRecord(db, messageRecipient),
      match: matchRequestRecord(db, payloadId('matchId')),
    }),
  async (row, { veteran, match }, context) => {
    const reason = inSentence(match?.declineReason ?? 'The landlord paused or filled it');
    const reader = await proposalReader(row, veteran, context);
    if (!reader) return null;
    const paragraphs =
      reader.kind === 'case_worker'
        ? [
            `A home our matching proposed for a veteran you support is no longer available (${reason}), so the proposal is closed.`,
            'The veteran stays in the housing queue, and the next matching run looks for another home.',
          ]
        : [
            `A home we proposed to you is no longer available (${reason}), so the proposal is closed.`,
            'You stay in the housing queue, and we keep looking for another home for you.',
            CRISIS_LINE,
          ];
    return {
      to: [reader.to],
      draft: {
        subject: 'A home we proposed is no longer available',
        paragraphs,
        page: reader.page,
        action: reader.kind === 'case_worker' ? 'Open their caseload entry' : 'See your page',
      },
    };
  },
);

/** The veteran's side was told about the engine's proposal: the dashboard shows it from now on. */
async function markVeteranNotified(db: Database, matchId: string, at: Date): Promise<void> {
  await db
    .update(matches)
    .set({ veteranNotifiedAt: at })
    .where(and(eq(matches.id, matchId), isNull(matches.veteranNotifiedAt)));
}

/**
 * The engine's proposal, to each reader it concerns (payload `audience`: the veteran, their case worker); "Notifications
 * sent" once the first is delivered.
 */
export const housingMatchVeteranNotice = defineNotice(veteranAddresses, async (row, veteran, context) => {
  const { matchId } = payloadOf(row);
  const reader = await proposalReader(row, veteran, context);
  if (!reader) return null;
  return {
    to: [reader.to],
    draft:
      reader.kind === 'case_worker'
        ? {
            subject: 'A home was found for a veteran',
            paragraphs: [
              'Our matching found a home that fits a veteran you support.',
              'Please sign in to see the home and the next steps.',
            ],
            page: reader.page,
            action: 'See the match',
          }
        : {
            subject: 'We found a home that may fit you',
            paragraphs: [
              'Our matching found a home that fits what you told us.',
              'Your page shows the home and what happens next; the link below opens it without a password.',
              CRISIS_LINE,
            ],
            page: reader.page,
            action: 'See your page',
          },
    onSent: matchId ? (tx: Database, at: Date) => markVeteranNotified(tx, matchId, at) : undefined,
  };
});
