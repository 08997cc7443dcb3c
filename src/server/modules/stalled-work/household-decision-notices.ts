import type { Database } from '@server/db/client';
import { coLivingHouseholds, coLivingMatches } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { applicationReadersRecord, readerOf } from '@server/modules/co-living';
import {
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  recordsTogether,
} from '@server/modules/messages';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { decisionDueAt, OFFER_DECISION_DAYS } from '@shared/domain/veteran-access';
import { eq, sql } from 'drizzle-orm';
import { isUndecidedHousehold, proposalSentAt } from './household-decision-timers';
import { adminEmailsRecord, housingTeam } from './message-records';

/** The proposal a decision timer fired on: whether it still waits for the member, when it reached them, the household. */
const proposalRecord = (db: Database) =>
  oneRecord(
    db
      .select({
        undecided: sql<boolean>`${isUndecidedHousehold}`.as('undecided'),
        sentAt: sql<string>`${proposalSentAt}`.as('sent_at'),
        householdId: coLivingMatches.householdId,
        householdName: coLivingHouseholds.householdName,
      })
      .from(coLivingMatches)
      .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
      .where(eq(coLivingMatches.id, payloadId('matchId'))),
  );

const records = (db: Database) =>
  recordsTogether({
    proposal: proposalRecord(db),
    application: applicationReadersRecord(db, messageRecipient),
    admins: adminEmailsRecord(db),
  });

const when = (sentAt: string | Date) => ({
  sent: formatCalendarDate(new Date(sentAt).toISOString()),
  due: formatCalendarDate(decisionDueAt(sentAt)),
});

const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;

/** Half the window gone, no decision: the member is reminded, on their own page (a one-time link). */
export const householdDecisionReminder = defineNotice(
  records,
  async (_row, { proposal, application }, context) => {
    if (!proposal?.undecided || !application) return null;
    const reader = await readerOf('member', application, { page: '', action: '' }, context);
    if (!reader) return null;
    const { sent, due } = when(proposal.sentAt);
    return {
      to: [reader.to],
      draft: {
        subject: `Please decide by ${due}: the co-living household ${proposal.householdName}`,
        paragraphs: [
          `On ${sent} we proposed that you join the household ${proposal.householdName} (your reference ${application.reference}). You have until ${due} to accept it or say no.`,
          'Your page shows the household and what happens next; the link below opens it without a password. If you are not sure, call your case manager or the housing team.',
          CRISIS_LINE,
        ],
        page: reader.page,
        action: reader.action,
      },
    };
  },
);

/** The window closed, no decision: the case manager checks in with the member, from their caseload entry. */
export const householdDecisionOverdue = defineNotice(
  records,
  async (_row, { proposal, application }, context) => {
    if (!proposal?.undecided || !application) return null;
    const casePage = {
      page: caseloadVeteranPage(application.veteranId),
      action: 'Open their caseload entry',
    };
    const reader = await readerOf('case_manager', application, casePage, context);
    if (!reader) return null;
    const { sent, due } = when(proposal.sentAt);
    return {
      to: [reader.to],
      draft: {
        subject: `Overdue: no decision on the co-living household proposed for ${application.reference}`,
        paragraphs: [
          `The household ${proposal.householdName} was proposed on ${sent} to the veteran you support with the co-living application ${application.reference}. Their ${OFFER_DECISION_DAYS}-day decision window closed on ${due}, and they have neither accepted nor declined it.`,
          'Please check in with them and help them decide.',
        ],
        page: reader.page,
        action: reader.action,
      },
    };
  },
);

/** The window closed, no decision: the housing team hears of it, on the admins' household page. */
export const householdDecisionEscalation = defineNotice(
  records,
  (_row, { proposal, application, admins }, context) => {
    if (!proposal?.undecided || !application) return null;
    const { sent, due } = when(proposal.sentAt);
    return {
      to: housingTeam(admins, context),
      draft: {
        subject: `Overdue: no decision on the co-living household ${proposal.householdName}`,
        paragraphs: [
          `The household ${proposal.householdName} was proposed on ${sent} to the applicant ${application.reference}. The ${OFFER_DECISION_DAYS}-day decision window closed on ${due} with no answer from them${application.caseManagerEmail ? '; their case manager was told too' : ', and they have no case manager'}.`,
          'Please reach the applicant, or propose the place to someone else.',
        ],
        page: PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.adminHousehold, {
          householdId: proposal.householdId,
        }),
        action: 'Open the household',
      },
    };
  },
);
