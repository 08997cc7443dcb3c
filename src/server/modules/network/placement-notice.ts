import type { Database } from '@server/db/client';
import { organizations, placements } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { defineNotice, oneRecord, payloadId } from '@server/modules/messages';
import { eq, type SQL } from 'drizzle-orm';

const placementAcknowledgementRecord = (db: Database, placementId: SQL) =>
  oneRecord(
    db
      .select({
        placementDate: placements.placementDate,
        organizationId: placements.organizationId,
        email: organizations.email,
      })
      .from(placements)
      .innerJoin(organizations, eq(organizations.id, placements.organizationId))
      .where(eq(placements.id, placementId)),
  );

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
