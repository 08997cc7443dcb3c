// @vitest-environment node
// The server renders these pages where there is no document: the test renders them the same way.

import { looksLikeUuid } from '@shared/contracts/network';
import { describe, expect, it } from 'vitest';
import { makeProfile, makeVso, VSO_ID } from './features/network/network.fixtures';
import { LINK_PAGES, PRERENDERED_ROUTES, pageAnswerSource, renderRoute } from './prerender';

const support = { email: 'help@veterans.example', phone: '518-555-0100' };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the pages rendered ahead on the server', () => {
  it.each(PRERENDERED_ROUTES)(
    '%s is whole: its own heading, the site frame, no loading state, no script',
    async (path) => {
      const { html } = await renderRoute(path, support);
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toContain('Skip to main content');
      expect(html).toContain('<footer');
      expect(html).not.toContain('Loading page');
      // a page that failed on the server would ask the browser to render it instead, in a <template>
      expect(html).not.toContain('<template');
      expect(html).not.toContain('<script');
    },
  );

  it.each(PRERENDERED_ROUTES)('%s holds no form that could send itself before the app runs', async (path) => {
    const { html } = await renderRoute(path, support);
    for (const [form] of html.matchAll(/<form[\s\S]*?<\/form>/g)) {
      const submits = [...form.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map(([button]) => button);
      // a form whose default button is disabled does not submit on Enter (HTML's implicit submission)
      expect(submits.length, form.slice(0, 120)).toBeGreaterThan(0);
      for (const button of submits) expect(button).toContain('disabled=""');
    }
  });

  it.each(PRERENDERED_ROUTES)('%s goes down its headings one level at a time', async (path) => {
    const { html } = await renderRoute(path, support);
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level));
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]} to h${level}`] : [],
    );
    expect(levels[0]).toBe(1);
    expect(skips).toEqual([]);
  });

  it("renders each page's own content and the deployment's support contact", async () => {
    expect(text((await renderRoute('/pricing', support)).html)).toMatch(/Pricing/);
    const { html: help, title } = await renderRoute('/help', support);
    expect(help).toContain('href="mailto:help@veterans.example"');
    expect(help).toContain('href="tel:+15185550100"');
    expect(title).toBe('Help Center | Veterans Housing Marketplace');
    const home = await renderRoute('/', support);
    expect(home.title).toBe('Veterans Housing Marketplace');
    expect(text(home.html)).toContain('Free for veterans and the organizations that support them.');
  });

  it("renders the two intake forms whole: a visitor's, with nothing waiting for the session or the address", async () => {
    const intake = await renderRoute('/veteran-intake', support);
    expect(intake.title).toBe('Veteran Housing Intake | Veterans Housing Marketplace');
    expect(text(intake.html)).toContain(
      'Only our housing staff see the veteran&#x27;s name and contact details.',
    );
    expect(intake.html).toMatch(/<form[^>]*aria-label="Veteran housing profile"/);
    expect(text(intake.html)).toContain('Register Veteran');
    // the server does not know who is signed in: the visitor's form, with the contact they must give
    const listing = await renderRoute('/landlord-listing', support);
    expect(listing.title).toBe('List a Property | Veterans Housing Marketplace');
    expect(listing.html).not.toContain('Loading');
    expect(listing.html).toMatch(/<form[^>]*aria-label="Property listing"/);
    expect(text(listing.html)).toContain('Your name');
    expect(text(listing.html)).toContain('Street address');
    expect(text(listing.html)).toContain('List Property');
  });

  it('marks the page the visitor is on in the site navigation', async () => {
    const { html } = await renderRoute('/pricing', support);
    expect(html).toMatch(/href="\/pricing"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/pricing"/);
  });

  it("renders an organisation's public profile with the API's answer, as the visitor sees it", async () => {
    const profile = makeProfile();
    const source = pageAnswerSource(`/partner/${profile.slug}`);
    expect(source?.apiPath).toBe(`/api/partner/profile/${profile.slug}`);
    const { html, title } = await renderRoute(`/partner/${profile.slug}`, support, [
      { queryKey: source?.queryKey ?? [], data: profile },
    ]);
    expect(html).toMatch(/<h1[^>]*>Capital Region Veterans Alliance<\/h1>/);
    expect(text(html)).toContain('No veteran without a home.');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<template');
    // what only the organisation's own staff see waits for the browser, which knows who is signed in
    expect(text(html)).not.toMatch(/Edit Profile/i);
    expect(title).toContain('Capital Region Veterans Alliance');
  });

  it("renders an organisation's page by id with the API's public answer, as any visitor sees it", async () => {
    const vso = makeVso();
    const source = pageAnswerSource(`/partner/${VSO_ID}`);
    expect(source?.apiPath).toBe(`/api/vsos/${VSO_ID}`);
    const { html, title } = await renderRoute(`/partner/${VSO_ID}`, support, [
      { queryKey: source?.queryKey ?? [], data: vso },
    ]);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${vso.name}</h1>`));
    expect(text(html)).toContain(vso.description);
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<template');
    // the owner's placement tools wait for the browser, which knows who is signed in: a visitor's prompt here
    expect(text(html)).toContain(`Staff of ${vso.name} sign in to record placements`);
    expect(text(html)).not.toMatch(/Record New Placement|placements this month|Recent placements/i);
    expect(title).toContain(vso.name);
  });

  it("renders with an answer only an organisation by slug or by id: an odd address is the browser's", () => {
    expect(looksLikeUuid(VSO_ID)).toBe(true);
    expect(pageAnswerSource(`/partner/${VSO_ID}`)?.queryKey).toEqual(['/api/vsos', VSO_ID]);
    expect(pageAnswerSource('/partner/caf%C3%A9-vets')).toBeNull();
    expect(pageAnswerSource('/partner/a/b')).toBeNull();
    expect(pageAnswerSource('/directory')).toBeNull();
  });
});

const LINKS = Object.entries(LINK_PAGES).flatMap(([route, params]) =>
  params.map((param) => `${route}?${param}=`),
);

describe('the pages a one-time link opens, rendered ahead for every link', () => {
  it.each(LINKS)('%s… is the same page whatever the token, and shows none', async (link) => {
    const { html } = await renderRoute(`${link}SECRET-ONE`, support);
    const other = await renderRoute(`${link}SECRET-TWO`, support);
    expect(other.html).toBe(html);
    expect(html).not.toContain('SECRET');
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('<footer');
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
    for (const [form] of html.matchAll(/<form[\s\S]*?<\/form>/g)) {
      for (const [button] of form.matchAll(/<button[^>]*type="submit"[^>]*>/g))
        expect(button).toContain('disabled=""');
    }
  });

  it('shows each link what it opens, not the page for an address without a token', async () => {
    expect(text((await renderRoute('/my?token=x', support)).html)).toContain(
      'This link opens your page on this device for 30 days',
    );
    expect(text((await renderRoute('/my?confirm=x', support)).html)).toContain(
      'Confirm that we may reach you at this email',
    );
    expect(text((await renderRoute('/sign-in-link?token=x', support)).html)).not.toContain('not complete');
    expect(text((await renderRoute('/landlord/confirm?token=x', support)).html)).toContain(
      'Confirming your email',
    );
  });
});
