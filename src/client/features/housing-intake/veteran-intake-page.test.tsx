import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { makeVso } from '../network/network.fixtures';
import VeteranIntakePage from './veteran-intake-page';

const POST = 'POST /api/veterans-housing';
const created = {
  message: 'Veteran housing profile created',
  existingVeteran: false,
  caseloadVeteranId: null,
  referral: null,
};

function renderPage(path = '/veteran-intake') {
  renderRoutes(path, <Route path="/veteran-intake" component={VeteranIntakePage} />);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Veteran's full name/), 'Maria Lopez');
  await user.type(screen.getByLabelText(/Case manager's email/), 'case@vso.org');
  await user.type(screen.getByLabelText(/ZIP code where they want to live/), '12207');
}

afterEach(() => {
  window.localStorage.clear();
});

describe('VeteranIntakePage', () => {
  it("registers a signed-in partner's veteran with the partner's token and says so", async () => {
    window.localStorage.setItem(
      'partnerOrganization',
      JSON.stringify({ id: 'o-1', name: 'Capital Region Veterans Alliance' }),
    );
    const fetchMock = mockFetchRoutes({
      [POST]: { status: 201, body: created },
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Capital Region Veterans Alliance')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    await screen.findByText('Veteran Housing Profile Created');
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/veterans-housing')?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
  });

  it("shows the contract's messages for the required fields and sends nothing", async () => {
    const fetchMock = mockFetchRoutes({});
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    // the error summary at the top names each field to fix, links to it, and has the focus
    const summary = await screen.findByRole('heading', {
      level: 2,
      name: 'There are 3 problems with this form',
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary.closest('[role="alert"]') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      "Veteran's full name: Enter the veteran's name",
      "Case manager's email: Enter the case manager's email address",
      'ZIP code where they want to live: Enter a ZIP code',
    ]);
    await user.click(links[2] as HTMLElement);
    expect(screen.getByLabelText(/ZIP code where they want to live/)).toHaveFocus();
    expect(screen.getAllByText("Enter the veteran's name").length).toBeGreaterThan(0);
    const name = screen.getByLabelText(/Veteran's full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription("Enter the veteran's name");
    expect(screen.getByLabelText(/ZIP code where they want to live/)).toHaveAttribute('maxLength', '10');
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('registers the veteran with every field, then clears the form and says what happens next', async () => {
    const fetchMock = mockFetchRoutes({
      [POST]: { status: 201, body: created },
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Veteran's phone/), '518-555-0142');
    await user.type(screen.getByLabelText(/Veteran's email/), 'maria@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Has a HUD-VASH voucher' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has a pet' }));
    await user.selectOptions(screen.getByLabelText('How urgent is it?'), 'critical');
    await user.type(screen.getByLabelText('Most they can pay a month'), '1,200');
    await user.type(screen.getByLabelText('Anything else we should know'), 'Needs a ground floor');
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));

    expect(await screen.findByText('Veteran Housing Profile Created')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toEqual([
      {
        name: 'Maria Lopez',
        phone: '518-555-0142',
        email: 'maria@example.com',
        caseManagerEmail: 'case@vso.org',
        zipCode: '12207',
        hasVoucher: true,
        requiresAccessibility: false,
        hasPet: true,
        urgencyLevel: 'critical',
        additionalNotes: 'Needs a ground floor',
        maxMonthlyRent: 1200,
      },
    ]);
    const confirmation = screen.getByText('Veteran registered').closest('[role="status"]');
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent('What happens next');
    await waitFor(() => expect(screen.getByLabelText(/Veteran's full name/)).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Has a HUD-VASH voucher' })).not.toBeChecked();
  });

  it('warns when the veteran was already on record, with a link to them in the caseload for a partner', async () => {
    window.localStorage.setItem('partnerOrganization', JSON.stringify({ id: 'o-1', name: 'Alliance' }));
    const veteranId = 'a0000000-0000-4000-8000-000000000009';
    mockFetchRoutes({
      [POST]: { status: 201, body: { ...created, existingVeteran: true, caseloadVeteranId: veteranId } },
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We already have a record for this veteran: we updated it instead of creating a second one.',
    );
    expect(screen.getByRole('link', { name: 'Open the existing record in your caseload' })).toHaveAttribute(
      'href',
      `/partner/caseload/${veteranId}`,
    );
  });

  it('warns a visitor who is not signed in without a link, and says nothing for a new veteran', async () => {
    let existing = true;
    mockFetchRoutes({ [POST]: () => ({ status: 201, body: { ...created, existingVeteran: existing } }) });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    expect(await screen.findByText(/We already have a record for this veteran/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /existing record/ })).not.toBeInTheDocument();
    existing = false;
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    await waitFor(() => expect(screen.queryByText(/We already have a record/)).not.toBeInTheDocument());
  });

  it('asks where the veteran is staying as a list of situations, and since when, and sends the answers', async () => {
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: created } });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    const where = screen.getByRole('group', { name: /Where is the veteran staying now/ });
    await user.click(within(where).getByLabelText(/Sleeping outside, in a vehicle/));
    await user.type(screen.getByLabelText(/When did this time without a home begin/), '2025-09-01');
    await user.selectOptions(screen.getByLabelText(/disabling condition/), 'yes');
    await user.selectOptions(screen.getByLabelText(/Times homeless in the last 3 years/), '4');
    await user.selectOptions(screen.getByLabelText(/Months homeless in the last 3 years/), '13');
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    await screen.findByText('Veteran Housing Profile Created');
    expect(callsTo(fetchMock, POST)[0]).toMatchObject({
      livingSituation: 116,
      homelessSince: '2025-09-01',
      disablingCondition: true,
      timesHomeless: 4,
      monthsHomeless: 13,
    });
  });

  it('sends an empty budget as unknown (null)', async () => {
    const fetchMock = mockFetchRoutes({
      [POST]: { status: 201, body: created },
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    await screen.findByText('Veteran Housing Profile Created');
    expect(callsTo(fetchMock, POST)[0]).toMatchObject({ maxMonthlyRent: null, urgencyLevel: 'normal' });
  });

  it("keeps what was typed when the server refuses it, with the spec's toast and the field's message", async () => {
    mockFetchRoutes({
      [POST]: {
        status: 400,
        body: {
          message: 'Check the form',
          issues: [{ path: 'zipCode', message: 'We do not know this ZIP code' }],
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to register veteran for housing.')).toBeInTheDocument();
    // the server's refusal is summed up at the top too, with the focus there, and links to the field
    const summary = await screen.findByRole('heading', { name: 'There is 1 problem with this form' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      screen.getByRole('link', { name: /ZIP code where they want to live: We do not know this ZIP code/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Veteran's full name/)).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText(/ZIP code where they want to live/)).toHaveValue('12207');
  });

  it("starts a placement with the organisation whose page sent the visitor, and gives the referral's reference", async () => {
    const organizationId = '0b6f3c2e-1d4a-4c5b-9e8f-7a6b5c4d3e2f';
    const fetchMock = mockFetchRoutes({
      [`GET /api/vsos/${organizationId}`]: {
        status: 200,
        body: { ...makeVso(), id: organizationId, name: 'Capital Region Veterans Alliance' },
      },
      [POST]: {
        status: 201,
        body: {
          ...created,
          referral: { organizationName: 'Capital Region Veterans Alliance', reference: 'RF-7K2Q9M' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage(`/veteran-intake?organization=${organizationId}`);
    expect(
      await screen.findByText('Starting a housing placement with Capital Region Veterans Alliance'),
    ).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    expect(
      await screen.findByText(/Capital Region Veterans Alliance has the referral, reference RF-7K2Q9M/),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)[0]).toMatchObject({ organizationId, name: 'Maria Lopez' });
  });

  it("on the page the server rendered ahead, shows the partner's organisation once the app takes over, and takes what is typed", async () => {
    const page = (
      <Providers client={createQueryClient()}>
        <Router ssrPath="/veteran-intake">
          <VeteranIntakePage />
        </Router>
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // the server knows no partner: the page it renders is the same for everyone
    expect(container.textContent).toContain(
      "Only our housing staff see the veteran's name and contact details.",
    );
    window.localStorage.setItem(
      'partnerOrganization',
      JSON.stringify({ id: 'o-1', name: 'Capital Region Veterans Alliance' }),
    );
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: created } });
    const mismatches: unknown[] = [];
    render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    expect(await screen.findByText('Capital Region Veterans Alliance')).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    const user = userEvent.setup();
    await fillRequired(user);
    expect(screen.getByLabelText(/Veteran's full name/)).toHaveValue('Maria Lopez');
    await user.click(screen.getByRole('button', { name: 'Register Veteran' }));
    await screen.findByText('Veteran Housing Profile Created');
    expect(callsTo(fetchMock, POST)[0]).toMatchObject({ name: 'Maria Lopez', zipCode: '12207' });
  });
});
