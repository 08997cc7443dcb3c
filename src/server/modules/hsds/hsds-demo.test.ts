import { seedDemoData } from '@server/seed';
import { containsSecret } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  HSDS_ORGANIZATIONS_PATH,
  HSDS_SERVICES_PATH,
  type HsdsService,
  hsdsServicePath,
} from '@shared/contracts/hsds';
import { hsdsErrors, hsdsSchemas } from './hsds-schemas.fixtures';

// Every answer of the feed on the demo data is valid HSDS 3.1 (additional properties refused everywhere).
describeApi('HSDS 3.1 feed on the demo data', (context) => {
  beforeAll(async () => {
    await seedDemoData(context().handle.db);
  }, 120_000);

  const pages = async (path: string) => {
    const answers = [];
    for (let page = 1; ; page++) {
      const response = await context().app.inject({ method: 'GET', url: `${path}page=${page}&per_page=100` });
      expect(response.statusCode).toBe(200);
      answers.push({ body: response.json(), text: response.body });
      if (response.json().last_page) return answers;
    }
  };

  it('every page of organisations and of services, in full and as a list, and every service by its id', async () => {
    const checks = [
      [HSDS_ORGANIZATIONS_PATH, hsdsSchemas.organizationList()],
      [`${HSDS_SERVICES_PATH}`, hsdsSchemas.serviceList()],
    ] as const;
    for (const [path, validate] of checks)
      for (const { body, text } of await pages(`${path}?`)) {
        expect(validate(body), hsdsErrors(validate).join('\n')).toBe(true);
        expect(containsSecret(text)).toBe(false);
      }
    const validateFull = hsdsSchemas.fullServiceList();
    const validateOne = hsdsSchemas.service();
    const full = await pages(`${HSDS_SERVICES_PATH}?full=true&`);
    expect(full.flatMap((page) => page.body.contents).some((s: HsdsService) => s.capacities.length > 0)).toBe(
      true,
    );
    for (const { body } of full) {
      expect(validateFull(body), hsdsErrors(validateFull).join('\n')).toBe(true);
      for (const service of body.contents.slice(0, 5) as HsdsService[]) {
        const one = await context().app.inject({ method: 'GET', url: hsdsServicePath(service.id) });
        expect(validateOne(one.json()), hsdsErrors(validateOne).join('\n')).toBe(true);
        expect(one.json()).toEqual(service);
      }
    }
  }, 120_000);
});
