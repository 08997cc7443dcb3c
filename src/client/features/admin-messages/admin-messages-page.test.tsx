import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { delayFetch, withFocusFixup } from '@client/test/focus-fixup.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { MessageView } from '@shared/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { detailRoute, FAILED, LIST, page, retryRoute, SENT, SENT_DETAIL } from './admin-messages.fixtures';
import AdminMessagesPage from './admin-messages-page';

function renderPage() {
  renderRoutes('/admin/messages', <Route path="/admin/messages" component={AdminMessagesPage} />);
}

const listUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/messages?'));

describe('AdminMessagesPage', () => {
  withFocusFixup();

  it('lists messages with time, kind in words, recipient, status, attempts and the failure reason', async () => {
    mockFetchRoutes({ [LIST]: page([SENT, FAILED], 123) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All messages' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Created', 'Message', 'Recipient', 'Status', 'Attempts', 'Reason', 'Actions']);
    const sent = within(table).getByRole('row', { name: /A veteran asked about a home/ });
    for (const text of ['Jan 28, 2025, 3:04 PM', 'landlord@example.com', 'Sent', '1'])
      expect(within(sent).getByText(text)).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Retry delivery/ })).not.toBeInTheDocument();
    const failed = within(table).getByRole('row', { name: /Veteran on the waitlist/ });
    for (const text of ['Failed', 'no recipient address', 'No address found'])
      expect(within(failed).getByText(text)).toBeInTheDocument();
    expect(within(failed).queryByText('Not sent yet')).toBeNull();
    expect(within(failed).getByRole('button', { name: /Retry delivery/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 123');
  });

  it('never calls a sent message without an address "Not sent yet"; a queued one is not sent yet', async () => {
    mockFetchRoutes({
      [LIST]: page([
        { ...SENT, recipient: null },
        { ...FAILED, id: 'queued-1', status: 'queued', lastError: null, recipient: null },
      ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'All messages' });
    const [sent, queued] = within(table).getAllByRole('row').slice(1);
    expect(sent).toHaveTextContent('Address not recorded');
    expect(sent).not.toHaveTextContent('Not sent yet');
    expect(queued).toHaveTextContent('Not sent yet');
  });

  it('filters by status and pages with Previous and Next', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: page([SENT], 60) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/messages?limit=50&offset=0');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/messages?limit=50&offset=50'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/messages?limit=50&offset=0&status=failed'),
    );
    expect(await screen.findByRole('heading', { name: 'Failed messages' })).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    mockFetchRoutes({ [LIST]: page([]) });
    renderPage();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an inline error with a Try again that reloads the list', async () => {
    let fail = true;
    mockFetchRoutes({
      [LIST]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : page([SENT])),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the messages");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens a message in a dialog with its subject and text', async () => {
    mockFetchRoutes({ [LIST]: page([SENT]), [detailRoute(SENT.id)]: { status: 200, body: SENT_DETAIL } });
    const user = userEvent.setup();
    renderPage();
    const view = await screen.findByRole('button', { name: /^View: A veteran asked about a home/ });
    await user.click(view);
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByRole('region', { name: 'Message text' });
    expect(text).toHaveTextContent(SENT_DETAIL.text as string);
    // the long text scrolls by keyboard: it takes focus in the tab order
    expect(text).toHaveAttribute('tabIndex', '0');
    expect(within(dialog).getByText('Subject').nextElementSibling).toHaveTextContent(
      'A veteran asked about a home',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // a dialog opened by the page (no trigger of its own) gives the focus back to what opened it (issue 37)
    await waitFor(() => expect(view).toHaveFocus());
  });

  it('retries a failed message once, says so, and refreshes the row', async () => {
    let retried = false;
    const fetchMock = mockFetchRoutes({
      [LIST]: () => page([retried ? { ...FAILED, status: 'queued', attempts: 0, lastError: null } : FAILED]),
      [retryRoute(FAILED.id)]: () => {
        retried = true;
        return { status: 200, body: { ...FAILED, status: 'queued', attempts: 0, lastError: null } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: /Retry delivery/ });
    await user.dblClick(button);
    expect(await screen.findByText('Message queued again')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/messages/${FAILED.id}/retry`)).toHaveLength(1);
    const row = await screen.findByRole('row', { name: /Veteran on the waitlist/ });
    await waitFor(() => expect(within(row).getByText('Queued')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /Retry delivery/ })).not.toBeInTheDocument();
    // the pressed button is gone: the focus is on the row's new status, never on <body> (issue 37)
    await waitFor(() => expect(within(row).getByText('Queued')).toHaveFocus());
  });

  it('keeps the focus on Retry delivery when the retry fails', async () => {
    mockFetchRoutes({
      [LIST]: page([FAILED]),
      [retryRoute(FAILED.id)]: { status: 409, body: { message: 'This message is not failed.' } },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: /Retry delivery/ });
    await user.click(button);
    // busy, the button is disabled and (in Chrome) drops the focus
    await waitFor(() => {
      expect(button).toBeDisabled();
      expect(button).not.toHaveFocus();
    });
    expect(await screen.findByText('Retry failed')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toBeEnabled();
  });

  it('moves the focus to the next failed message when the retried one leaves the Failed list', async () => {
    const second: MessageView = { ...FAILED, id: 'msg-failed-2', kind: 'referral.received' };
    let retried = false;
    mockFetchRoutes({
      [LIST]: () => page(retried ? [second] : [FAILED, second]),
      [retryRoute(FAILED.id)]: () => {
        retried = true;
        return { status: 200, body: { ...FAILED, status: 'queued', attempts: 0, lastError: null } };
      },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Status'), 'Failed');
    await user.click(await screen.findByRole('button', { name: /^Retry delivery: Veteran on the waitlist/ }));
    const next = await screen.findByRole('button', { name: /^Retry delivery: New referral/ });
    await waitFor(() => expect(screen.queryAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(next).toHaveFocus());
  });

  it('moves the focus to the heading when the last failed message left the list', async () => {
    let retried = false;
    mockFetchRoutes({
      [LIST]: () => page(retried ? [] : [FAILED]),
      [retryRoute(FAILED.id)]: () => {
        retried = true;
        return { status: 200, body: { ...FAILED, status: 'queued', attempts: 0, lastError: null } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Retry delivery/ }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'All messages' })).toHaveFocus(),
    );
  });
});
