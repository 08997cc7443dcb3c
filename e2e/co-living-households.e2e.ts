import type { Page } from 'playwright-core';
import { checkPage, openBrowser } from './support/browser';
import { COMPATIBLE_ANSWERS, coLivingHome, waitForToast } from './support/co-living';

const INCOME_RULE = 'Minimum $2,000 total monthly income required for co-living eligibility';
// Boise is none of the demo program's metros: these three applicants and this home are alone there
const ZIPS = ['83702', '83705', '83706'] as const;
const HOUSEHOLD = /^Sagebrush Lane household, Boise/;

/** The answers three compatible housemates share; the form's own test covers every field. */
const application = (name: string, email: string, zip: string, phone: string) => ({
  veteranName: name,
  veteranEmail: email,
  veteranPhone: phone,
  veteranZip: zip,
  caseManagerName: 'Casey Manager',
  caseManagerEmail: 'casey.manager@example.org',
  caseManagerPhone: '208-555-0199',
  ...COMPATIBLE_ANSWERS,
  serviceBranch: 'navy',
});

const HOME = coLivingHome('12 Sagebrush Lane', ZIPS[0]);

/** A case worker's application through the four steps, with the income rule on the way. */
async function applyThroughTheForm(page: Page, stamp: string): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await page.goto('/co-living-intake');
  await page.getByLabel(/Veteran's full name/).fill(`Riley Sage ${stamp}`);
  await page.getByLabel(/Veteran's email/).fill(`riley.sage.${stamp}@example.org`);
  await page.getByLabel(/Veteran's phone/).fill(`208-555-${stamp}`);
  await page.getByLabel(/Veteran's ZIP code/).fill(ZIPS[0]);
  await page.getByLabel(/Case manager's name/).fill('Casey Manager');
  await page.getByLabel(/Case manager's email/).fill('casey.manager@example.org');
  await page.getByLabel(/Case manager's phone/).fill('208-555-0199');
  await page.getByRole('checkbox', { name: 'I receive VA disability benefits' }).click();
  await page.getByRole('checkbox', { name: /I receive Social Security benefits/ }).click();
  await page.getByLabel(/Monthly VA disability income/).fill('1400');
  await page.getByLabel(/Monthly Social Security income/).fill('500');
  expect(await submit.getAttribute('aria-disabled')).toBe('true');
  await page.getByText(INCOME_RULE, { exact: true }).first().waitFor();
  await page.getByLabel(/Monthly Social Security income/).fill('900');
  await page.getByRole('status', { name: 'Monthly income you reported: $2,300' }).waitFor();
  await page.getByLabel(/Service branch/).selectOption('navy');
  await page.getByLabel(/service era you prefer/).selectOption('post_911');
  await page.getByLabel(/How social are you/).selectOption('moderate');
  await page.getByLabel(/How clean/).selectOption('very_clean');
  await page.getByLabel(/^Smoking/).selectOption('non_smoking');
  await page.getByLabel(/^Alcohol/).selectOption('social_drinking');
  await page.getByLabel(/When there is a disagreement/).selectOption('direct');
  await page.getByLabel(/Most you can pay for a room/).fill('800');
  await page.getByLabel(/Room type/).selectOption('shared_bath');
  expect(await submit.getAttribute('aria-disabled')).toBeNull();
  await submit.click();
  await waitForToast(page, 'Application Submitted Successfully!');
}

async function atPhoneWidth(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await check();
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('co-living households', () => {
  it('a case worker applies, an admin forms households and moves a member to trial', async () => {
    const session = await openBrowser();
    const { page } = session;
    const stamp = `${Date.now()}`.slice(-4);
    try {
      await applyThroughTheForm(page, stamp);
      for (const [i, zip] of ZIPS.slice(1).entries()) {
        const answer = await page.request.post('/api/co-living-applications', {
          data: application(
            `Sam Sage ${i} ${stamp}`,
            `sam.sage.${i}.${stamp}@example.org`,
            zip,
            `20855510${i}${i}`,
          ),
        });
        expect(answer.status()).toBe(201);
      }

      await page.goto('/admin/login?next=%2Fadmin%2Fco-living');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Co-living program' }).waitFor();
      expect((await page.request.post('/api/co-living/homes', { data: HOME })).status()).toBe(201);

      // the run: a confirmation, progress, a toast, then the figures against the bound
      await page.reload();
      await page.getByRole('heading', { name: /Applicants waiting/ }).waitFor();
      await page.getByRole('button', { name: 'Run household formation' }).click();
      await page.getByRole('button', { name: 'Run it' }).click();
      await waitForToast(page, 'Household formation finished');
      const lastRun = page.getByRole('region', { name: /^Last run:/ });
      await lastRun.getByText('Share of the upper bound').waitFor();
      expect(await lastRun.textContent()).toMatch(/Veterans placed\d+of \d+ veterans considered/);
      const link = page.getByRole('link', { name: HOUSEHOLD });
      await link.waitFor();
      await checkPage(page);
      await atPhoneWidth(page, () => checkPage(page));

      // the household: three members and the three pairs explained
      await link.click();
      await page.getByRole('heading', { level: 1, name: HOUSEHOLD }).waitFor();
      const members = page.getByRole('region', { name: 'Members' });
      await members.getByRole('heading', { name: /Sam Sage 0/ }).waitFor();
      const pairs = page.getByRole('region', { name: 'How each pair fits' });
      expect(await pairs.getByRole('heading', { level: 3 }).count()).toBe(3);
      await pairs.getByText('Service era').first().waitFor();
      await checkPage(page);

      // one member: the proposal read and sent, then interview and trial
      const riley = members.getByRole('button', { name: /Riley Sage/ });
      await riley.filter({ hasText: 'Send proposal' }).click();
      const proposal = page.getByRole('dialog', { name: /^Send the proposal to Riley Sage/ });
      await proposal.getByText(/messages? will go, worded as below/).waitFor();
      await proposal
        .getByText(/^Subject:/)
        .first()
        .waitFor();
      await checkPage(page);
      await proposal.getByRole('button', { name: 'Send proposal' }).click();
      await waitForToast(page, 'Proposal sent');
      // the focus stays on the member: their next step
      await page.waitForFunction(() => document.activeElement?.textContent === 'Interview held');
      for (const [step, done] of [
        ['Interview held', 'Interview recorded'],
        ['Start trial', 'Trial started'],
      ] as const) {
        await riley.filter({ hasText: step }).click();
        await waitForToast(page, done);
      }
      await members.getByText(/Trial started: /).waitFor();
      await atPhoneWidth(page, () => checkPage(page));
    } finally {
      await session.close();
    }
  });
});
