import type { Database } from '@server/db/client';
import { organizations } from '@server/db/schema';
import { eq } from 'drizzle-orm';

type OrganizationPatch = Partial<typeof organizations.$inferInsert>;

/**
 * The one write path of an organisation's record once created (createPartnerOrganization): its partner's edits of
 * their profile and an admin's decisions on it. Answers the row as changed; null when there is none.
 */
export async function updateOrganization(db: Database, organizationId: string, patch: OrganizationPatch) {
  const [row] = await db
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row ?? null;
}
