import { formatCalendarDate } from '@server/lib/calendar-date';
import { defineNotice } from './notice';
import { placementAcknowledgementRecord } from './record-readers';
import { payloadId } from './records';

/** A partner recorded a placement: the acknowledgement says it counts, and links to the organisation's tools. */
export const placementRecorded = defineNotice(
  (db) => placementAcknowledgementRecord(db, payloadId('placementId')),
  (_row, placement) => {
    if (!placement?.email) return null;
    return {
      to: [placement.email],
      draft: {
        subject: 'Your placement was recorded',
        paragraphs: [
          `Thank you. We recorded the placement of ${formatCalendarDate(placement.placementDate)} for your organization.`,
          'It now counts in your impact figures, your placement tier and your impact report.',
        ],
        page: `/partner/internal/${placement.organizationId}`,
        action: 'See your placements',
      },
    };
  },
);
