import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { AdminPerson } from '@shared/contracts/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const withPath = (person: typeof MARCUS): AdminPerson => ({
  ...person,
  status: 'offered',
  timeline: [
    {
      type: 'identified',
      occurredAt: '2025-03-01T12:00:00.000Z',
      recordedAt: '2025-03-20T12:00:00.000Z',
      recordedBy: 'Capital Region Veterans',
      sentence: 'Identified as homeless: in an emergency shelter',
      lateReason: 'paper outreach log',
    },
    {
      type: 'offered',
      occurredAt: '2025-03-22T12:00:00.000Z',
      recordedAt: '2025-03-22T12:00:00.000Z',
      recordedBy: 'The platform',
      sentence: 'Offered a home',
      lateReason: null,
    },
  ],
});

/** Marcus on the path above, in this organization, with these matches and referrals. */
const marcusWith = (
  organizationId: string | null,
  attached: Partial<AdminPerson['attached']>,
): AdminPerson => ({
  ...withPath(MARCUS),
  organizationId,
  attached: { ...MARCUS.attached, ...attached },
});

/** Opens the person's page, whose placements the server accepts, and answers its move-in section. */
async function openMoveIn(person: AdminPerson, routes: Parameters<typeof mockFetchRoutes>[0] = {}) {
  const fetchMock = mockFetchRoutes({
    [personRoute(MARCUS_ID)]: { status: 200, body: person },
    ...routes,
    'POST /api/placements': { status: 201, body: {} },
  });
  renderPerson(MARCUS_ID);
  const section = await screen.findByRole('region', { name: 'Record move-in' });
  return { fetchMock, section };
}

describe('PersonPage', () => {
  it('shows the person, a tappable phone, and every record attached with what each intake reported', async () => {
    mockFetchRoutes({ [personRoute(MARCUS_ID)]: { status: 200, body: withPath(MARCUS) } });
    renderPerson(MARCUS_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcus Reed' })).toBeInTheDocument();
    expect(screen.getByText('First came in through: Housing intake.')).toBeInTheDocument();
    expect(screen.getByText('Offered a home', { selector: 'span' })).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      'Identified as homeless: in an emergency shelterMar 1, 2025 · recorded by Capital Region Veterans on Mar 20, 2025 (paper outreach log)',
      'Offered a homeMar 22, 2025 · recorded by The platform',
    ]);
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
    mockFetchRoutes({ [personRoute(MARCUS_ID)]: { status: 200, body: withPath(DARNELL) } });
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

  it('records a move-in into one of the open matches; the server decides whose placement it is', async () => {
    const matchId = 'b0000000-0000-4000-8000-000000000002';
    const person = marcusWith('a0000000-0000-4000-8000-000000000001', {
      matches: [
        {
          id: matchId,
          reference: null,
          address: '5 Elm St, Troy, NY',
          status: 'approved',
          origin: 'engine',
          createdAt: '2025-03-22T12:00:00.000Z',
        },
        {
          id: 'declined-1',
          reference: null,
          address: '9 Gone Rd, Troy, NY',
          status: 'declined',
          origin: 'engine',
          createdAt: '2025-03-01T12:00:00.000Z',
        },
      ],
    });
    const { fetchMock, section } = await openMoveIn(person);
    expect(within(section).getAllByRole('radio')).toHaveLength(1);
    expect(within(section).getByRole('radio', { name: '5 Elm St, Troy, NY' })).toBeChecked();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText(/Monthly rent/), '950');
    await user.click(within(section).getByRole('button', { name: 'Record move-in' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/placements')).toHaveLength(1));
    const [sent] = callsTo(fetchMock, 'POST /api/placements') as Record<string, unknown>[];
    expect(sent).toMatchObject({ matchId, monthlyRent: 950 });
    // the organisation is the match's (decision 0034), never the page's choice
    expect(sent).not.toHaveProperty('vsoId');
  });

  it('finds a listed home for a person with an open referral and no match, and places from the referral', async () => {
    const referralId = 'c0000000-0000-4000-8000-000000000003';
    const propertyId = 'd0000000-0000-4000-8000-000000000004';
    const person = marcusWith(null, {
      matches: [],
      referrals: [
        {
          id: referralId,
          reference: 'RF-1',
          organizationName: 'Other Org',
          status: 'contacted',
          createdAt: '2025-03-22T12:00:00.000Z',
        },
      ],
    });
    const { fetchMock, section } = await openMoveIn(person, {
      'GET /api/placement-homes': {
        status: 200,
        body: [{ id: propertyId, address: '7 Oak St, Troy, NY 12180', unitsAvailable: 2, monthlyRent: 900 }],
      },
    });
    const user = userEvent.setup();
    await user.type(within(section).getByRole('searchbox'), 'Troy');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    await user.click(
      await within(section).findByRole('radio', { name: /7 Oak St, Troy, NY 12180 · 2 units free/ }),
    );
    await user.type(within(section).getByLabelText(/Monthly rent/), '900');
    await user.click(within(section).getByRole('button', { name: 'Record move-in' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/placements')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/placements')[0]).toMatchObject({
      referralId,
      propertyId,
      monthlyRent: 900,
    });
  });
});
