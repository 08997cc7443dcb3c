import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { MyItem, MyPage } from '@shared/contracts/my';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import MyPageScreen from './my-page';

const renderAt = (path: string) => renderRoutes(path, <Route path="/my" component={MyPageScreen} />);

const offer: MyItem = {
  id: 'm-1',
  kind: 'offer',
  reference: null,
  status: 'pending',
  title: '12 Birch Rd, Albany, NY',
  statusText: 'A home is offered to you',
  nextStep: 'Accept or decline it by Friday, December 11.',
  contact: { name: 'Hope Housing', phone: '5185550100', email: null },
  createdAt: '2026-11-27T10:00:00.000Z',
  actions: ['accept', 'decline'],
  decideBy: '2026-12-11T10:00:00.000Z',
};
const request: MyItem = {
  ...offer,
  id: 'm-2',
  kind: 'request',
  reference: 'VH-7K2Q9M',
  title: '5 Elm St, Albany, NY',
  statusText: 'The landlord has your request',
  nextStep: 'They will reply by Sunday, November 29.',
  actions: ['withdraw'],
  decideBy: null,
};
const page: MyPage = {
  firstName: 'Dana',
  scope: 'person',
  status: 'offered',
  statusText: 'Offered a home',
  contact: { email: 'dana@example.com', phone: '5185550141', pendingEmail: null },
  requests: [request],
  offers: [offer],
  applications: [],
  households: [],
};

describe('/my, the veteran’s own page', () => {
  it('without a session asks for the reference and the last 4 digits, with errors tied to their fields', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      'GET /api/my': { status: 401, body: { error: 'Unauthorized', message: 'Sign in to continue.' } },
      'POST /api/my/access': { status: 200, body: { message: 'Open.' } },
    });
    renderAt('/my');
    await user.click(await screen.findByRole('button', { name: 'Open my page' }));
    const reference = screen.getByRole('textbox', { name: /Your reference/ });
    expect(reference).toHaveAccessibleDescription(/Enter the reference you were given/);
    expect(reference).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/my/access')).toEqual([]);
    await user.type(reference, 'vh-7k2q9m');
    await user.type(screen.getByRole('textbox', { name: /Last 4 digits/ }), '0141');
    await user.click(screen.getByRole('button', { name: 'Open my page' }));
    expect(callsTo(fetchMock, 'POST /api/my/access')).toEqual([
      { reference: 'VH-7K2Q9M', phoneLast4: '0141' },
    ]);
    expect(screen.getByRole('heading', { name: /Need help right now/ })).toBeInTheDocument();
  });

  it('a link from a message is used only when the button is pressed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      'GET /api/my': { status: 200, body: page },
      'POST /api/my/access': { status: 200, body: { message: 'Open.' } },
    });
    renderAt(`/my?token=${'A'.repeat(43)}`);
    expect(callsTo(fetchMock, 'POST /api/my/access')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Open my page' }));
    expect(callsTo(fetchMock, 'POST /api/my/access')).toEqual([{ token: 'A'.repeat(43) }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Dana' })).toBeInTheDocument();
  });

  it('the link mailed to a new email confirms it only when the button is pressed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      'GET /api/my': { status: 200, body: page },
      'POST /api/my/contact/confirm': { status: 200, body: { message: 'Your new email is confirmed.' } },
    });
    renderAt(`/my?confirm=${'B'.repeat(43)}`);
    expect(callsTo(fetchMock, 'POST /api/my/contact/confirm')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Confirm my email' }));
    expect(callsTo(fetchMock, 'POST /api/my/contact/confirm')).toEqual([{ token: 'B'.repeat(43) }]);
    expect(await screen.findByText('Your new email is confirmed')).toBeInTheDocument();
  });

  it('shows where each thing stands; saying no to a home asks the reason first', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      'GET /api/my': { status: 200, body: page },
      'POST /api/my/offers/m-1/decision': { status: 200, body: { message: 'Declined.' } },
    });
    renderAt('/my');
    const offers = await screen.findByRole('region', { name: 'Homes offered to you' });
    expect(within(offers).getByText('A home is offered to you')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: '518-555-0100' })).toHaveAttribute(
      'href',
      'tel:+15185550100',
    );
    await user.click(within(offers).getByRole('button', { name: 'Say no to this home' }));
    await user.click(within(offers).getByRole('button', { name: 'Say no to this home' }));
    expect(within(offers).getByText('Choose the reason you are saying no')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/my/offers/m-1/decision')).toEqual([]);
    await user.click(within(offers).getByRole('radio', { name: 'Cannot afford the rent' }));
    await user.click(within(offers).getByRole('button', { name: 'Say no to this home' }));
    expect(callsTo(fetchMock, 'POST /api/my/offers/m-1/decision')).toEqual([
      { decision: 'decline', reason: 'Cannot afford the rent' },
    ]);
    const requests = screen.getByRole('region', { name: 'Your requests' });
    await user.click(within(requests).getByRole('button', { name: 'Withdraw this request' }));
    expect(within(requests).getByRole('button', { name: 'Keep the request' })).toHaveFocus();
  });
});
