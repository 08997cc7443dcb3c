import { ReadableStream } from 'node:stream/web';
import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import LandlordConfirmPage from './landlord-confirm-page';

const LANDLORD = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const CONFIRM = 'POST /api/landlord/signup/confirm';
const TOKEN = 'A'.repeat(43);
const INVALID = 'This link has expired or was already used. Ask for a new one.';

/** The page in React's strict mode (effects run twice, as in development), and the dashboard's header. */
function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  render(
    <StrictMode>
      <Providers client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Switch>
            <Route path="/landlord/confirm" component={LandlordConfirmPage} />
            <Route>Another page</Route>
          </Switch>
        </Router>
      </Providers>
    </StrictMode>,
  );
  return { client, current: () => location.history.at(-1) };
}

describe('LandlordConfirmPage', () => {
  it('posts the token once, signs the landlord in and goes to the dashboard', async () => {
    const fetchMock = mockFetchRoutes({
      [CONFIRM]: { status: 200, body: { success: true, user: LANDLORD } },
    });
    const page = renderAt(`/landlord/confirm?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email...');
    await waitFor(() => expect(page.current()).toBe('/landlord/dashboard'));
    expect(callsTo(fetchMock, CONFIRM)).toEqual([{ token: TOKEN }]);
    expect(page.client.getQueryData(['/api/user/me'])).toEqual(LANDLORD);
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    expect(screen.getByText("Welcome, Pat Landlord. You're signed in.")).toBeInTheDocument();
  });

  it('says when the link expired or was used, with the way to a new link or to sign in', async () => {
    const fetchMock = mockFetchRoutes({
      [CONFIRM]: { status: 400, body: { message: INVALID, issues: [{ path: 'token', message: INVALID }] } },
    });
    const page = renderAt(`/landlord/confirm?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("This link can't be used")).toBeInTheDocument();
    expect(alert).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Choose a password' })).toHaveAttribute(
      'href',
      '/forgot-password?account=landlord',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/landlord/login');
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(1);
    expect(page.current()).toBe(`/landlord/confirm?token=${TOKEN}`);
  });

  it('sends nothing for a link that is not complete', async () => {
    const fetchMock = mockFetchRoutes({});
    renderAt('/landlord/confirm?token=cut-short');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the server could not be reached (the link was not used)', async () => {
    const user = userEvent.setup();
    const offline = mockFetchRoutes({ [CONFIRM]: 'offline' });
    const page = renderAt(`/landlord/confirm?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't confirm your email");
    const online = mockFetchRoutes({ [CONFIRM]: { status: 200, body: { success: true, user: LANDLORD } } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page.current()).toBe('/landlord/dashboard'));
    // (the api client itself tried the same request again before it gave up)
    expect(new Set(callsTo(offline, CONFIRM).map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ token: TOKEN })]),
    );
    expect(callsTo(online, CONFIRM)).toEqual([{ token: TOKEN }]);
  });

  it('takes over the page the server rendered for every link, then checks and posts the real token', async () => {
    const page = (ssrPath?: string) => (
      <Providers client={createQueryClient()}>
        <Router ssrPath={ssrPath}>
          <Route path="/landlord/confirm" component={LandlordConfirmPage} />
        </Router>
      </Providers>
    );
    // the server renders the link page once, with a stand-in that is no well-formed token (client-static.ts)
    if (!('ReadableStream' in globalThis)) Object.assign(globalThis, { ReadableStream });
    const { prelude } = await prerender(page('/landlord/confirm?token=stand-in'));
    const html = await new Response(prelude).text();
    expect(html).toContain('Confirming your email...');
    expect(html).not.toContain('stand-in');
    for (const token of ['not-a-token', TOKEN]) {
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      window.history.replaceState(null, '', `/landlord/confirm?token=${token}`);
      const fetchMock = mockFetchRoutes({ [CONFIRM]: { status: 400, body: { message: INVALID } } });
      const mismatches: unknown[] = [];
      const view = render(page(), {
        container,
        hydrate: true,
        onRecoverableError: (error) => mismatches.push(error),
      });
      expect(await within(container).findByText("This link can't be used")).toBeInTheDocument();
      expect(mismatches).toEqual([]);
      expect(callsTo(fetchMock, CONFIRM)).toEqual(token === TOKEN ? [{ token }] : []);
      view.unmount();
      container.remove();
    }
    window.history.replaceState(null, '', '/');
  });
});
