import type { Database } from '@server/db/client';
import { coLivingApplications, coLivingHouseholds, coLivingMatches, organizations } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { defineNotice, oneRecord, payloadId, recordsTogether } from '@server/modules/messages';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { CO_LIVING_PROPOSAL_HOURS } from '@shared/domain/stalled-work';
import { eq, sql } from 'drizzle-orm';
import { adminEmailsRecord, housingTeam } from './message-records';

/**
 * The proposal a timer fired on: its status, when it was made, the household's name and status, the application's
 * reference and the address of the partner that brought the applicant (never the veteran's name).
 */
const proposalRecord = (db: Database) =>
  oneRecord(
    db
      .select({
        status: coLivingMatches.status,
        createdAt: coLivingMatches.createdAt,
        householdId: coLivingMatches.householdId,
        householdName: coLivingHouseholds.householdName,
        // named apart from the proposal's own status
        householdStatus: sql<string>`${coLivingHouseholds.status}`.as('household_status'),
        reference: coLivingApplications.reference,
        organizationEmail: organizations.email,
      })
      .from(coLivingMatches)
      .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
      .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
      .leftJoin(organizations, eq(organizations.id, coLivingApplications.organizationId))
      .where(eq(coLivingMatches.id, payloadId('matchId'))),
  );

const records = (db: Database) =>
  recordsTogether({ proposal: proposalRecord(db), admins: adminEmailsRecord(db) });

const adminPage = (householdId: string) =>
  PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.adminHousehold, { householdId });

/** Still unsent: a proposal sent meanwhile, or whose household closed, is told to nobody. */
const unsent = (proposal: { status: string; householdStatus: string } | null) =>
  proposal !== null &&
  proposal.status === 'pending' &&
  ['forming', 'trial'].includes(proposal.householdStatus);

const made = (createdAt: string | Date) => formatCalendarDate(new Date(createdAt).toISOString());

/**
 * The promise fell due and the proposal was not sent: the partner that brought the applicant sends it from its
 * household page; a veteran who applied without one waits on the housing team.
 */
export const coLivingProposalReminder = defineNotice(records, (_row, { proposal, admins }, context) => {
  if (!proposal || !unsent(proposal)) return null;
  const partner = proposal.organizationEmail;
  return {
    to: partner ? [partner] : housingTeam(admins, context),
    draft: {
      subject: `Due now: send the co-living proposal ${proposal.reference}`,
      paragraphs: [
        `The household ${proposal.householdName} was proposed for the applicant with reference ${proposal.reference} on ${made(proposal.createdAt)}. We promised the veteran word within ${CO_LIVING_PROPOSAL_HOURS} hours, and the proposal has not been sent to them yet.`,
        'Please read it and send it now (Send proposal), or decline it with the reason.',
      ],
      page: partner
        ? PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.partnerHousehold, {
            householdId: proposal.householdId,
          })
        : adminPage(proposal.householdId),
      action: 'Open the household',
    },
  };
});

/** As long again later, still not sent: the whole housing team hears the promise was broken. */
export const coLivingProposalEscalation = defineNotice(records, (_row, { proposal, admins }, context) => {
  if (!proposal || !unsent(proposal)) return null;
  return {
    to: housingTeam(admins, context),
    draft: {
      subject: `Overdue: the co-living proposal ${proposal.reference} was never sent`,
      paragraphs: [
        `The household ${proposal.householdName} was proposed for the applicant with reference ${proposal.reference} on ${made(proposal.createdAt)} and is still not sent, after a reminder${proposal.organizationEmail ? ' to the partner that brought the applicant' : ''}. The veteran was told to expect word within ${CO_LIVING_PROPOSAL_HOURS} hours.`,
        'Please send it today, or decline it with the reason.',
      ],
      page: adminPage(proposal.householdId),
      action: 'Open the household',
    },
  };
});
