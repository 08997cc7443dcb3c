import type { Database } from '@server/db/client';
import { organizations } from '@server/db/schema';
import { eq } from 'drizzle-orm';

export type NewOrganization = typeof organizations.$inferInsert;
type OrganizationPatch = Partial<NewOrganization>;
type OrganizationRow = typeof organizations.$inferSelect;

/**
 * The one write path that creates organisations: a partner with its sign-in (createPartnerOrganization) or the
 * demo network in bulk. Answers the rows in the order given.
 */
export async function insertOrganizations(
  db: Database,
  rows: readonly NewOrganization[],
): Promise<OrganizationRow[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(organizations)
    .values([...rows])
    .returning();
  if (created.length !== rows.length) throw new Error('organisations were not created');
  return created;
}

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
