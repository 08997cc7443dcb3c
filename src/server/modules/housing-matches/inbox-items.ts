import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { matchLastStepAt } from '@server/db/predicates';
import { matches, properties, veterans } from '@server/db/schema';
import { defineInboxKind, goneRecord, type InboxKinds, recordField } from '@server/modules/inbox';
import { formatAddress } from '@shared/domain/address';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';

/** A match, as an admin reads it: its veteran and home, and why it was matched. */
const matchKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({
          ...getTableColumns(matches),
          veteranName: veterans.name,
          urgency: veterans.urgency,
          address: properties.address,
          city: properties.city,
          state: properties.state,
        })
        .from(matches)
        .leftJoin(veterans, eq(veterans.id, matches.veteranId))
        .leftJoin(properties, eq(properties.id, matches.propertyId))
        .where(eq(matches.id, subjectId)),
    ),
  describe: (match) => {
    if (!match) return goneRecord('The match was removed');
    return {
      record: {
        title: `${match.veteranName ?? 'A veteran'} and ${match.address}`,
        fields: [
          ...recordField('Reference', match.reference),
          ...recordField('Status', match.status),
          ...recordField('Urgency', match.urgency === null ? null : URGENCY_LABELS[match.urgency]),
          ...recordField('Home', formatAddress(match)),
          ...recordField('Why matched', match.reason),
        ],
        link: { href: PAGE_PATHS.housingDashboard, label: 'Open the housing dashboard' },
        replyTo: null,
      },
      actions: [],
    };
  },
});

/** A match with no step for too long (the stalled-work timers open it): it waits since that last step. */
const stalledMatchKind: typeof matchKind = {
  ...matchKind,
  waitingSince: (subjectId) =>
    sql<Date | null>`(select ${matchLastStepAt} from ${matches} where ${matches.id} = ${subjectId})`,
};

export const housingMatchesInbox: InboxKinds = {
  // a landlord's question about a match and a veteran's request for a home read as the match
  items: { stalled_match: stalledMatchKind, landlord_question: matchKind, match_request: matchKind },
};
