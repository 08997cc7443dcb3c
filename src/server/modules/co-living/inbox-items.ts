import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { coLivingApplications, veterans } from '@server/db/schema';
import { defineInboxKind, goneRecord, type InboxKinds, recordField } from '@server/modules/inbox';
import { formatDollars } from '@shared/domain/money';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';

/** A co-living application: the veteran, the verified income and budget, and whom to reply to (the case manager, or the veteran who applied alone). */
const applicationKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({
          ...getTableColumns(coLivingApplications),
          veteranName: veterans.name,
          veteranZip: veterans.zipCode,
          veteranEmail: veterans.email,
        })
        .from(coLivingApplications)
        .leftJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
        .where(eq(coLivingApplications.id, subjectId)),
    ),
  describe: (application) => {
    if (!application) return goneRecord('The application was removed');
    return {
      record: {
        title: `Co-living application ${application.reference}`,
        fields: [
          ...recordField('Status', application.status),
          ...recordField('Veteran', application.veteranName),
          ...recordField('Veteran ZIP', application.veteranZip),
          ...recordField(
            'Verified monthly income',
            formatDollars(application.totalVerifiedMonthlyIncomeCents),
          ),
          ...recordField('Room budget', formatDollars(application.maxRoomBudgetCents)),
          ...recordField('Case manager', application.caseManagerName),
          ...recordField('Case manager email', application.caseManagerEmail),
          ...recordField('Case manager phone', application.caseManagerPhone),
        ],
        link: null,
        // a veteran who applied alone is answered at their own address
        replyTo: application.caseManagerEmail ?? application.veteranEmail,
      },
      actions: ['reply'],
    };
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({
          email: sql<string | null>`coalesce(${coLivingApplications.caseManagerEmail}, ${veterans.email})`.as(
            'email',
          ),
          name: sql<string>`coalesce(${coLivingApplications.caseManagerName}, ${veterans.name}, 'the applicant')`.as(
            'name',
          ),
        })
        .from(coLivingApplications)
        .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
        .where(eq(coLivingApplications.id, subjectId)),
    ),
});

export const coLivingInbox: InboxKinds = { items: { co_living_application: applicationKind } };
