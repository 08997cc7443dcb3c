import { randomUUID } from 'node:crypto';
import { organizations } from '@server/db/schema';
import { makeReferral } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { appendStory } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { InboxItemType } from '@shared/domain/inbox';
import { eq, sql } from 'drizzle-orm';
import { openInboxItem } from './index';

// The detail reads the item, its history and its record in one statement: each kind of record must still be
// found by its own item only, and a removed one reads as gone.
describeApi('operations inbox: the record behind each kind of item', (ctx) => {
  const { actors, asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const detailOf = async (type: InboxItemType, subjectId: string) => {
    const itemId = await openInboxItem(db(), { type, subjectId, summary: type });
    const response = await asAdmin('GET', `/api/admin/inbox/${itemId}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const fieldsOf = (detail: { details: { fields: { label: string; value: string }[] } }) =>
    Object.fromEntries(detail.details.fields.map((field) => [field.label, field.value]));

  beforeEach(async () => {
    await db().execute(sql`delete from inbox_items`);
  });

  it('a listing to review, with its landlord and the decisions it still needs', async () => {
    const propertyId = await insertTestHome(db(), '12207', {
      address: '7 Birch St',
      landlordId: actors.landlordId,
      status: 'pending_review',
    });
    const detail = await detailOf('listing_review', propertyId);
    expect(detail.details.title).toBe('7 Birch St, Albany, NY 12207');
    expect(fieldsOf(detail)).toMatchObject({ Landlord: 'Pat Landlord', 'Landlord account': 'Not verified' });
    expect(detail.actions).toEqual(['reply', 'approve_listing', 'decline_listing', 'verify_landlord']);
  });

  it('a referral, with its organisation, its veteran and the partner sign-in', async () => {
    const referralId = await makeReferral(db(), actors.partnerOrgId, { veteranName: 'Jordan Rivera' });
    const [organization] = await db()
      .select()
      .from(organizations)
      .where(eq(organizations.id, actors.partnerOrgId));
    const detail = await detailOf('unclaimed_referral', referralId);
    expect(detail.details).toMatchObject({
      title: `Referral to ${organization?.name}`,
      link: { href: `/partner/${actors.partnerOrgId}` },
    });
    expect(fieldsOf(detail)).toMatchObject({ Veteran: 'Jordan Rivera', 'Partner sign-in': 'Active' });
  });

  it('a housing request, with the veterans of its batch still waiting, oldest first', async () => {
    const batchId = randomUUID();
    const batch = { intakeBatchId: batchId, organizationId: actors.partnerOrgId };
    await insertQueueVeteran(db(), '12207', { ...batch, name: 'First Waiting', createdAt: new Date(1_000) });
    // no longer waiting by their status: housed, or offered a home
    const housed = await insertQueueVeteran(db(), '12208', { ...batch, name: 'Housed' });
    await appendStory(db(), housed, ['identified', 'moved_in']);
    const offered = await insertQueueVeteran(db(), '12208', { ...batch, name: 'Offered' });
    await appendStory(db(), offered, ['identified', 'offered']);
    await insertQueueVeteran(db(), '12209', { ...batch, name: 'Second Waiting', urgency: 'critical' });
    const detail = await detailOf('housing_request', batchId);
    expect(detail.details.title).toBe('Homes wanted for 2 veteran(s)');
    expect(fieldsOf(detail)).toMatchObject({
      'Veteran 1': 'First Waiting, ZIP 12207, Normal',
      'Veteran 2': 'Second Waiting, ZIP 12209, Critical',
    });
  });

  it('a record that was removed reads as gone, with no action', async () => {
    const detail = await detailOf('stalled_match', randomUUID());
    expect(detail).toMatchObject({ details: { title: 'The match was removed', fields: [] }, actions: [] });
    expect((await detailOf('listing_review', randomUUID())).details.title).toBe('The listing was removed');
  });
});
