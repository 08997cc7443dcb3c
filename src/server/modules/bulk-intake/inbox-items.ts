import type { Database } from '@server/db/client';
import { oneRecord, recordList } from '@server/db/json-records';
import { organizations, veterans } from '@server/db/schema';
import { defineInboxKind, type InboxKinds, recordField } from '@server/modules/inbox';
import { personStatusOf } from '@server/modules/veterans';
import { isStillLookingStatus } from '@shared/domain/housing-queue-status';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import { eq, type SQL, sql } from 'drizzle-orm';

/** A partner's intake with veterans no home fits yet: the ones still waiting, and the organisation to reply to. */
const housingRequestKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    recordList(
      db
        .select({
          name: veterans.name,
          zipCode: veterans.zipCode,
          urgency: veterans.urgency,
          // their one status (person_statuses): offered, housed or gone is no longer waiting for a home
          status: personStatusOf(veterans.id).as('status'),
          // two tables' `name` columns would collide in the record's subquery
          organizationName: sql<string | null>`${organizations.name}`.as('organization_name'),
          organizationEmail: organizations.email,
          createdAt: veterans.createdAt,
        })
        .from(veterans)
        .leftJoin(organizations, eq(organizations.id, veterans.organizationId))
        .where(eq(veterans.intakeBatchId, subjectId)),
      ['createdAt'],
    ),
  describe: (batch) => {
    const waiting = batch.filter((veteran) => isStillLookingStatus(veteran.status));
    return {
      record: {
        title: `Homes wanted for ${waiting.length} veteran(s)`,
        fields: [
          ...recordField('Organization', batch[0]?.organizationName),
          ...waiting.map((veteran, index) => ({
            label: `Veteran ${index + 1}`,
            value: `${veteran.name ?? 'Name not given'}, ZIP ${veteran.zipCode}, ${URGENCY_LABELS[veteran.urgency]}`,
          })),
        ],
        link: { href: PAGE_PATHS.housingDashboard, label: 'Open the housing dashboard' },
        replyTo: batch[0]?.organizationEmail ?? null,
      },
      actions: batch[0]?.organizationEmail ? ['reply'] : [],
    };
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({ email: organizations.email, name: organizations.name })
        .from(veterans)
        .innerJoin(organizations, eq(organizations.id, veterans.organizationId))
        .where(eq(veterans.intakeBatchId, subjectId)),
    ),
});

export const bulkIntakeInbox: InboxKinds = { items: { housing_request: housingRequestKind } };
