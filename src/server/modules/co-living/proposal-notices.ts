import type { Database } from '@server/db/client';
import { coLivingApplications, coLivingHouseholds, coLivingMatches, properties } from '@server/db/schema';
import {
  type ComposeContext,
  type Draft,
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  type RecordOf,
  recordList,
  recordsTogether,
} from '@server/modules/messages';
import { myPageLink } from '@server/modules/veterans';
import { formatFullAddress } from '@shared/domain/address';
import { SERVICE_BRANCH_LABELS, SERVICE_ERA_LABELS } from '@shared/domain/co-living/vocabulary';
import { DECLINED_BY_WORDS } from '@shared/domain/co-living/workflow';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CRISIS_LINE } from './notices';
import {
  type ApplicationReaders,
  applicationReadersRecord,
  audienceOf,
  type CoLivingAudience,
  MY_PAGE_LINE,
  type Reader,
  readerOf,
} from './readers';

/** The proposed match, apart from the household's other members. */
const proposed = alias(coLivingMatches, 'proposed');

/**
 * The proposal a co-living message is about, with its household and home, and the household's other members not
 * declined (oldest first): their branch and era, never a name.
 */
export function proposalRecord(db: Database, matchId: SQL) {
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
        declineReason: proposed.declineReason,
        householdName: coLivingHouseholds.householdName,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zipCode: properties.zipCode,
        housemates: housemates.as('housemates'),
      })
      .from(proposed)
      .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, proposed.householdId))
      .innerJoin(properties, eq(properties.id, coLivingHouseholds.propertyId))
      .where(eq(proposed.id, matchId)),
  );
}

/** The proposal the message names, and the application's readers. */
const messageProposal = (db: Database) =>
  recordsTogether({
    application: applicationReadersRecord(db, messageRecipient),
    proposal: proposalRecord(db, payloadId('matchId')),
  });

type Proposal = RecordOf<ReturnType<typeof proposalRecord>>;

const usdCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
const place = (p: Proposal) => formatFullAddress(p);

/** A signed-in partner reads the household on its page; a case manager without an account, the program page. */
const casePage = (application: ApplicationReaders, p: Proposal) =>
  application.organizationId
    ? {
        page: PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.partnerHousehold, { householdId: p.householdId }),
        action: 'The proposed household',
      }
    : { page: PAGE_PATHS.coLivingIntake, action: 'The co-living program' };

/** What the proposal says to either reader: the household, the home, the housemates, the rent and the trial. */
export function proposalParagraphs(proposal: Proposal, whom: string): string[] {
  const who = proposal.housemates.map(
    (h) =>
      `a veteran of the ${SERVICE_BRANCH_LABELS[h.serviceBranch]} (${SERVICE_ERA_LABELS[h.preferredServiceEra]})`,
  );
  const concerns = proposal.potentialConcerns;
  return [
    `We propose a co-living household ${whom}: ${proposal.householdName}, at ${place(proposal)}.`,
    who.length > 0
      ? `The housemates: ${who.join('; ')}.`
      : 'The other places in this household are still being filled.',
    `The monthly rent share is ${usdCents(proposal.rentShareCents)}. The recommended trial period is ${proposal.recommendedTrialPeriod} days: the household lives together on trial before the placement is final.`,
    `Why this household fits: ${proposal.matchReason}`,
    ...(concerns.length > 0 ? [`What to agree on: ${concerns.join('; ')}.`] : []),
  ];
}

/**
 * A notice about a proposal, to one of the application's readers (audienceOf the message): `draft` words it for
 * that reader, who opens the household's page when they are the case manager.
 */
const proposalNotice = (
  draft: (
    reader: Reader,
    audience: CoLivingAudience,
    application: NonNullable<ApplicationReaders>,
    proposal: NonNullable<Proposal>,
  ) => Draft,
  { caseManagerDecides = false } = {},
) =>
  defineNotice(messageProposal, async (row, { application, proposal }, context) => {
    if (!proposal || !application) return null;
    const audience = audienceOf(row);
    const reader = await readerOf(audience, application, casePage(application, proposal), context);
    if (!reader) return null;
    const byLink = caseManagerDecides && decidesByLink(audience, application);
    const page = byLink ? await caseManagerLink(application, reader.to, context) : reader.page;
    return { to: [reader.to], draft: draft({ ...reader, page }, audience, application, proposal) };
  });

/**
 * A case manager without a partner sign-in answers a proposal from a one-time link to the veteran's page, opened
 * for this application only (decision 0036): it shows and decides this application's households, nothing else of
 * the person unless the address is the one on the veteran's record.
 */
const caseManagerLink = (
  application: NonNullable<ApplicationReaders>,
  sentTo: string,
  context: ComposeContext,
) => myPageLink({ veteranId: application.veteranId, sentTo, subjectId: application.applicationId }, context);

/** Whether the case manager of this message answers it from their one-time link (they have no partner sign-in). */
const decidesByLink = (audience: CoLivingAudience, application: NonNullable<ApplicationReaders>) =>
  audience === 'case_manager' && !application.organizationId;

/**
 * A household is proposed to a co-living applicant: the veteran (who accepts or declines on their page) and their
 * case manager, when there is one, read the household, the home's address, each housemate's branch and era (never
 * a name), the rent share, the trial period, why it fits and what to talk over, and the reference to quote.
 */
export const coLivingProposal = proposalNotice(
  (reader, audience, application, proposal) => {
    const { reference } = application;
    const member = audience === 'member';
    const byLink = decidesByLink(audience, application);
    return {
      subject: `Co-living household proposed: ${reference}`,
      paragraphs: [
        reader.hello,
        ...proposalParagraphs(proposal, member ? 'to you' : `for the applicant with reference ${reference}`),
        member
          ? `Accept or decline it on your page. Once every housemate accepts, the trial begins and the landlord is told. Quote reference ${reference} when you contact us.`
          : byLink
            ? `The veteran accepts or declines it on their own page; talk the proposal over with them. If they ask you to answer for them, the link below opens this application's page once, for 7 days: accept or decline there on their behalf. Quote reference ${reference}.`
            : `The veteran accepts or declines it on their own page; talk the proposal over with them. Quote reference ${reference}.`,
        ...(member ? [MY_PAGE_LINE, CRISIS_LINE] : []),
      ],
      page: reader.page,
      action: member
        ? 'Accept or decline on your page'
        : byLink
          ? 'Accept or decline on the veteran’s behalf'
          : reader.action,
    };
  },
  { caseManagerDecides: true },
);

/** A proposal was declined: the veteran and the case manager learn who declined and that the applicant waits again. */
export const coLivingProposalDeclined = proposalNotice((reader, audience, { reference }, proposal) => {
  const who =
    audience === 'member' && proposal.declinedBy === 'veteran'
      ? 'you'
      : proposal.declinedBy
        ? DECLINED_BY_WORDS[proposal.declinedBy]
        : 'someone';
  return {
    subject: `Co-living proposal declined: ${reference}`,
    paragraphs: [
      reader.hello,
      audience === 'member'
        ? `The household proposed to you (${proposal.householdName}) was declined by ${who}.`
        : `The household proposed for the applicant with reference ${reference} (${proposal.householdName}) was declined by ${who}.`,
      `The application is back on the waiting list: the next household formation run looks for another household, and never proposes the same housemates again. Quote reference ${reference} when you contact us about it.`,
      ...(audience === 'member' ? [MY_PAGE_LINE] : []),
    ],
    page: reader.page,
    action: reader.action,
  };
});
