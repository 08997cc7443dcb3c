import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { makeOrganization } from '@client/test/organization.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { ACCOUNT_LINK_INVALID_MESSAGE } from '@shared/contracts/account-recovery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import ForgotPasswordPage from './forgot-password-page';
import SignInLinkPage from './sign-in-link-page';

const TOKEN = 'A'.repeat(43);
const CONFIRM = 'POST /api/sign-in-link/confirm';
const ORGANIZATION = makeOrganization({ id: 'o-1' });

function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/sign-in-link" component={SignInLinkPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/partner/dashboard">Partner dashboard</Route>
    </>,
  );
}

beforeEach(() => localStorage.clear());

describe('sign-in by emailed link', () => {
  it('asks for a sign-in link on the forgot-password page in sign-in mode', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      'POST /api/sign-in-link': { status: 202, body: { message: 'Sent.' } },
    });
    renderAt('/forgot-password?account=partner&mode=sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in by email' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'partner@demo.org');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/sign-in-link')).toEqual([{ email: 'partner@demo.org' }]);
  });

  it('uses the link only when asked, keeps the organisation (never a token) and opens the dashboard', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      [CONFIRM]: { status: 200, body: { account: 'partner', organization: ORGANIZATION } },
    });
    const page = renderAt(`/sign-in-link?token=${TOKEN}`);
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(page.current()).toBe('/partner/dashboard'));
    expect(callsTo(fetchMock, CONFIRM)).toEqual([{ token: TOKEN }]);
    expect(JSON.parse(localStorage.getItem('partnerOrganization') ?? '{}')).toMatchObject({ id: 'o-1' });
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });

  it('says when the link expired or was used, with the way to a new one', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [CONFIRM]: {
        status: 400,
        body: {
          message: ACCOUNT_LINK_INVALID_MESSAGE,
          issues: [{ path: 'token', message: ACCOUNT_LINK_INVALID_MESSAGE }],
        },
      },
    });
    renderAt(`/sign-in-link?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(ACCOUNT_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?mode=sign-in',
    );
  });
});
