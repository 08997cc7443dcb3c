import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  ASSIGNEES,
  CONTACT_DETAIL,
  itemRoute,
  LISTING_DETAIL,
  PARTNER_APPLICATION_DETAIL,
} from './admin-inbox.fixtures';
import InboxItemPage from './inbox-item-page';

function renderItem(id: string) {
  renderRoutes(
    `/admin/inbox/${id}`,
    <Route path="/admin/inbox/:itemId">{(params) => <InboxItemPage itemId={params.itemId} />}</Route>,
  );
}

const admins = { status: 200, body: [{ id: 'admin-1', name: 'Alex Admin' }] };

describe('InboxItemPage', () => {
  it('shows the record, replies by email and keeps the reply in the history', async () => {
    const replied = {
      ...CONTACT_DETAIL,
      status: 'in_progress' as const,
      notes: [
        {
          id: 'n1',
          kind: 'reply' as const,
          body: 'We can help.',
          author: 'Alex Admin',
          createdAt: CONTACT_DETAIL.createdAt,
        },
      ],
    };
    const fetchMock = mockFetchRoutes({
      [itemRoute(CONTACT_DETAIL.id)]: { status: 200, body: CONTACT_DETAIL },
      [itemRoute(CONTACT_DETAIL.id, 'reply')]: { status: 200, body: replied },
      [ASSIGNEES]: admins,
    });
    const user = userEvent.setup();
    renderItem(CONTACT_DETAIL.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dana Brooks: Housing help' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Can someone call me?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '518-555-0142' })).toHaveAttribute('href', 'tel:+15185550142');
    expect(screen.getByText('Nothing done yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve listing' })).not.toBeInTheDocument();

    const reply = screen.getByLabelText(/Reply by email to dana@example.org/);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(reply).toHaveAccessibleDescription('Write your reply');
    await user.type(reply, 'We can help.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent by email · Alex Admin', { exact: false })).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/inbox/${CONTACT_DETAIL.id}/reply`)).toEqual([
      { body: 'We can help.' },
    ]);
    expect(reply).toHaveValue('');
  });

  it('approves or declines a listing; a decline needs a reason the landlord reads', async () => {
    const fetchMock = mockFetchRoutes({
      [itemRoute(LISTING_DETAIL.id)]: { status: 200, body: LISTING_DETAIL },
      [itemRoute(LISTING_DETAIL.id, 'listing-decision')]: (init) =>
        JSON.parse(String(init?.body)).decision === 'approve'
          ? { status: 200, body: { ...LISTING_DETAIL, status: 'done', actions: [] } }
          : { status: 400, body: { message: 'Invalid', issues: [{ path: 'reason', message: 'Too short' }] } },
      [ASSIGNEES]: admins,
    });
    const user = userEvent.setup();
    renderItem(LISTING_DETAIL.id);
    const reason = await screen.findByLabelText(/Reason for declining/);
    await user.click(screen.getByRole('button', { name: 'Decline listing' }));
    expect(reason).toHaveAccessibleDescription(/Give the landlord a reason for declining/);
    await user.type(reason, 'No');
    await user.click(screen.getByRole('button', { name: 'Decline listing' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve listing' }));
    expect(await screen.findByText('This request is done. Its history stays here.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/inbox/${LISTING_DETAIL.id}/listing-decision`)).toEqual([
      { decision: 'decline', reason: 'No' },
      { decision: 'approve' },
    ]);
  });

  it('approves a housing-partner application, or declines it with the reason the applicant reads', async () => {
    const item = PARTNER_APPLICATION_DETAIL;
    const fetchMock = mockFetchRoutes({
      [itemRoute(item.id)]: { status: 200, body: item },
      [itemRoute(item.id, 'partner-application-decision')]: (init) =>
        JSON.parse(String(init?.body)).decision === 'approve'
          ? { status: 200, body: { ...item, status: 'done', actions: [] } }
          : { status: 400, body: { message: 'Invalid', issues: [{ path: 'reason', message: 'Too short' }] } },
      [ASSIGNEES]: admins,
    });
    const user = userEvent.setup();
    renderItem(item.id);
    expect(await screen.findByText('Capital Region Homes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Decide the application' })).toBeInTheDocument();
    const reason = screen.getByLabelText(/Reason for declining/);
    await user.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(reason).toHaveAccessibleDescription(/Give the applicant a reason for declining/);
    await user.type(reason, 'No');
    await user.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve and invite' }));
    const done = await screen.findByText('This request is done. Its history stays here.');
    // the pressed button is gone: the focus is on what says the request is done, never on <body> (issue 37)
    await waitFor(() => expect(done).toHaveFocus());
    expect(callsTo(fetchMock, `POST /api/admin/inbox/${item.id}/partner-application-decision`)).toEqual([
      { decision: 'decline', reason: 'No' },
      { decision: 'approve' },
    ]);
  });

  it('assigns the request to an admin', async () => {
    const fetchMock = mockFetchRoutes({
      [itemRoute(CONTACT_DETAIL.id)]: { status: 200, body: CONTACT_DETAIL },
      [itemRoute(CONTACT_DETAIL.id, 'assign')]: {
        status: 200,
        body: { ...CONTACT_DETAIL, status: 'in_progress', assignee: { id: 'admin-1', name: 'Alex Admin' } },
      },
      [ASSIGNEES]: admins,
    });
    const user = userEvent.setup();
    renderItem(CONTACT_DETAIL.id);
    const select = await screen.findByLabelText('Assignee');
    await within(select).findByRole('option', { name: 'Alex Admin' });
    await user.selectOptions(select, 'Alex Admin');
    expect(await screen.findByText(/Assignee: Alex Admin/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/inbox/${CONTACT_DETAIL.id}/assign`)).toEqual([
      { assigneeId: 'admin-1' },
    ]);
  });
});
