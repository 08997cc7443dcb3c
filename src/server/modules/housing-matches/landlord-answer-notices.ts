import type { Database } from '@server/db/client';
import {
  defineNotice,
  messageRecipient,
  payloadId,
  payloadOf,
  recordsTogether,
  uniqueAddresses,
} from '@server/modules/messages';
import { homeWithLandlordRecord } from '@server/modules/properties';
import { myPageLink, veteranAddressesRecord } from '@server/modules/veterans';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { formatAddress } from '@shared/domain/address';
import { VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { intakeAddress } from '@shared/domain/intake-contact';
import {
  LANDLORD_ANSWER_ESCALATION_HOURS,
  LANDLORD_NEXT_STEP,
  type LandlordAnswer,
  type LandlordOutcome,
} from '@shared/domain/landlord-answers';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { matchRequestRecord } from './message-records';

const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;
const NEXT_STEPS = Object.keys(LANDLORD_NEXT_STEP) as (LandlordAnswer | LandlordOutcome)[];
const stepOf = (value: string | undefined) => NEXT_STEPS.find((step) => step === value) ?? null;

const SUBJECTS: Record<LandlordAnswer | LandlordOutcome, string> = {
  accept: 'The landlord would like to meet you',
  decline: 'The landlord said no to a home',
  question: 'The landlord asked the housing team a question',
  moved_in: 'Move-in recorded',
  not_a_fit: "A home didn't work out",
};

/**
 * A landlord's answer or outcome (payload `answer`, `matchId`), one message per reader (`audience`): the veteran
 * at the email their request gave (the one on record only when the request was linked and gave none, decision
 * 0030), their case worker at the record's case worker email. Each is told the next step.
 */
export const matchLandlordAnswered = defineNotice(
  (db: Database) =>
    recordsTogether({
      veteran: veteranAddressesRecord(db, messageRecipient),
      request: matchRequestRecord(db, payloadId('matchId')),
    }),
  async (row, { veteran, request }, context) => {
    const { audience } = payloadOf(row);
    const step = stepOf(payloadOf(row).answer);
    if (!step || !request) return null;
    const home = formatAddress(request);
    const reference = request.reference ? ` (reference ${request.reference})` : '';
    if (audience === 'case_worker') {
      return {
        to: uniqueAddresses([veteran?.caseManagerEmail]),
        draft: {
          subject: `${SUBJECTS[step]}: a veteran you support`,
          paragraphs: [
            `News about the home at ${home}${reference} for a veteran you support.`,
            LANDLORD_NEXT_STEP[step],
          ],
          page: caseloadVeteranPage(request.veteranId),
          action: 'Open the veteran in your caseload',
        },
      };
    }
    const to = request.intake
      ? intakeAddress(request.intake.email, request.intake.linked, request.email)
      : request.email;
    // their own page, with a one-time link for this address and this request (decision 0036)
    const page = to
      ? await myPageLink({ veteranId: request.veteranId, sentTo: to, subjectId: request.matchId }, context)
      : PAGE_PATHS.my;
    return {
      to: uniqueAddresses([to]),
      draft: {
        subject: SUBJECTS[step],
        paragraphs: [
          `About the home at ${home}${reference}.`,
          LANDLORD_NEXT_STEP[step],
          'Your page shows where your request stands: the link below opens it without a password (or open it with your reference and the last four digits of your phone).',
          CRISIS_LINE,
        ],
        page,
        action: 'Open your page',
      },
    };
  },
);

/** 48 hours without an answer: the landlord is reminded, with the way to answer. */
export const matchLandlordReminder = defineNotice(
  (db: Database) => homeWithLandlordRecord(db, payloadId('propertyId')),
  (_row, home) => {
    if (!home?.landlordEmail || !home.landlordUserId) return null;
    const address = formatAddress(home);
    return {
      to: [home.landlordEmail],
      draft: {
        subject: 'A veteran is waiting for your answer',
        paragraphs: [
          `A veteran asked about your home at ${address} 2 days ago and is waiting for your answer.`,
          `Please answer on your dashboard: meet them, decline with a reason, or ask us a question. After ${LANDLORD_ANSWER_ESCALATION_HOURS / 24} days our housing team follows up.`,
        ],
        page: PAGE_PATHS.landlordDashboard,
        action: 'Answer the request',
      },
    };
  },
);

/** 96 hours without an answer: the housing team follows up (the item also waits in the inbox). */
export const matchLandlordEscalation = defineNotice(
  (db: Database) => homeWithLandlordRecord(db, payloadId('propertyId')),
  (_row, home, { adminAddress }) => {
    const address = home ? formatAddress(home) : 'a home';
    return {
      to: [adminAddress],
      draft: {
        subject: 'A landlord has not answered in 4 days',
        paragraphs: [
          `The landlord of ${address} has not answered a veteran's request for ${LANDLORD_ANSWER_ESCALATION_HOURS / 24} days, after a reminder.`,
          'Please call the landlord, or decline the match so the veteran can be matched again.',
        ],
        page: PAGE_PATHS.housingDashboard,
        action: 'Open the housing dashboard',
      },
    };
  },
);
