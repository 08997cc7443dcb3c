import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { partnerBatch } from './bulk-intake.fixtures';
import BulkIntakePage from './bulk-intake-page';

const POST = 'POST /api/bulk-intake';

function renderPage() {
  renderRoutes('/support', <Route path="/support" component={BulkIntakePage} />);
}

function signIn() {
  window.localStorage.setItem(
    'partnerOrganization',
    JSON.stringify({ id: 'o-1', name: 'Capital Region Veterans Alliance' }),
  );
}

async function runIntake(user: ReturnType<typeof userEvent.setup>) {
  const row = within(screen.getByRole('group', { name: 'Veteran 1' }));
  await user.type(row.getByRole('textbox', { name: /Full name/ }), 'Dana Brooks');
  await user.type(row.getByRole('textbox', { name: /ZIP code/ }), '12345');
  await user.selectOptions(row.getByRole('combobox', { name: /Discharge status/ }), 'honorable');
  await user.click(screen.getByRole('button', { name: 'Process All Veterans' }));
}

afterEach(() => {
  window.localStorage.clear();
});

describe('BulkIntakePage', () => {
  it('tells a visitor who is not signed in that signing in keeps the results, and sends no token', async () => {
    const fetchMock = mockFetchRoutes({
      [POST]: { status: 201, body: { ...partnerBatch, savedToCaseload: false } },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getByText(/Sign in as a partner to keep these results in your caseload/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner sign in' })).toHaveAttribute(
      'href',
      '/partner/login?next=%2Fsupport',
    );
    await runIntake(user);
    await screen.findByRole('heading', { name: 'Placement Results' });
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/bulk-intake')?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it("sends a signed-in partner's token and says the veterans are kept in the caseload", async () => {
    signIn();
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: partnerBatch } });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Capital Region Veterans Alliance')).toBeInTheDocument();
    expect(screen.queryByText(/Sign in as a partner to keep/)).not.toBeInTheDocument();
    await runIntake(user);
    expect(await screen.findByText(/They are saved in your/)).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/bulk-intake')?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
  });

  it('ends a refused session and asks the partner to sign in again', async () => {
    signIn();
    mockFetchRoutes({ [POST]: { status: 401, body: { message: 'Sign in to continue.' } } });
    const user = userEvent.setup();
    renderPage();
    await runIntake(user);
    expect(await screen.findByText(/Sign in as a partner to keep these results/)).toBeInTheDocument();
    expect(window.localStorage.getItem('partnerOrganization')).toBeNull();
    expect(screen.getByText('Failed to process veterans. Sign in to continue.')).toBeInTheDocument();
  });
});
