import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { CO_LIVING_INCOME_MESSAGE } from '@shared/domain/co-living/vocabulary';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import CoLivingIntakePage from './co-living-intake-page';

const POST = 'POST /api/co-living-applications';
const received = {
  id: 'a0000000-0000-4000-8000-000000000001',
  reference: 'CL-7K2Q9M',
  status: 'pending',
  totalVerifiedMonthlyIncome: 2150,
  message: 'We received the application. We begin compatibility matching within 24 hours.',
};

type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  renderRoutes('/co-living-intake', <Route path="/co-living-intake" component={CoLivingIntakePage} />);
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });

async function fillIncomes(user: User, disability = '1,200', socialSecurity = '950') {
  await user.click(screen.getByRole('checkbox', { name: 'I receive VA disability benefits' }));
  await user.click(screen.getByRole('checkbox', { name: /I receive Social Security benefits/ }));
  await user.type(screen.getByLabelText(/Monthly VA disability income/), disability);
  await user.type(screen.getByLabelText(/Monthly Social Security income/), socialSecurity);
}

async function fillEverythingElse(user: User) {
  await user.type(screen.getByLabelText(/Veteran's full name/), 'Maria Lopez');
  await user.type(screen.getByLabelText(/Veteran's email/), 'maria@example.com');
  await user.type(screen.getByLabelText(/Veteran's phone/), '518-555-0142');
  await user.type(screen.getByLabelText(/Veteran's ZIP code/), '12207');
  await user.type(screen.getByLabelText(/Case manager's name/), 'Casey Manager');
  await user.type(screen.getByLabelText(/Case manager's email/), 'case@vso.org');
  await user.type(screen.getByLabelText(/Case manager's phone/), '518-555-0199');
  await user.selectOptions(screen.getByLabelText(/Service branch/), 'navy');
  await user.selectOptions(screen.getByLabelText(/service era you prefer/), 'post_911');
  await user.selectOptions(screen.getByLabelText(/How social are you/), 'moderate');
  await user.selectOptions(screen.getByLabelText(/How clean/), 'very_clean');
  await user.selectOptions(screen.getByLabelText(/^Smoking/), 'non_smoking');
  await user.selectOptions(screen.getByLabelText(/^Alcohol/), 'no_preference');
  await user.selectOptions(screen.getByLabelText(/When there is a disagreement/), 'mediated');
  await user.type(screen.getByLabelText(/Most you can pay for a room/), '800');
  await user.selectOptions(screen.getByLabelText(/Room type/), 'shared_bath');
}

afterEach(() => {
  window.localStorage.clear();
});

describe('CoLivingIntakePage', () => {
  it('shows the four steps, with no benefit ticked for the veteran', () => {
    mockFetchRoutes({});
    renderPage();
    for (const step of [
      'Contact information',
      'Dual income verification',
      'Service background and compatibility',
      'Housing preferences',
    ])
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I receive VA disability benefits' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I receive Social Security benefits/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Interested in community activities' })).toBeChecked();
    for (const name of [
      'Willing to organize events',
      'Has lived in shared housing before',
      'Has pets',
      'Has a service animal',
    ])
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.getByLabelText('Quiet hours start')).toHaveValue('22:00');
    expect(screen.getByLabelText('Quiet hours end')).toHaveValue('07:00');
    expect(screen.getByLabelText(/Veteran's ZIP code/)).toHaveAttribute('maxLength', '5');
    expect(screen.getByRole('status', { name: 'Monthly income you reported: $0' })).toBeInTheDocument();
  });

  it('disables an income while its benefit box is unticked', async () => {
    mockFetchRoutes({});
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByLabelText(/Monthly VA disability income/)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I receive VA disability benefits' }));
    expect(screen.getByLabelText(/Monthly VA disability income/)).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'I receive VA disability benefits' }));
    expect(screen.getByLabelText(/Monthly VA disability income/)).toBeDisabled();
  });

  it('asks for pet details only when the veteran has pets', async () => {
    mockFetchRoutes({});
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByLabelText(/Tell us about the pets/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Has pets' }));
    expect(screen.getByLabelText(/Tell us about the pets/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Has pets' }));
    expect(screen.queryByLabelText(/Tell us about the pets/)).not.toBeInTheDocument();
  });

  it('keeps submit from sending below $2,000, reachable with its reason and the housing search, counting only ticked benefits', async () => {
    const fetchMock = mockFetchRoutes({});
    const user = userEvent.setup();
    renderPage();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveAccessibleDescription(expect.stringContaining(CO_LIVING_INCOME_MESSAGE));
    submitButton().focus();
    expect(submitButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Look for a home of your own instead' })).toHaveAttribute(
      'href',
      '/veterans',
    );
    await fillIncomes(user, '1200', '950');
    expect(screen.getByRole('status', { name: 'Monthly income you reported: $2,150' })).toHaveTextContent(
      'This meets the $2,000 monthly minimum for co-living, once it is verified.',
    );
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(CO_LIVING_INCOME_MESSAGE)).not.toBeInTheDocument();
    // unticking a benefit takes its income out of the total
    await user.click(screen.getByRole('checkbox', { name: /I receive Social Security benefits/ }));
    expect(screen.getByRole('status', { name: 'Monthly income you reported: $1,200' })).toBeInTheDocument();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the contract's messages on the fields under an error summary that links to each, and sends nothing", async () => {
    const fetchMock = mockFetchRoutes({});
    const user = userEvent.setup();
    renderPage();
    await fillIncomes(user);
    await user.click(submitButton());
    // VA.gov pattern: the summary at the top takes the focus and names each field to fix
    const summary = await screen.findByRole('heading', { name: /problems with this form/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const name = screen.getByLabelText(/Veteran's full name/);
    const toName = screen.getByRole('link', { name: "Veteran's full name: Name is required" });
    expect(
      screen.getByRole('link', { name: 'Room type: Room type preference is required' }),
    ).toBeInTheDocument();
    await user.click(toName);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/Veteran's ZIP code/)).toHaveAccessibleDescription(
      /5 digits.*Valid ZIP code required/,
    );
    expect(screen.getByText('Service branch is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum $400 room budget required')).toBeInTheDocument();
    expect(screen.getByText('Room type preference is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('submits the application, toasts the verified income and shows the reference', async () => {
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: received } });
    const user = userEvent.setup();
    renderPage();
    await fillEverythingElse(user);
    await fillIncomes(user);
    await user.click(screen.getByRole('checkbox', { name: 'Has pets' }));
    await user.type(screen.getByLabelText(/Tell us about the pets/), 'One cat');
    await user.click(submitButton());

    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Monthly income you reported: $2,150 (verified before a household is formed). We will begin compatibility matching within 24 hours.',
      ),
    ).toBeInTheDocument();
    const panel = screen.getByText('Application received').closest('[role="status"]');
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('CL-7K2Q9M');
    expect(callsTo(fetchMock, POST)).toEqual([
      expect.objectContaining({
        veteranName: 'Maria Lopez',
        veteranZip: '12207',
        hasDisabilityBenefits: true,
        hasSocialSecurityBenefits: true,
        monthlyDisabilityIncome: 1200,
        monthlySocialSecurityIncome: 950,
        serviceBranch: 'navy',
        maxRoomBudget: 800,
        preferredRoomType: 'shared_bath',
        hasPets: true,
        petDetails: 'One cat',
        interestInCommunityActivities: true,
        quietHours: { start: '22:00', end: '07:00' },
      }),
    ]);
  });

  it("sends no income for a benefit unticked, and keeps the pets' details through unticking", async () => {
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: received } });
    const user = userEvent.setup();
    renderPage();
    await fillEverythingElse(user);
    await fillIncomes(user, '2,100', '950');
    await user.click(screen.getByRole('checkbox', { name: /I receive Social Security benefits/ }));
    expect(screen.getByLabelText(/Monthly Social Security income/)).toHaveValue('950');
    await user.click(screen.getByRole('checkbox', { name: 'Has pets' }));
    await user.type(screen.getByLabelText(/Tell us about the pets/), 'One cat');
    await user.click(screen.getByRole('checkbox', { name: 'Has pets' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has pets' }));
    expect(screen.getByLabelText(/Tell us about the pets/)).toHaveValue('One cat');
    await user.click(submitButton());
    await screen.findByText('Application Submitted Successfully!');
    expect(callsTo(fetchMock, POST)).toEqual([
      expect.objectContaining({
        hasDisabilityBenefits: true,
        monthlyDisabilityIncome: 2100,
        hasSocialSecurityBenefits: false,
        monthlySocialSecurityIncome: null,
        hasPets: true,
        petDetails: 'One cat',
      }),
    ]);
  });

  it("sends a signed-in partner's token", async () => {
    window.localStorage.setItem(
      'partnerOrganization',
      JSON.stringify({ id: 'o-1', name: 'Capital Alliance' }),
    );
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: received } });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Capital Alliance')).toBeInTheDocument();
    await fillEverythingElse(user);
    await fillIncomes(user);
    await user.click(submitButton());
    await screen.findByText('Application Submitted Successfully!');
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/co-living-applications')?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
  });

  it('keeps what was typed on failure, toasts the error and ties server messages to fields', async () => {
    mockFetchRoutes({
      [POST]: {
        status: 400,
        body: {
          message: 'Valid email required',
          issues: [{ path: 'veteranEmail', message: 'Valid email required' }],
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await fillEverythingElse(user);
    await fillIncomes(user);
    await user.click(submitButton());
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error submitting your application. Please try again.'),
    ).toBeInTheDocument();
    const email = screen.getByLabelText(/Veteran's email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Valid email required$/));
    expect(email).toHaveValue('maria@example.com');
    expect(screen.getByLabelText(/Veteran's full name/)).toHaveValue('Maria Lopez');
  });

  it("on the page the server rendered ahead, shows the partner's organisation once the app takes over, and takes what is typed", async () => {
    const page = (
      <Providers client={createQueryClient()}>
        <Router ssrPath="/co-living-intake">
          <CoLivingIntakePage />
        </Router>
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // the server knows no partner: the page it renders is the same for everyone
    expect(container.textContent).toContain("Only our housing staff see the veteran's contact details");
    window.localStorage.setItem(
      'partnerOrganization',
      JSON.stringify({ id: 'o-1', name: 'Capital Alliance' }),
    );
    mockFetchRoutes({});
    const mismatches: unknown[] = [];
    render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    expect(await screen.findByText('Capital Alliance')).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Veteran's full name/), 'Maria Lopez');
    expect(screen.getByLabelText(/Veteran's full name/)).toHaveValue('Maria Lopez');
  });
});
