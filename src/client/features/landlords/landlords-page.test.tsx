import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import LandlordsPage from './landlords-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  mockFetchRoutes({ 'GET /api/user/me': { status: 401, body: { message: 'Sign in to continue.' } } });
  renderRoutes(path, <Route path="/landlords" component={LandlordsPage} />);
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the landlord steps', () => {
  it('open at the listing step from the dashboard link', async () => {
    renderAt('/landlords?step=listing');
    expect(await stepHeading('List Your Property')).toBeInTheDocument();
  });

  it('go to any step from the step indicator, and back one step at a time', async () => {
    const user = userEvent.setup();
    renderAt('/landlords');
    expect(await stepHeading('Property Assessment Wizard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Back to/ })).not.toBeInTheDocument();

    const steps = screen.getByRole('navigation', { name: 'Landlord steps' });
    await user.click(within(steps).getByRole('button', { name: /Step 3:/ }));
    expect(await stepHeading('Veteran-Ready Home Builder')).toHaveFocus();
    expect(within(steps).getByRole('button', { name: /Step 3:/ })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Back to Vacancy Calculator & Income Estimator' }));
    expect(await stepHeading('Vacancy Calculator & Income Estimator')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to Property Assessment Wizard' }));
    expect(await stepHeading('Property Assessment Wizard')).toBeInTheDocument();
  });
});
