import { coLivingHomes, organizations, properties } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { containsSecret, makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  HSDS_ORGANIZATIONS_PATH,
  HSDS_SERVICE_NOT_FOUND_MESSAGE,
  HSDS_SERVICES_PATH,
  type HsdsService,
  hsdsServicePath,
} from '@shared/contracts/hsds';
import { CAPACITY_FRESH_DAYS } from '@shared/domain/service-capacity';
import { eq } from 'drizzle-orm';
import { hsdsErrors, hsdsSchemas } from './hsds-schemas.fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describeApi('HSDS 3.1 feed: GET /api/hsds/*', (context) => {
  const ids = { albany: '', boston: '', fresh: '', stale: '', pending: '', coLiving: '' };

  beforeAll(async () => {
    const { db } = context().handle;
    ids.albany = (
      await makeOrganization(db, { name: 'Albany Vets', zipCode: '12207', categories: ['housing', 'legal'] })
    ).id;
    ids.boston = (
      await makeOrganization(db, { name: 'Boston Vets', zipCode: '02108', categories: ['employment'] })
    ).id;
    await db
      .update(organizations)
      .set({ website: 'bostonvets.example.org' })
      .where(eq(organizations.id, ids.boston));
    ids.fresh = await insertTestHome(db, '12207', { unitsAvailable: 2 });
    ids.stale = await insertTestHome(db, '02108', { unitsAvailable: 5 });
    await db
      .update(properties)
      .set({ capacityUpdatedAt: new Date(Date.now() - (CAPACITY_FRESH_DAYS + 1) * DAY_MS) })
      .where(eq(properties.id, ids.stale));
    ids.pending = await insertTestHome(db, '12207', { status: 'pending_review' });
    ids.coLiving = await insertTestHome(db, '12207');
    await db.insert(coLivingHomes).values({ propertyId: ids.coLiving, roomTypes: ['private_bath'] });
  });

  const get = async (url: string) => {
    const response = await context().app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), text: response.body };
  };

  it('lists the directory organisations as HSDS organization_list items, no phone, email or internal field', async () => {
    const { status, body, text } = await get(`${HSDS_ORGANIZATIONS_PATH}?per_page=1&page=2`);
    expect(status).toBe(200);
    const validate = hsdsSchemas.organizationList();
    expect(validate(body), hsdsErrors(validate).join('\n')).toBe(true);
    expect(body).toMatchObject({
      total_items: 2,
      total_pages: 2,
      page_number: 2,
      size: 1,
      first_page: false,
      last_page: true,
    });
    expect(body.contents[0]).toMatchObject({ id: ids.boston, website: 'https://bostonvets.example.org/' });
    expect(containsSecret(text)).toBe(false);
  });

  it('lists each organisation category and each published listing as a service, valid as service_list and in full', async () => {
    const list = await get(`${HSDS_SERVICES_PATH}?per_page=100`);
    expect(list.status).toBe(200);
    const validateList = hsdsSchemas.serviceList();
    expect(validateList(list.body), hsdsErrors(validateList).join('\n')).toBe(true);
    // Albany: housing and legal; Boston: employment; two published listings (not the pending one, not co-living)
    expect(list.body.total_items).toBe(5);
    const listed = list.body.contents.map((service: HsdsService) => service.id);
    expect(listed).toEqual(expect.arrayContaining([ids.fresh, ids.stale]));
    expect(listed).not.toContain(ids.pending);
    expect(listed).not.toContain(ids.coLiving);

    const full = await get(`${HSDS_SERVICES_PATH}?per_page=100&full=true`);
    const validateFull = hsdsSchemas.fullServiceList();
    expect(validateFull(full.body), hsdsErrors(validateFull).join('\n')).toBe(true);
    expect(containsSecret(full.text)).toBe(false);
  });

  it('pages across the organisations’ services and the listings without gaps or repeats', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => get(`${HSDS_SERVICES_PATH}?per_page=2&page=${page}`)),
    );
    const seen = pages.flatMap((page) => page.body.contents.map((service: HsdsService) => service.id));
    expect(new Set(seen).size).toBe(5);
    expect(pages.map((page) => page.body.size)).toEqual([2, 2, 1]);
    expect(pages[2]?.body.last_page).toBe(true);
  });

  it('gives a housing listing its free units with the date they changed; the date moves when they change', async () => {
    const before = await get(hsdsServicePath(ids.fresh));
    expect(before.status).toBe(200);
    const validate = hsdsSchemas.service();
    expect(validate(before.body), hsdsErrors(validate).join('\n')).toBe(true);
    const [capacity] = before.body.capacities;
    expect(capacity).toMatchObject({ available: 2, unit: { name: 'Housing unit' }, service_id: ids.fresh });

    const { db } = context().handle;
    await db.update(properties).set({ unitsAvailable: 1 }).where(eq(properties.id, ids.fresh));
    const after = await get(hsdsServicePath(ids.fresh));
    expect(after.body.capacities[0].available).toBe(1);
    expect(Date.parse(after.body.capacities[0].updated)).toBeGreaterThan(Date.parse(capacity.updated));

    // a change to anything else leaves the capacity date alone
    await db.update(properties).set({ description: 'Repainted.' }).where(eq(properties.id, ids.fresh));
    expect((await get(hsdsServicePath(ids.fresh))).body.capacities[0].updated).toBe(
      after.body.capacities[0].updated,
    );
  });

  it('reports a capacity older than 30 days as unknown: no capacity, never the old number', async () => {
    const { status, body, text } = await get(hsdsServicePath(ids.stale));
    expect(status).toBe(200);
    expect(body.capacities).toEqual([]);
    expect(text).not.toContain('"available"');
  });

  it('serves an organisation’s service by its id, with the organisation nested', async () => {
    const list = await get(`${HSDS_SERVICES_PATH}?per_page=100`);
    const legal = list.body.contents.find((service: HsdsService) => service.name.startsWith('Legal Aid'));
    const { status, body, text } = await get(hsdsServicePath(legal.id));
    expect(status).toBe(200);
    const validate = hsdsSchemas.service();
    expect(validate(body), hsdsErrors(validate).join('\n')).toBe(true);
    expect(body).toMatchObject({
      organization_id: ids.albany,
      organization: { id: ids.albany },
      capacities: [],
    });
    expect(containsSecret(text)).toBe(false);
  });

  it('answers 404 for an unpublished service and 400 for a malformed id or page', async () => {
    expect((await get(hsdsServicePath(ids.pending))).body.message).toBe(HSDS_SERVICE_NOT_FOUND_MESSAGE);
    expect((await get(hsdsServicePath(ids.coLiving))).status).toBe(404);
    expect((await get(hsdsServicePath('not-a-uuid'))).status).toBe(400);
    expect((await get(`${HSDS_SERVICES_PATH}?per_page=101`)).status).toBe(400);
    expect((await get(`${HSDS_ORGANIZATIONS_PATH}?page=0`)).status).toBe(400);
  });

  it('the validation refuses a broken record: an extra field, a missing status, a capacity without a number', async () => {
    const { body } = await get(hsdsServicePath(ids.fresh));
    const validate = hsdsSchemas.service();
    expect(validate({ ...body, phone_private: '518-555-7777' })).toBe(false);
    const { status: _status, ...withoutStatus } = body;
    expect(validate(withoutStatus)).toBe(false);
    const { available: _available, ...capacity } = body.capacities[0];
    expect(validate({ ...body, capacities: [capacity] })).toBe(false);
    expect(
      validate({ ...body, service_at_locations: [{ ...body.service_at_locations[0], note: 'x' }] }),
    ).toBe(false);
  });
});
