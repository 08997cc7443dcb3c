import {
  defineNotice,
  messageRecipient,
  payloadId,
  payloadOf,
  recordsTogether,
  uniqueAddresses,
} from '@server/modules/messages';
import { intakeAddressesRecord, myPageLink, veteranAddressesRecord } from '@server/modules/veterans';
import { CASELOAD_PAGE_ROUTE, caseloadVeteranPage } from '@shared/contracts/caseload';
import { VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { intakeAddress } from '@shared/domain/intake-contact';
import * as PAGE_PATHS from '@shared/domain/page-paths';

const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;

/**
 * 'Notify' on the support page's waitlist, one message per audience (payload `audience`). The case worker who ran
 * that intake (`intakeId`; a notice queued before intakes were kept names none and goes to the case manager on
 * the veteran's record); the veteran at the email that intake gave (the one on record only for the intake's own
 * organisation's person, linked on strong evidence: the rule `bulk-intake` promised it by). Only our own words:
 * the addresses were typed into a form.
 */
export const waitlistStatus = defineNotice(
  (db) =>
    recordsTogether({
      veteran: veteranAddressesRecord(db, messageRecipient),
      intake: intakeAddressesRecord(db, payloadId('intakeId')),
    }),
  async (row, { veteran, intake }, context) => {
    const { followUp, audience } = payloadOf(row);
    const followUpLine = followUp ? `We will follow up within ${followUp}.` : 'We will follow up soon.';
    if (audience === 'veteran') {
      const to = intake ? intakeAddress(intake.givenEmail, intake.ownLinked, intake.onRecordEmail) : null;
      // their own page, for the address this intake gave (decision 0036)
      const page =
        to && row.recipientId
          ? await myPageLink({ veteranId: row.recipientId, sentTo: to, subjectId: null }, context)
          : PAGE_PATHS.contact;
      return {
        to: uniqueAddresses([to]),
        draft: {
          subject: 'You are on our housing waitlist',
          paragraphs: [
            'You are on our housing waitlist: we have no fitting home for you yet, and we keep looking.',
            followUpLine,
            CRISIS_LINE,
          ],
          page,
          action: 'See your page',
        },
      };
    }
    const to = intake
      ? intakeAddress(intake.given, intake.linked, intake.onRecord)
      : veteran?.caseManagerEmail;
    return {
      to: uniqueAddresses([to]),
      draft: {
        subject: 'A veteran from your intake is on the waitlist',
        paragraphs: [
          'We have no fitting home yet for a veteran from your intake. We keep looking.',
          followUpLine,
        ],
        page: row.recipientId ? caseloadVeteranPage(row.recipientId) : CASELOAD_PAGE_ROUTE,
        action: 'Open their caseload entry',
      },
    };
  },
);
