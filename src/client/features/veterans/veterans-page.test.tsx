import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { ZFindMatchesResponse } from '@shared/contracts/match-search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { matchFixture } from './veterans.fixtures';
import VeteransPage from './veterans-page';

const FOUND = ZFindMatchesResponse.parse({ matches: [matchFixture({ address: '1 Oak St' })], total: 1 });

beforeEach(() => localStorage.clear());

describe('VeteransPage', () => {
  it('clears the homes of an earlier search when a new search fails', async () => {
    let fail = false;
    mockFetchRoutes({
      'POST /api/find-matches': () =>
        fail
          ? { status: 503, body: { message: 'Something went wrong on our side.' } }
          : { status: 200, body: FOUND },
    });
    const user = userEvent.setup();
    renderRoutes('/veterans', <Route path="/veterans" component={VeteransPage} />);
    await user.type(await screen.findByRole('textbox', { name: /Preferred ZIP code/ }), '12345');
    await user.selectOptions(screen.getByRole('combobox', { name: /Discharge status/ }), 'honorable');
    await user.click(screen.getByRole('button', { name: 'Find Housing Matches' }));
    expect(await screen.findByText(/1 Oak St/)).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Find Housing Matches' }));
    expect(await screen.findByText("We couldn't search for homes")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/1 Oak St/)).not.toBeInTheDocument());
  });
});
