import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import HousingPartnersPage from './housing-partners-page';

const POST = 'POST /api/partner-applications';
const received = {
  id: 'a-1',
  reference: 'PA-1A2B3C4D',
  status: 'pending',
  message: "We'll review your application and contact you within 48 hours.",
};

function renderPage() {
  renderRoutes('/housing-partners', <Route path="/housing-partners" component={HousingPartnersPage} />);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Jordan Realtor');
  await user.type(screen.getByLabelText(/Company or brokerage/), 'Capital Region Homes');
  await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '518-555-0142');
}

describe('HousingPartnersPage', () => {
  it("shows the spec's cards: commission, veterans' benefits and the review time", () => {
    mockFetchRoutes({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Housing Partner' })).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Why partner with us' });
    const cards = within(benefits)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual([
      'Earn 3-6% commission',
      'Co-living veterans with $2,000+ monthly benefits',
      'Review within 48 hours',
    ]);
    // the $2,000 floor is claimed only for the co-living households, where the application checks it
    expect(
      screen.getByText(/^Veterans in our co-living households have \$2,000 or more a month/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The veterans we refer have \$2,000/)).toBeNull();
  });

  it('says what is missing at each required field, toasts Missing Information and sends nothing', async () => {
    const fetchMock = mockFetchRoutes({});
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please complete all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Enter your full name');
    expect(screen.getByLabelText(/Company or brokerage/)).toHaveAccessibleDescription(
      'Enter your company or brokerage',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Enter your phone number/);
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    // the error summary at the top has the focus, and leads to each field
    const summary = screen.getByRole('heading', {
      level: 2,
      name: /^There are \d+ problems with this form$/,
    });
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Full name: Enter your full name' }));
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(screen.getByLabelText(/Real estate license/)).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, POST)).toEqual([]);
  });

  it('offers the choices in words and sends their values; confirms with the reference', async () => {
    const fetchMock = mockFetchRoutes({ [POST]: { status: 201, body: received } });
    const user = userEvent.setup();
    renderPage();
    const specialization = screen.getByLabelText('Specialization');
    expect(
      within(specialization)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose one (optional)',
      'Residential sales',
      'Rental properties',
      'Property management',
      'Investment properties',
      'Commercial real estate',
    ]);
    expect(
      within(screen.getByLabelText('Years of experience'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose one (optional)',
      '1 to 2 years',
      '3 to 5 years',
      '6 to 10 years',
      'More than 10 years',
    ]);
    expect(
      within(screen.getByLabelText(/Portfolio size/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose one (optional)',
      '1 to 10 properties',
      '11 to 25 properties',
      '26 to 50 properties',
      'More than 50 properties',
    ]);
    expect(
      within(screen.getByLabelText(/Referral capacity/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose one (optional)',
      '1 to 5 veterans',
      '6 to 10 veterans',
      '11 to 20 veterans',
      'More than 20 veterans',
    ]);

    await fillRequired(user);
    await user.selectOptions(specialization, 'Property management');
    await user.selectOptions(screen.getByLabelText('Years of experience'), '10+');
    await user.selectOptions(screen.getByLabelText(/Referral capacity/), '20+');
    await user.type(screen.getByLabelText(/Service area/), 'Albany County');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted!')).toBeInTheDocument();
    expect(screen.getByText('PA-1A2B3C4D')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toEqual([
      {
        name: 'Jordan Realtor',
        company: 'Capital Region Homes',
        email: 'jordan@example.com',
        phone: '518-555-0142',
        specialization: 'property-management',
        experience: '10+',
        serviceArea: 'Albany County',
        referralCapacity: '20+',
      },
    ]);
  });

  it("keeps what was typed and shows the server's field messages when it refuses", async () => {
    mockFetchRoutes({
      [POST]: {
        status: 400,
        body: {
          message: 'Enter a valid email address, like name@example.com',
          issues: [{ path: 'email', message: 'Enter a valid email address, like name@example.com' }],
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Jordan Realtor');
  });
});
