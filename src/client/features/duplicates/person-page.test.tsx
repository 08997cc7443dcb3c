import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DARNELL, MARCUS, MARCUS_ID, personRoute } from './duplicates.fixtures';
import PersonPage from './person-page';

function renderPerson(id: string) {
  renderRoutes(
    `/admin/people/${id}`,
    <Route path="/admin/people/:veteranId">{(params) => <PersonPage veteranId={params.veteranId} />}</Route>,
  );
}

describe('PersonPage', () => {
  it('shows the person, a tappable phone, and every record attached with what each intake reported', async () => {
    mockFetchRoutes({ [personRoute(MARCUS_ID)]: { status: 200, body: MARCUS } });
    renderPerson(MARCUS_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcus Reed' })).toBeInTheDocument();
    expect(screen.getByText('First came in through: Housing intake.')).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Details' }).parentElement
      ?.parentElement as HTMLElement;
    expect(within(details).getAllByRole('link', { name: '518-555-0142' })[0]).toHaveAttribute(
      'href',
      'tel:+15185550142',
    );
    expect(within(details).getByText('$1,200')).toBeInTheDocument();
    expect(within(details).queryByText('Same on both')).not.toBeInTheDocument();
    expect(screen.getByText('RF-7K2Q9M to Capital Region Veterans')).toBeInTheDocument();
    const report = screen.getByText('Made this record').closest('li') as HTMLElement;
    expect(within(report).getByText('Housing voucher').nextElementSibling).toHaveTextContent('Yes');
    expect(screen.queryByText(/was merged into this one/)).not.toBeInTheDocument();
  });

  it('follows a merged record to the one that stays and says so', async () => {
    // fetch follows the server's redirect: the answer is the survivor
    mockFetchRoutes({ [personRoute(MARCUS_ID)]: { status: 200, body: DARNELL } });
    renderPerson(MARCUS_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Darnell Hayes' })).toBeInTheDocument();
    expect(screen.getByText(/The record you opened was merged into this one/)).toBeInTheDocument();
  });

  it('says the person is not found', async () => {
    mockFetchRoutes({
      [personRoute(MARCUS_ID)]: { status: 404, body: { message: 'We could not find this person.' } },
    });
    renderPerson(MARCUS_ID);
    expect(await screen.findByText('We could not find this person.')).toBeInTheDocument();
  });
});
