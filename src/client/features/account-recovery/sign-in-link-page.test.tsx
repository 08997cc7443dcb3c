import { ReadableStream } from 'node:stream/web';
import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { makeOrganization } from '@client/test/organization.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { ACCOUNT_LINK_INVALID_MESSAGE } from '@shared/contracts/account-recovery';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
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

  it('takes over the page the server rendered for every link, without its token, then signs in with the real one', async () => {
    const user = userEvent.setup();
    const page = (ssrPath?: string) => (
      <Providers client={createQueryClient()}>
        <Router ssrPath={ssrPath}>
          <Route path="/sign-in-link" component={SignInLinkPage} />
          <Route path="/partner/dashboard">Partner dashboard</Route>
        </Router>
      </Providers>
    );
    // the server renders the link page once, with a stand-in for the token (client-static.ts)
    if (!('ReadableStream' in globalThis)) Object.assign(globalThis, { ReadableStream });
    const { prelude } = await prerender(page('/sign-in-link?token=stand-in'));
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    expect(container.textContent).not.toContain('stand-in');
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toContain(
      'Sign in',
    );
    expect(container.textContent).not.toContain('not complete');
    document.body.append(container);

    window.history.replaceState(null, '', `/sign-in-link?token=${TOKEN}`);
    const fetchMock = mockFetchRoutes({
      [CONFIRM]: { status: 200, body: { account: 'partner', organization: ORGANIZATION } },
    });
    const mismatches: unknown[] = [];
    render(page(), { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Partner dashboard')).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    expect(callsTo(fetchMock, CONFIRM)).toEqual([{ token: TOKEN }]);
    container.remove();
    window.history.replaceState(null, '', '/');
  });
});
