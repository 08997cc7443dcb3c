import type { Database } from '@server/db/client';
import { intakeReports, veterans } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { defineNotice, oneRecord, payloadId, recordsTogether } from '@server/modules/messages';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { adminPersonPage } from '@shared/contracts/duplicates';
import { WAITLIST_FOLLOW_UP, WAITLIST_FOLLOW_UP_DAYS } from '@shared/domain/constants';
import { intakeAddress } from '@shared/domain/intake-contact';
import { eq, sql } from 'drizzle-orm';
import { adminEmailsRecord, housingTeam } from './message-records';
import { stillWaitlisted } from './waitlist-timers';

/**
 * The bulk intake a waitlist timer fired on: when it came, whether its veteran still waits, and the case worker
 * address it gave (by the rule its waitlist notice follows). Nothing about the veteran but their record's id.
 */
const waitlistedIntakeRecord = (db: Database) =>
  oneRecord(
    db
      .select({
        veteranId: intakeReports.veteranId,
        createdAt: intakeReports.createdAt,
        waiting: sql<boolean>`${stillWaitlisted(db)}`.as('waiting'),
        given: sql<string | null>`${intakeReports.reported}->>'caseManagerEmail'`.as('given'),
        linked: intakeReports.linked,
        onRecord: veterans.caseManagerEmail,
      })
      .from(intakeReports)
      .innerJoin(veterans, eq(veterans.id, intakeReports.veteranId))
      .where(eq(intakeReports.id, payloadId('intakeId'))),
  );

const records = (db: Database) =>
  recordsTogether({ intake: waitlistedIntakeRecord(db), admins: adminEmailsRecord(db) });

const PROMISE = `We promised them an answer within ${WAITLIST_FOLLOW_UP}.`;

/**
 * Seven days after a bulk intake, its veteran still has no home offered: the case worker who ran the intake is
 * reminded to check in (their caseload entry), else the housing team (the admins' page of the person).
 */
export const waitlistFollowUpReminder = defineNotice(records, (_row, { intake, admins }, context) => {
  if (!intake?.waiting) return null;
  const since = formatCalendarDate(new Date(intake.createdAt).toISOString());
  const caseWorker = intakeAddress(intake.given, intake.linked, intake.onRecord);
  const subject = `Due now: a veteran has waited ${WAITLIST_FOLLOW_UP_DAYS.reminder} days on the waitlist`;
  if (caseWorker) {
    return {
      to: [caseWorker],
      draft: {
        subject,
        paragraphs: [
          `A veteran from your intake on ${since} is still on our housing waitlist, with no home offered. ${PROMISE}`,
          'Please check in with them and bring their housing needs up to date, or ask our housing team to find homes, from their caseload entry.',
        ],
        page: caseloadVeteranPage(intake.veteranId),
        action: 'Open their caseload entry',
      },
    };
  }
  return {
    to: housingTeam(admins, context),
    draft: {
      subject,
      paragraphs: [
        `A veteran from a bulk intake on ${since} is still on our housing waitlist, with no home offered, and no case worker can be reached for them. ${PROMISE}`,
        'Please look for a home for them, or tell them where things stand.',
      ],
      page: adminPersonPage(intake.veteranId),
      action: 'See the veteran',
    },
  };
});

/** Fourteen days on, still no home offered: the housing team hears the promise was broken. */
export const waitlistFollowUpEscalation = defineNotice(records, (_row, { intake, admins }, context) => {
  if (!intake?.waiting) return null;
  const since = formatCalendarDate(new Date(intake.createdAt).toISOString());
  return {
    to: housingTeam(admins, context),
    draft: {
      subject: `Overdue: a veteran has waited ${WAITLIST_FOLLOW_UP_DAYS.escalation} days on the waitlist`,
      paragraphs: [
        `A veteran from a bulk intake on ${since} still has no home offered, after a reminder. ${PROMISE}`,
        'Please look for a home for them today, or tell them and their case worker where things stand.',
      ],
      page: adminPersonPage(intake.veteranId),
      action: 'See the veteran',
    },
  };
});
