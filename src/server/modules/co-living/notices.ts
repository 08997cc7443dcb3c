import type { Database } from '@server/db/client';
import {
  coLivingApplications,
  coLivingHouseholds,
  coLivingMatches,
  properties,
  veterans,
} from '@server/db/schema';
import {
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  payloadOf,
  type RecordOf,
  recordList,
} from '@server/modules/messages';
import {
  COMPATIBILITY_MATCHING_PROMISE,
  HOUSEHOLD_MAX_OCCUPANTS,
  SERVICE_BRANCH_LABELS,
  SERVICE_ERA_LABELS,
} from '@shared/domain/co-living/vocabulary';
import { DECLINED_BY_WORDS } from '@shared/domain/co-living/workflow';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * The acknowledgement of a co-living application, to its case manager: the reference to quote and when
 * matching begins. Never the veteran's name, income or phone: the mail only says an application arrived.
 */
export const coLivingApplicationReceived = defineNotice(
  (db) =>
    oneRecord(
      db
        .select({
          reference: coLivingApplications.reference,
          caseManagerName: coLivingApplications.caseManagerName,
          caseManagerEmail: coLivingApplications.caseManagerEmail,
          organizationId: coLivingApplications.organizationId,
        })
        .from(coLivingApplications)
        .where(eq(coLivingApplications.id, messageRecipient)),
    ),
  (_row, application) => {
    if (!application) return null;
    const signedIn = application.organizationId !== null;
    return {
      to: [application.caseManagerEmail],
      draft: {
        subject: `Co-living application received: ${application.reference}`,
        paragraphs: [
          'Hello,',
          `We received the co-living application you sent us. Its reference is ${application.reference}: quote it when you contact us about it.`,
          `We begin compatibility matching ${COMPATIBILITY_MATCHING_PROMISE}, looking for a household of up to ${HOUSEHOLD_MAX_OCCUPANTS} veterans that fits the answers you gave.`,
          'To change an answer, send the application again from this email address with the same veteran name and phone or email: we update this application and keep its reference.',
        ],
        page: signedIn ? '/partner/caseload' : '/co-living-intake',
        action: signedIn ? 'Your caseload' : 'The co-living application',
      },
    };
  },
);

/** The proposed match, apart from the household's other members. */
const proposed = alias(coLivingMatches, 'proposed');

/**
 * The proposal a co-living message is about, with its household, home and the application's case manager, and
 * the household's other members not declined (oldest first): their branch and era, never a name.
 */
function proposalRecord(db: Database, matchId: SQL) {
  const housemates = recordList(
    db
      .select({
        serviceBranch: coLivingApplications.serviceBranch,
        preferredServiceEra: coLivingApplications.preferredServiceEra,
        createdAt: coLivingMatches.createdAt,
        id: coLivingMatches.id,
      })
      .from(coLivingMatches)
      .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
      .where(
        and(
          eq(coLivingMatches.householdId, proposed.householdId),
          ne(coLivingMatches.id, proposed.id),
          ne(coLivingMatches.status, 'declined'),
        ),
      ),
    ['createdAt', 'id'],
  );
  return oneRecord(
    db
      .select({
        householdId: proposed.householdId,
        status: proposed.status,
        rentShareCents: proposed.rentShareCents,
        recommendedTrialPeriod: proposed.recommendedTrialPeriod,
        matchReason: proposed.matchReason,
        potentialConcerns: proposed.potentialConcerns,
        declinedBy: proposed.declinedBy,
        reference: coLivingApplications.reference,
        caseManagerName: coLivingApplications.caseManagerName,
        caseManagerEmail: coLivingApplications.caseManagerEmail,
        organizationId: coLivingApplications.organizationId,
        householdName: coLivingHouseholds.householdName,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zipCode: properties.zipCode,
        housemates: housemates.as('housemates'),
      })
      .from(proposed)
      .innerJoin(coLivingApplications, eq(coLivingApplications.id, proposed.applicationId))
      .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, proposed.householdId))
      .innerJoin(properties, eq(properties.id, coLivingHouseholds.propertyId))
      .where(eq(proposed.id, matchId)),
  );
}

/** The proposal the message names. */
const messageProposal = (db: Database) => proposalRecord(db, payloadId('matchId'));

type Proposal = RecordOf<ReturnType<typeof proposalRecord>>;

const usdCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
const place = (p: Proposal) =>
  [p.address, p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A signed-in partner reads the household on its page; a case manager without an account, the program page. */
const proposalPage = (p: Proposal) =>
  p.organizationId
    ? { page: `/partner/co-living/households/${p.householdId}`, action: 'The proposed household' }
    : { page: '/co-living-intake', action: 'The co-living program' };

/**
 * A household is proposed to a co-living applicant (their match is marked notified): the case manager reads
 * the household, the home's address, each housemate's branch and era (never a name), the rent share, the
 * trial period, why it fits and what to talk over, and the reference to quote. No one's name, not even the
 * applicant's: the reference says whom it is about.
 */
export const coLivingProposal = defineNotice(messageProposal, (_row, proposal) => {
  if (!proposal) return null;
  const who = proposal.housemates.map(
    (h) =>
      `a veteran of the ${SERVICE_BRANCH_LABELS[h.serviceBranch]} (${SERVICE_ERA_LABELS[h.preferredServiceEra]})`,
  );
  const concerns = proposal.potentialConcerns;
  return {
    to: [proposal.caseManagerEmail],
    draft: {
      subject: `Co-living household proposed: ${proposal.reference}`,
      paragraphs: [
        'Hello,',
        `We propose a co-living household for the applicant with reference ${proposal.reference}: ${proposal.householdName}, at ${place(proposal)}.`,
        who.length > 0
          ? `The housemates: ${who.join('; ')}.`
          : 'The other places in this household are still being filled.',
        `The monthly rent share is ${usdCents(proposal.rentShareCents)}. The recommended trial period is ${proposal.recommendedTrialPeriod} days: the household lives together on trial before the placement is final.`,
        `Why this household fits: ${proposal.matchReason}`,
        ...(concerns.length > 0 ? [`What to agree on: ${concerns.join('; ')}.`] : []),
        `Talk the proposal over with the veteran, then tell us whether they want to meet the housemates. Quote reference ${proposal.reference}.`,
      ],
      ...proposalPage(proposal),
    },
  };
});

/** A proposal was declined: the case manager learns who declined and that the applicant waits again. */
export const coLivingProposalDeclined = defineNotice(messageProposal, (_row, proposal) => {
  if (!proposal) return null;
  const who = proposal.declinedBy ? DECLINED_BY_WORDS[proposal.declinedBy] : 'someone';
  return {
    to: [proposal.caseManagerEmail],
    draft: {
      subject: `Co-living proposal declined: ${proposal.reference}`,
      paragraphs: [
        'Hello,',
        `The household proposed for the applicant with reference ${proposal.reference} (${proposal.householdName}) was declined by ${who}.`,
        `The application is back on the waiting list: the next household formation run looks for another household, and never proposes the same housemates again. Quote reference ${proposal.reference} when you contact us about it.`,
      ],
      ...proposalPage(proposal),
    },
  };
});

/**
 * A household ended because its home was paused or filled: the member (at the veteran's email) or their case
 * manager, as the payload's audience says, learns why and that the application waits for another household.
 * No housemate is named; the reference says whom it is about.
 */
export const coLivingHouseholdClosed = defineNotice(
  (db) =>
    oneRecord(
      db
        .select({
          householdId: coLivingMatches.householdId,
          reason: coLivingHouseholds.endedReason,
          reference: coLivingApplications.reference,
          caseManagerName: coLivingApplications.caseManagerName,
          caseManagerEmail: coLivingApplications.caseManagerEmail,
          organizationId: coLivingApplications.organizationId,
          veteranEmail: veterans.email,
          address: properties.address,
          city: properties.city,
        })
        .from(coLivingMatches)
        .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
        .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
        .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
        .innerJoin(properties, eq(properties.id, coLivingHouseholds.propertyId))
        .where(eq(coLivingMatches.id, payloadId('matchId'))),
    ),
  (row, closed) => {
    if (!closed) return null;
    const toMember = payloadOf(row).audience === 'member';
    const to = toMember ? closed.veteranEmail : closed.caseManagerEmail;
    if (!to) return null;
    const home = [closed.address, closed.city].filter(Boolean).join(', ');
    return {
      to: [to],
      draft: {
        subject: `Co-living household will not go ahead: ${closed.reference}`,
        paragraphs: [
          toMember ? 'Hello,' : `Hello ${closed.caseManagerName},`,
          `The co-living household we proposed ${toMember ? 'to you' : `for the applicant with reference ${closed.reference}`} at ${home} will not go ahead. The reason: ${closed.reason ?? 'the home closed'}.`,
          `The application is back on the waiting list: the next household formation run looks for another household. Quote reference ${closed.reference} when you contact us about it.`,
        ],
        ...(toMember || !closed.organizationId
          ? { page: '/co-living-intake', action: 'The co-living program' }
          : { page: `/partner/co-living/households/${closed.householdId}`, action: 'The household' }),
      },
    };
  },
);
