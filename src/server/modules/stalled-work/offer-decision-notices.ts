import type { Database } from '@server/db/client';
import { isUndecidedOffer, offerMadeAt } from '@server/db/predicates';
import { matches, properties, veterans } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { defineNotice, oneRecord, payloadId, recordsTogether } from '@server/modules/messages';
import { myPageLink } from '@server/modules/veterans';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { adminPersonPage } from '@shared/contracts/duplicates';
import { formatAddress } from '@shared/domain/address';
import { VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { decisionDueAt, OFFER_DECISION_DAYS } from '@shared/domain/veteran-access';
import { eq, sql } from 'drizzle-orm';
import { adminEmailsRecord, housingTeam } from './message-records';

/**
 * The offer a decision timer fired on: whether it still waits for the veteran, when it reached them, the home's
 * address, and the veteran's and their case worker's addresses (nothing else about the veteran).
 */
const offerRecord = (db: Database) =>
  oneRecord(
    db
      .select({
        matchId: matches.id,
        veteranId: matches.veteranId,
        undecided: sql<boolean>`${isUndecidedOffer}`.as('undecided'),
        madeAt: sql<string>`${offerMadeAt}`.as('made_at'),
        address: properties.address,
        city: properties.city,
        state: properties.state,
        email: veterans.email,
        caseManagerEmail: veterans.caseManagerEmail,
      })
      .from(matches)
      .innerJoin(properties, eq(properties.id, matches.propertyId))
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .where(eq(matches.id, payloadId('matchId'))),
  );

const records = (db: Database) => recordsTogether({ offer: offerRecord(db), admins: adminEmailsRecord(db) });

type Offer = { undecided: boolean; madeAt: string | Date };
const when = (offer: Offer) => ({
  made: formatCalendarDate(new Date(offer.madeAt).toISOString()),
  due: formatCalendarDate(decisionDueAt(offer.madeAt)),
});

const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;

/** Half the window gone, no decision: the veteran is reminded, on their own page (a one-time link). */
export const offerDecisionReminder = defineNotice(records, async (_row, { offer }, context) => {
  if (!offer?.undecided || !offer.email) return null;
  const { made, due } = when(offer);
  const page = await myPageLink(
    { veteranId: offer.veteranId, sentTo: offer.email, subjectId: offer.matchId },
    context,
  );
  return {
    to: [offer.email],
    draft: {
      subject: `Please decide by ${due}: the home at ${offer.address}`,
      paragraphs: [
        `On ${made} we offered you the home at ${formatAddress(offer)}. You have until ${due} to accept it or say no.`,
        'Your page shows the home and what happens next; the link below opens it without a password. If you are not sure, call your case worker or the housing team.',
        CRISIS_LINE,
      ],
      page,
      action: 'See your page',
    },
  };
});

/** The window closed, no decision: the veteran's case worker checks in with them, from their caseload entry. */
export const offerDecisionOverdue = defineNotice(records, (_row, { offer }) => {
  if (!offer?.undecided || !offer.caseManagerEmail) return null;
  const { made, due } = when(offer);
  return {
    to: [offer.caseManagerEmail],
    draft: {
      subject: `Overdue: a veteran you support has not decided on a home offered ${made}`,
      paragraphs: [
        `We offered a veteran you support the home at ${formatAddress(offer)} on ${made}. Their ${OFFER_DECISION_DAYS}-day decision window closed on ${due}, and they have neither accepted nor declined it.`,
        'Please check in with them and help them decide, from their caseload entry.',
      ],
      page: caseloadVeteranPage(offer.veteranId),
      action: 'Open their caseload entry',
    },
  };
});

/** The window closed, no decision: the housing team hears of it, on the admins' page of the person. */
export const offerDecisionEscalation = defineNotice(records, (_row, { offer, admins }, context) => {
  if (!offer?.undecided) return null;
  const { made, due } = when(offer);
  return {
    to: housingTeam(admins, context),
    draft: {
      subject: `Overdue: an offer of the home at ${offer.address} has no decision`,
      paragraphs: [
        `The home at ${formatAddress(offer)} was offered to a veteran on ${made}. The ${OFFER_DECISION_DAYS}-day decision window closed on ${due} with no answer from them${offer.caseManagerEmail ? '; their case worker was told too' : ', and no case worker can be reached for them'}.`,
        'Please reach the veteran, or offer the home to the next person.',
      ],
      page: adminPersonPage(offer.veteranId),
      action: 'See the veteran',
    },
  };
});
