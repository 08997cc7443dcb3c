import type { Database } from '@server/db/client';
import { coLivingApplications, intakeReports, veterans } from '@server/db/schema';
import {
  type ComposeContext,
  type MessageFields,
  oneRecord,
  payloadOf,
  type QueuedNotice,
  queueMessage,
  type RecordOf,
} from '@server/modules/messages';
import { myPageLink } from '@server/modules/veterans';
import { intakeAddress } from '@shared/domain/intake-contact';
import type { MessageKind } from '@shared/domain/message-delivery';
import { eq, type SQL, sql } from 'drizzle-orm';

/**
 * Who reads a co-living message about an application: the veteran (always: a veteran may apply alone) and their
 * case manager when the application names one. One message per reader (payload `audience`), each linking to that
 * reader's own page.
 */
export const CO_LIVING_AUDIENCES = ['member', 'case_manager'] as const;
export type CoLivingAudience = (typeof CO_LIVING_AUDIENCES)[number];

/** An older message queued before the veteran was told too went to the case manager. */
export const audienceOf = (row: Pick<MessageFields, 'payload'>): CoLivingAudience =>
  payloadOf(row).audience === 'member' ? 'member' : 'case_manager';

/** The messages of `kind` to the veteran and, when there is one, to the case manager: one per reader. */
export function readerNotices(
  kind: MessageKind,
  application: { id: string; caseManagerEmail: string | null },
  payload: Record<string, string> = {},
): QueuedNotice[] {
  return CO_LIVING_AUDIENCES.filter(
    (audience) => audience === 'member' || Boolean(application.caseManagerEmail),
  ).map((audience) => ({ kind, recipientId: application.id, payload: { ...payload, audience } }));
}

/** Queues `kind` once for the veteran and once for the case manager, when there is one. */
export async function queueToReaders(
  tx: Database,
  kind: MessageKind,
  application: { id: string; caseManagerEmail: string | null },
  payload: Record<string, string> = {},
) {
  for (const notice of readerNotices(kind, application, payload)) await queueMessage(tx, notice);
}

/**
 * The application's readers, read beside the message: its case manager, and the veteran's address as decision
 * 0030 has it (the email typed with the application; the one on record only when it was linked and gave none).
 */
export function applicationReadersRecord(db: Database, applicationId: SQL) {
  // the latest intake that made or updated this application
  const latestIntake = (field: SQL) =>
    sql`(select ${field} from ${intakeReports} where ${intakeReports.subjectId} = ${coLivingApplications.id} order by ${intakeReports.createdAt} desc limit 1)`;
  return oneRecord(
    db
      .select({
        applicationId: coLivingApplications.id,
        veteranId: coLivingApplications.veteranId,
        reference: coLivingApplications.reference,
        caseManagerName: coLivingApplications.caseManagerName,
        caseManagerEmail: coLivingApplications.caseManagerEmail,
        organizationId: coLivingApplications.organizationId,
        typedEmail: sql<string | null>`${latestIntake(sql`${intakeReports.reported}->>'email'`)}`.as(
          'typed_email',
        ),
        linked: sql<boolean | null>`${latestIntake(sql`${intakeReports.linked}`)}`.as('typed_linked'),
        recordEmail: veterans.email,
      })
      .from(coLivingApplications)
      .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
      .where(eq(coLivingApplications.id, applicationId)),
  );
}

export type ApplicationReaders = RecordOf<ReturnType<typeof applicationReadersRecord>>;

export interface Reader {
  to: string;
  /** The first line of the message. */
  hello: string;
  page: string;
  action: string;
}

/**
 * The reader a message goes to: the veteran with a one-time link to their own page (for this application, the
 * whole person only when the address is the one on record, decision 0036); the case manager with their page
 * (`casePage`). Null when that reader has no address.
 */
export async function readerOf(
  audience: CoLivingAudience,
  readers: ApplicationReaders,
  casePage: { page: string; action: string },
  context: ComposeContext,
): Promise<Reader | null> {
  if (audience === 'case_manager') {
    if (!readers.caseManagerEmail) return null;
    return { to: readers.caseManagerEmail, hello: 'Hello,', ...casePage };
  }
  const to = intakeAddress(readers.typedEmail, readers.linked ?? false, readers.recordEmail);
  if (!to) return null;
  const page = await myPageLink(
    { veteranId: readers.veteranId, sentTo: to, subjectId: readers.applicationId },
    context,
  );
  return { to, hello: 'Hello,', page, action: 'Open your page' };
}

/** The line that tells a veteran how their page opens. */
export const MY_PAGE_LINE =
  'Your page shows where your application stands: the link below opens it without a password (or open it with your reference and the last four digits of your phone).';
