import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PricingPlans } from './pricing-section';

function renderPlans() {
  const location = memoryLocation({ path: '/pricing', record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={location.hook}>
        <PricingPlans headingLevel="h2" />
      </Router>
    </Providers>,
  );
  return location;
}

// the tooltip's code is a separate module, which the test runner compiles on first use
const LOADED = { timeout: 5000 };

function planCard(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name });
  const card = heading.closest<HTMLElement>('.rounded-ui');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('PricingPlans', () => {
  it('shows the four plans with prices, periods and a Popular badge only on Property Assessment', () => {
    renderPlans();
    expect(within(planCard('VSO Resources')).getByText('always free')).toBeInTheDocument();
    expect(within(planCard('Community Partnership')).getByText('$250')).toBeInTheDocument();
    expect(within(planCard('Ongoing Support')).getByText('per property per month')).toBeInTheDocument();
    expect(within(planCard('Property Assessment')).getByText('Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Popular')).toHaveLength(1);
  });

  it.each([
    ['Access Resources', '/support'],
    ['Get Assessment', '/landlords'],
  ])('%s (a free plan) goes straight to %s without a toast', async (button, path) => {
    const user = userEvent.setup();
    const location = renderPlans();
    await user.click(screen.getByRole('button', { name: button }));
    expect(location.history.at(-1)).toBe(path);
    expect(screen.queryByText('Upgrade in Progress')).not.toBeInTheDocument();
  });

  it.each([
    ['Partner With Us', 'Community Partnership'],
    ['Subscribe', 'Ongoing Support'],
  ])('%s (a paid plan) shows the upgrade toast and opens the contact form for %s', async (button, plan) => {
    const user = userEvent.setup();
    const location = renderPlans();
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('Upgrade in Progress')).toBeInTheDocument();
    expect(
      screen.getByText(
        `There is no online payment: tell us about your organization and we will set up the ${plan} plan with you.`,
      ),
    ).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/contact?plan=${encodeURIComponent(plan)}`);
  });

  it('explains a feature in a tooltip reached with the keyboard', async () => {
    const user = userEvent.setup();
    renderPlans();
    const name = 'About Unlimited veteran support';
    while (document.activeElement?.getAttribute('aria-label') !== name) await user.tab();
    // the tooltip's code loads when the button is reached, takes the button's place and keeps the focus
    const tooltip = await screen.findByRole('tooltip', {}, LOADED);
    const info = screen.getByRole('button', { name });
    expect(info).toHaveFocus();
    expect(tooltip).toHaveTextContent('Help as many veterans as you need. There is no limit and no fee.');
    expect(info).toHaveAccessibleDescription(
      'Help as many veterans as you need. There is no limit and no fee.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens a tooltip on a tap, for phones, once its code has loaded', async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(screen.getByRole('button', { name: 'About Co-living conversion planning' }));
    expect(await screen.findByRole('tooltip', {}, LOADED)).toHaveTextContent(/shared home for veterans/);
    expect(screen.getByRole('button', { name: 'About Co-living conversion planning' })).toHaveFocus();
  });

  it('opens a tooltip when the mouse rests on the button', async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.hover(screen.getByRole('button', { name: 'About Unlimited veteran support' }));
    expect(await screen.findByRole('tooltip', {}, LOADED)).toHaveTextContent(/no limit and no fee/);
  });
});
