import type { Database } from '@server/db/client';
import {
  defineNotice,
  messageRecipient,
  payloadId,
  payloadOf,
  recordsTogether,
} from '@server/modules/messages';
import { myPageLink, veteranAddressesRecord } from '@server/modules/veterans';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { formatAddress } from '@shared/domain/address';
import { VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { intakeAddress } from '@shared/domain/intake-contact';
import { landlordDashboard } from '@shared/domain/page-paths';
import { MATCH_AUDIENCES, MATCH_STEPS, type MatchAudience, type MatchStep } from './match-steps';
import { matchRequestRecord } from './message-records';

const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;

interface StepWords {
  subject: string;
  /** What happened and what happens next, for this reader. */
  text: string;
}

/** Each step in each reader's words: what happened and the next step (no names: the page has the details). */
const WORDS: Record<MatchStep, Record<MatchAudience, StepWords>> = {
  approved: {
    veteran: {
      subject: 'Your match with a home is approved',
      text: 'The landlord can now reach you to arrange a meeting. Keep your phone on.',
    },
    landlord: {
      subject: 'A match with your home is approved',
      text: 'You can now see how to reach the veteran on your dashboard. Arrange a meeting, then record the move-in or that it did not work out.',
    },
    case_worker: {
      subject: 'A match is approved: a veteran you support',
      text: 'The landlord can now reach the veteran to arrange a meeting. Help them prepare for it.',
    },
  },
  declined: {
    veteran: {
      subject: 'A home is not going ahead',
      text: 'The housing team closed this match. You stay in the housing queue, and we keep looking for a home for you.',
    },
    landlord: {
      subject: 'A match with your home is closed',
      text: 'The housing team closed this match. Nothing more is needed from you for it.',
    },
    case_worker: {
      subject: 'A match is closed: a veteran you support',
      text: 'The housing team closed this match. The veteran stays in the housing queue; the next matching run looks for another home.',
    },
  },
  withdrawn: {
    veteran: {
      subject: 'You withdrew a request',
      text: 'Your request is withdrawn. You can ask about another home at any time.',
    },
    landlord: {
      subject: 'A veteran withdrew their request',
      text: 'The veteran withdrew their request for your home. Nothing more is needed from you for it.',
    },
    case_worker: {
      subject: 'A request was withdrawn: a veteran you support',
      text: 'The veteran withdrew their request for this home. They can ask about another home at any time.',
    },
  },
  offer_accepted: {
    veteran: {
      subject: 'You accepted a home',
      text: 'The landlord will answer within 48 hours.',
    },
    landlord: {
      subject: 'A veteran accepted your home',
      text: 'The veteran would like your home. Please answer on your dashboard within 48 hours: meet them, decline with a reason, or ask us a question.',
    },
    case_worker: {
      subject: 'An offer was accepted: a veteran you support',
      text: 'The veteran accepted the home. The landlord answers within 48 hours.',
    },
  },
  offer_declined: {
    veteran: {
      subject: 'You declined a home',
      text: 'The housing team will look for another home for you.',
    },
    landlord: {
      subject: 'A veteran declined your home',
      text: 'The veteran declined the home. Nothing more is needed from you for it.',
    },
    case_worker: {
      subject: 'An offer was declined: a veteran you support',
      text: 'The veteran declined the home; their page shows the reason. The housing team looks for another home.',
    },
  },
  request_accepted: {
    veteran: {
      subject: 'You accepted a home',
      text: 'The landlord or your case worker will reach you to arrange a visit and the move-in.',
    },
    landlord: {
      subject: 'A veteran accepted your home',
      text: 'The veteran said yes to your home. Arrange a meeting, then record the move-in on your dashboard.',
    },
    case_worker: {
      subject: 'An offer was accepted: a veteran you support',
      text: 'The veteran accepted the home the landlord approved. Help them prepare for the visit and the move-in.',
    },
  },
  placed: {
    veteran: {
      subject: 'Welcome home: your move-in is recorded',
      text: 'Your move-in is recorded. Your case worker stays in touch to help you settle in.',
    },
    landlord: {
      subject: 'A move-in into your home is recorded',
      text: 'The veteran’s move-in is recorded and the home has one unit fewer available. Thank you for housing a veteran.',
    },
    case_worker: {
      subject: 'Moved in: a veteran you support',
      text: 'The veteran’s move-in is recorded. Plan the follow-up visits that help them stay housed.',
    },
  },
  closed: {
    veteran: {
      subject: 'A home is no longer available',
      text: 'The home is no longer taking requests, so this one is closed. You can choose another home.',
    },
    landlord: {
      subject: 'A request for your home is closed',
      text: 'Your home is no longer taking requests, so this one is closed.',
    },
    case_worker: {
      subject: 'A home closed: a veteran you support',
      text: 'The home is no longer taking requests, so this match is closed. The veteran can choose another home.',
    },
  },
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((candidate) => candidate === value) ?? null;

/**
 * A step of a match (payload `matchId`, `step`, `audience`): one message per reader, to their own page. The
 * veteran at the email their request gave (decision 0030) with a one-time link to /my for this match; the case
 * worker at the record's case worker email, to the veteran's caseload entry; the landlord with an account, to
 * their dashboard. A reader with no address is not written to.
 */
export const housingMatchStep = defineNotice(
  (db: Database) =>
    recordsTogether({
      veteran: veteranAddressesRecord(db, messageRecipient),
      match: matchRequestRecord(db, payloadId('matchId')),
    }),
  async (row, { veteran, match }, context) => {
    const step = oneOf(MATCH_STEPS, payloadOf(row).step);
    const audience = oneOf(MATCH_AUDIENCES, payloadOf(row).audience);
    if (!step || !audience || !match) return null;
    const words = WORDS[step][audience];
    const home = formatAddress(match);
    const reference = match.reference ? ` (reference ${match.reference})` : '';
    const about = `About the home at ${home}${reference}.`;
    if (audience === 'landlord') {
      if (!match.landlordEmail || !match.landlordUserId) return null;
      return {
        to: [match.landlordEmail],
        draft: {
          subject: words.subject,
          paragraphs: [about, words.text],
          page: landlordDashboard,
          action: 'Open your dashboard',
        },
      };
    }
    if (audience === 'case_worker') {
      if (!veteran?.caseManagerEmail) return null;
      return {
        to: [veteran.caseManagerEmail],
        draft: {
          subject: words.subject,
          paragraphs: [about, words.text],
          page: caseloadVeteranPage(match.veteranId),
          action: 'Open the veteran in your caseload',
        },
      };
    }
    const to = match.intake
      ? intakeAddress(match.intake.email, match.intake.linked, match.email)
      : match.email;
    if (!to) return null;
    const page = await myPageLink(
      { veteranId: match.veteranId, sentTo: to, subjectId: match.matchId },
      context,
    );
    return {
      to: [to],
      draft: {
        subject: words.subject,
        paragraphs: [
          about,
          words.text,
          'Your page shows where things stand: the link below opens it without a password.',
          CRISIS_LINE,
        ],
        page,
        action: 'Open your page',
      },
    };
  },
);
