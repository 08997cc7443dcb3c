import { coLivingApplications } from '@server/db/schema';
import { COMPATIBILITY_MATCHING_PROMISE, HOUSEHOLD_MAX_OCCUPANTS } from '@shared/domain/co-living/vocabulary';
import { eq } from 'drizzle-orm';
import type { Composer } from './notice';

/**
 * The acknowledgement of a co-living application, to its case manager: the reference to quote and when
 * matching begins. Never the veteran's name, income or phone: the mail only says an application arrived.
 */
export const coLivingApplicationReceived: Composer = async (row, { db }) => {
  if (!row.recipientId) return null;
  const [application] = await db
    .select({
      reference: coLivingApplications.reference,
      caseManagerName: coLivingApplications.caseManagerName,
      caseManagerEmail: coLivingApplications.caseManagerEmail,
      organizationId: coLivingApplications.organizationId,
    })
    .from(coLivingApplications)
    .where(eq(coLivingApplications.id, row.recipientId));
  if (!application) return null;
  const signedIn = application.organizationId !== null;
  return {
    to: [application.caseManagerEmail],
    draft: {
      subject: `Co-living application received: ${application.reference}`,
      paragraphs: [
        `Hello ${application.caseManagerName},`,
        `We received the co-living application you sent us. Its reference is ${application.reference}: quote it when you contact us about it.`,
        `We begin compatibility matching ${COMPATIBILITY_MATCHING_PROMISE}, looking for a household of up to ${HOUSEHOLD_MAX_OCCUPANTS} veterans that fits the answers you gave.`,
        'To change an answer, send the application again with the same veteran phone or email: we update this application and keep its reference.',
      ],
      page: signedIn ? '/partner/caseload' : '/co-living-intake',
      action: signedIn ? 'Your caseload' : 'The co-living application',
    },
  };
};
