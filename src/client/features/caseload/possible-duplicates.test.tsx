import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { DuplicatePair } from '@shared/contracts/duplicates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { caseloadPage, signInPartner, waitingItem } from './caseload.fixtures';
import CaseloadPage from './caseload-page';

const CASELOAD = 'GET /api/partner/caseload';
const DUPLICATES = 'GET /api/partner/duplicates';
const PAIR_ID = '5f0c1e9a-2b3c-4d5e-8f60-718293a4b5c6';
const ASK = `POST /api/partner/duplicates/${PAIR_ID}/merge-request`;

const person = (id: string, name: string) => ({
  id,
  name,
  phone: '5185550142',
  email: null,
  zipCode: '12207',
  organizationName: 'Capital Region Veterans Alliance',
  createdAt: '2025-01-02T15:00:00.000Z',
});

const PAIR: DuplicatePair = {
  id: PAIR_ID,
  status: 'open',
  evidence: ['phone', 'zipCode'],
  evidenceText: 'Same phone and ZIP code',
  mergeRequested: false,
  createdAt: '2025-01-20T09:00:00.000Z',
  people: [
    person('a0000000-0000-4000-8000-000000000001', 'Marcus Reed'),
    person('a0000000-0000-4000-8000-000000000009', 'Marcus J. Reed'),
  ],
};

function renderPage() {
  renderRoutes('/partner/caseload', <Route path="/partner/caseload" component={CaseloadPage} />);
}

afterEach(() => {
  window.localStorage.clear();
});

describe('Possible duplicates on the caseload', () => {
  it('lists pairs of the organisation veterans and asks an admin to merge one, saying so', async () => {
    signInPartner();
    let asked = false;
    const fetchMock = mockFetchRoutes({
      [CASELOAD]: { status: 200, body: caseloadPage([waitingItem]) },
      [DUPLICATES]: () => ({ status: 200, body: [{ ...PAIR, mergeRequested: asked }] }),
      [ASK]: () => {
        asked = true;
        return { status: 200, body: { id: PAIR_ID, mergeRequested: true } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Possible duplicates' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('Same phone and ZIP code')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Marcus J. Reed' })).toHaveAttribute(
      'href',
      '/partner/caseload/a0000000-0000-4000-8000-000000000009',
    );
    expect(within(section).getAllByRole('link', { name: '518-555-0142' })[0]).toHaveAttribute(
      'href',
      'tel:+15185550142',
    );
    await user.click(
      within(section).getByRole('button', { name: 'Ask an admin to merge Marcus Reed and Marcus J. Reed' }),
    );
    const status = await within(section).findByText(
      /You asked an admin to merge Marcus Reed and Marcus J. Reed/,
      {
        selector: '[role="status"]',
      },
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(await within(section).findByText('You asked an admin to merge these two')).toBeInTheDocument();
    expect(callsTo(fetchMock, ASK)).toHaveLength(1);
  });

  it('shows nothing while there are no possible duplicates', async () => {
    signInPartner();
    const fetchMock = mockFetchRoutes({
      [CASELOAD]: { status: 200, body: caseloadPage([waitingItem]) },
      [DUPLICATES]: { status: 200, body: [] },
    });
    renderPage();
    await screen.findByText('Hal Critical');
    await waitFor(() => expect(callsTo(fetchMock, DUPLICATES)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Possible duplicates' })).not.toBeInTheDocument();
  });
});
