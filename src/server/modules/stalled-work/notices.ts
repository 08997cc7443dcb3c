import type { Database } from '@server/db/client';
import { formatCalendarDate } from '@server/lib/calendar-date';
import {
  type ComposeContext,
  defineNotice,
  payloadId,
  payloadIds,
  recordsTogether,
  uniqueAddresses,
} from '@server/modules/messages';
import { formatPhone } from '@shared/contracts/common';
import { adminPersonPage } from '@shared/contracts/duplicates';
import { HOUSING_MATCH_STATUS_LABELS, type HousingMatchStatus } from '@shared/domain/housing-match-status';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { matchName } from '@shared/domain/person-names';
import { MATCH_STALLED_DAYS, REFERRAL_REMINDER_HOURS, wholeDaysSince } from '@shared/domain/stalled-work';
import { URGENCY_LABELS, URGENCY_TIMELINE_DAYS } from '@shared/domain/urgency';
import {
  adminEmailsRecord,
  digestMatchesRecord,
  stalledMatchCount,
  waitingReferralRecord,
} from './message-records';

/** A digest names at most this many matches; the dashboard lists them all. */
const DIGEST_MATCHES_NAMED = 20;

/** A timestamp as the records carry it (json text), in the UTC ISO form the calendar dates are read from. */
const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The housing team: every admin with an email address, and the MAIL_FROM address. */
const housingTeam = (admins: { email: string | null }[], { adminAddress }: ComposeContext) =>
  uniqueAddresses([...admins.map(({ email }) => email), adminAddress]);

/** The referral the message names. */
const messageReferral = (db: Database) => waitingReferralRecord(db, payloadId('referralId'));

/**
 * A referral still new a day after it arrived: its organisation is reminded (the spec's 24-hour promise).
 * Sent even if someone marked it contacted in the minutes between the check and delivery.
 */
export const referralReminder = defineNotice(messageReferral, (_row, referral) => {
  if (!referral?.organizationEmail) return null;
  return {
    to: [referral.organizationEmail],
    draft: {
      subject: `A referral has waited over ${REFERRAL_REMINDER_HOURS} hours`,
      paragraphs: [
        `A veteran was referred to your organization on ${formatCalendarDate(isoOf(referral.createdAt))}. The referral has waited over ${REFERRAL_REMINDER_HOURS} hours, and nobody has marked it contacted yet.`,
        referral.hasActiveSignIn
          ? 'Please reach out to the veteran soon, then mark the referral contacted on your partner dashboard.'
          : 'Your organization has no sign-in yet. Someone from our network team will contact you to help you set up access to your partner dashboard, where the referral waits.',
      ],
      page: PAGE_PATHS.partnerDashboard,
      action: 'Your partner dashboard',
    },
  };
});

/** A referral nobody contacted within its urgency's timeline: the housing team is told, to step in. */
export const referralEscalation = defineNotice(
  (db) => recordsTogether({ referral: messageReferral(db), admins: adminEmailsRecord(db) }),
  (_row, { referral, admins }, context) => {
    if (!referral) return null;
    const urgency = URGENCY_LABELS[referral.urgency].toLowerCase();
    const timeline = URGENCY_TIMELINE_DAYS[referral.urgency];
    const waited = wholeDaysSince(new Date(referral.createdAt), context.now);
    const contact = [
      referral.organizationEmail,
      referral.organizationPhone ? formatPhone(referral.organizationPhone) : null,
    ].filter(Boolean);
    return {
      to: housingTeam(admins, context),
      draft: {
        subject: `A ${urgency}-urgency referral is still not contacted`,
        paragraphs: [
          `A referral to ${referral.organizationName} arrived on ${formatCalendarDate(isoOf(referral.createdAt))} and has waited ${count(waited, 'day', 'days')} without contact.`,
          timeline
            ? `Its urgency is ${urgency}, so the organization should have reached the veteran within ${count(timeline, 'day', 'days')}.`
            : `Its urgency is ${urgency}.`,
          contact.length > 0
            ? `Please contact the organization (${contact.join(', ')}) and help it act, or find the veteran another organization.`
            : 'The organization has no email or phone on record. Please find another way to reach it, or find the veteran another organization.',
        ],
        // the admins' own page of the person, where the referral and what else happened to them are
        page: adminPersonPage(referral.veteranId),
        action: 'See the veteran',
      },
    };
  },
);

/**
 * The day's newly stalled matches (each counted once per step), each by its name (first name, last initial and
 * street: "Dana R. · 5944 Liberty Rd") and status; never a full name or a contact.
 */
export const stalledMatchDigest = defineNotice(
  (db, now) =>
    recordsTogether({
      counted: digestMatchesRecord(db, payloadIds('matchIds')),
      stalledNow: stalledMatchCount(db, now),
      admins: adminEmailsRecord(db),
    }),
  (_row, { counted, stalledNow, admins }, context) => {
    const { now } = context;
    const statusOf = (status: string) =>
      HOUSING_MATCH_STATUS_LABELS[status as HousingMatchStatus].toLowerCase();
    const byStatus = new Map<string, number>();
    for (const match of counted) byStatus.set(match.status, (byStatus.get(match.status) ?? 0) + 1);
    const named = counted
      .slice(0, DIGEST_MATCHES_NAMED)
      .map(
        (match) =>
          `${matchName(match)} (${statusOf(match.status)}, ${count(wholeDaysSince(new Date(match.lastStepAt), now), 'day', 'days')})`,
      );
    const unnamed = counted.length - named.length;
    return {
      to: housingTeam(admins, context),
      draft: {
        subject: `${count(counted.length, 'housing match has', 'housing matches have')} stalled`,
        paragraphs: [
          `${count(counted.length, 'housing match has', 'housing matches have')} had no step for ${MATCH_STALLED_DAYS} days or more since the last digest: ${[...byStatus].map(([status, n]) => `${n.toLocaleString('en-US')} ${statusOf(status)}`).join(', ')}.`,
          `Matches: ${named.join('; ')}${unnamed > 0 ? `; and ${count(unnamed, 'more', 'more')}` : ''}.`,
          `In all, ${count(stalledNow, 'open match is', 'open matches are')} stalled now.`,
          'Please open the Stalled Matches tab of the housing dashboard, follow up on each match, and record what happened.',
        ],
        page: PAGE_PATHS.housingDashboard,
        action: 'Open the housing dashboard',
      },
    };
  },
);
