import { type Database, withTransaction } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import type { ZRecordPersonEvent } from '@shared/contracts/person-events';
import type { PersonPath } from '@shared/contracts/person-timeline';
import type { PersonEventFacts } from '@shared/domain/person-timeline';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { appendPersonEvent } from './timeline';
import { personPath } from './timeline-read';

type Recorded = z.output<typeof ZRecordPersonEvent>;

export const PERSON_NOT_FOUND_MESSAGE = 'We could not find this person.';

/** Who records: a case worker of the organisation (only for its own people) or an admin (anyone). */
export type EventAuthor = { organizationId: string } | { adminId: string };

function factsOf(input: Recorded, occurredAt: string): PersonEventFacts {
  switch (input.type) {
    case 'contacted':
      return { type: 'contacted', occurredAt, details: { livingSituation: input.livingSituation } };
    case 'transitional_entered':
      return { type: 'transitional_entered', occurredAt, details: { programme: input.programme } };
    case 'transitional_left':
      return { type: 'transitional_left', occurredAt, details: {} };
    case 'exited':
      return { type: 'exited', occurredAt, details: { destination: input.destination } };
    case 'returned':
      return { type: 'returned', occurredAt, details: { from: input.from } };
  }
}

/**
 * POST /api/partner/caseload/{id}/events and /api/admin/people/{id}/events: the event, appended in one
 * transaction with its audit line; another organisation's person is unknown (404). Answers the person's status
 * and timeline afterwards.
 */
export async function recordPersonEvent(
  db: Database,
  veteranId: string,
  input: Recorded,
  author: EventAuthor,
  now = new Date(),
): Promise<PersonPath> {
  await withTransaction(db, async (tx) => {
    const whose: SQL | undefined =
      'organizationId' in author ? eq(veterans.organizationId, author.organizationId) : undefined;
    const [person] = await tx
      .select({ id: veterans.id, organizationId: veterans.organizationId })
      .from(veterans)
      .where(and(eq(veterans.id, veteranId), whose));
    if (!person) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    const facts = factsOf(input, input.occurredAt ?? now.toISOString());
    const partner = 'organizationId' in author;
    await appendPersonEvent(
      tx,
      {
        ...facts,
        veteranId,
        recordedBy: partner
          ? { kind: 'partner', id: author.organizationId }
          : { kind: 'admin', id: author.adminId },
        organizationId: person.organizationId,
        lateReason: input.lateReason ?? null,
      },
      now,
    );
    await recordAudit(tx, {
      action: 'person_event.recorded',
      actorType: partner ? 'partner' : 'admin',
      actorId: partner ? author.organizationId : author.adminId,
      targetType: 'veteran',
      targetId: veteranId,
      details: { type: input.type, occurredAt: facts.occurredAt },
    });
  });
  return personPath(db, veteranId);
}
