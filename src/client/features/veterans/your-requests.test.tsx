import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { MAX_KEPT_REQUESTS, readSentRequests, rememberSentRequest } from './sent-requests';
import VeteransPage from './veterans-page';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the requests a veteran sent', () => {
  it('are kept in this browser, newest first, references and home ids only', () => {
    rememberSentRequest({ reference: 'VH-7K2Q9M', propertyId: 'p1' });
    rememberSentRequest({ reference: 'VH-8L3R2N', propertyId: 'p2' });
    expect(readSentRequests()).toEqual([
      { reference: 'VH-8L3R2N', propertyId: 'p2' },
      { reference: 'VH-7K2Q9M', propertyId: 'p1' },
    ]);
    for (let i = 0; i < 12; i++)
      rememberSentRequest({ reference: `VH-${'ABCDEFGHJKLM'[i]}22222`, propertyId: 'p' });
    expect(readSentRequests()).toHaveLength(MAX_KEPT_REQUESTS);
    window.localStorage.setItem('vhm.sent-match-requests', '{"not":"a list"}');
    expect(readSentRequests()).toEqual([]);
  });

  it('show on the veterans page after a reload, each with its status, and a request the server lost can be removed', async () => {
    rememberSentRequest({ reference: 'VH-GQNE22', propertyId: 'p2' });
    rememberSentRequest({ reference: 'VH-7K2Q9M', propertyId: 'p1' });
    mockFetchRoutes({
      'GET /api/match-requests/VH-7K2Q9M': {
        status: 200,
        body: {
          reference: 'VH-7K2Q9M',
          propertyId: 'p1',
          address: '12 Maple St, Albany, NY',
          status: 'approved',
          statusText: 'Approved. The landlord has your contact details and will reach out to you.',
          sentAt: '2026-11-20T15:00:00.000Z',
        },
      },
      'GET /api/match-requests/VH-GQNE22': {
        status: 404,
        body: { message: 'No request has this reference.' },
      },
    });
    renderRoutes('/veterans', <Route path="/veterans" component={VeteransPage} />);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Your requests' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      await within(section).findByText(/Approved\. The landlord has your contact details/),
    ).toBeInTheDocument();
    expect(within(section).getByText('VH-7K2Q9M')).toBeInTheDocument();
    expect(within(section).getByText(/12 Maple St, Albany, NY/)).toBeInTheDocument();

    await userEvent.click(await within(section).findByRole('button', { name: 'Remove it from this list' }));
    expect(within(section).queryByText('VH-GQNE22')).not.toBeInTheDocument();
    expect(readSentRequests().map((r) => r.reference)).toEqual(['VH-7K2Q9M']);
  });
});
