import { callsTo } from '@client/test/fetch-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryBackend, renderDirectory, searchAlbany } from './directory.fixtures';
import { makeVso } from './network.fixtures';

const ALBANY = makeVso();
const REFERRAL_ID = '5b0c7f1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

function backend(overrides: Parameters<typeof directoryBackend>[1] = {}) {
  return directoryBackend([ALBANY], {
    'POST /api/veteran-referrals': { status: 201, body: { id: REFERRAL_ID, reference: 'RF-7K2Q9M' } },
    ...overrides,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the 'Refer a Veteran in Need' modal", () => {
  it('validates, submits, shows the success step with the reference and a summary download, and resets on close', async () => {
    const user = userEvent.setup();
    const fetchMock = backend();
    const createObjectURL = vi.fn(() => 'blob:summary');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderDirectory();
    const card = await searchAlbany(user);
    await user.click(within(card).getByRole('button', { name: /Refer a Veteran/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer a Veteran in Need' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
    expect(await within(dialog).findByText('ZIP code must be at least 5 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select the type of service needed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Veteran's name/)).toHaveAccessibleDescription(
      expect.stringContaining("Enter the veteran's name"),
    );
    expect(within(dialog).getByLabelText(/Veteran's phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Give a phone number or an email so the organization can reach the veteran'),
    );
    expect(within(dialog).getByLabelText(/Veteran's phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('We share these with Capital Region Veterans Alliance only.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Veteran's name/), 'Morgan Lee');
    await user.type(within(dialog).getByLabelText(/Veteran's email/), 'morgan@example.com');
    await user.type(within(dialog).getByLabelText(/ZIP code/), '12345678901');
    expect(within(dialog).getByLabelText(/ZIP code/)).toHaveValue('1234567890');
    await user.clear(within(dialog).getByLabelText(/ZIP code/));
    await user.type(within(dialog).getByLabelText(/ZIP code/), '12208');
    await user.selectOptions(within(dialog).getByLabelText(/Type of service/), 'Housing Assistance');
    await user.click(within(dialog).getByRole('radio', { name: 'Critical: within 7 days' }));
    await user.type(within(dialog).getByLabelText(/Preferred contact/), 'Phone after 5 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Referral Submitted Successfully' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The organization will contact the veteran within 24 hours.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your reference: RF-7K2Q9M');
    expect(within(dialog).queryByText(REFERRAL_ID)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/veteran-referrals')).toEqual([
      {
        orgId: ALBANY.id,
        veteranName: 'Morgan Lee',
        veteranEmail: 'morgan@example.com',
        veteranZip: '12208',
        needType: 'housing',
        urgency: 'critical',
        referredBy: 'veteran',
        contactMethod: 'Phone after 5 pm',
        referralSource: 'org-card-modal',
        status: 'pending',
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Download summary' }));
    expect(clicked).toEqual(['referral-RF-7K2Q9M.txt']);
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: /Refer a Veteran/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Refer a Veteran in Need' });
    expect(within(reopened).getByLabelText(/ZIP code/)).toHaveValue('');
    expect(within(reopened).getByLabelText(/Veteran's name/)).toHaveValue('');
  });

  it('checks the phone and email themselves, and shows the server refusing a field beside it', async () => {
    const user = userEvent.setup();
    const fetchMock = backend({
      'POST /api/veteran-referrals': {
        status: 400,
        body: {
          message: 'Give a phone number or an email so the organization can reach the veteran',
          issues: [
            {
              path: 'veteranPhone',
              message: 'Give a phone number or an email so the organization can reach the veteran',
            },
          ],
        },
      },
    });
    renderDirectory();
    const card = await searchAlbany(user);
    await user.click(within(card).getByRole('button', { name: /Refer a Veteran/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer a Veteran in Need' });
    await user.type(within(dialog).getByLabelText(/Veteran's name/), 'Morgan Lee');
    await user.type(within(dialog).getByLabelText(/Veteran's phone/), '555');
    await user.type(within(dialog).getByLabelText(/Veteran's email/), 'morgan@');
    await user.type(within(dialog).getByLabelText(/ZIP code/), '12208');
    await user.selectOptions(within(dialog).getByLabelText(/Type of service/), 'housing');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
    expect(
      await within(dialog).findByText('Enter a 10-digit phone number, like 518-555-0142'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Veteran's email/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address'),
    );
    expect(callsTo(fetchMock, 'POST /api/veteran-referrals')).toEqual([]);

    // a phone alone is enough for the form; the server's refusal lands on the field it names
    await user.clear(within(dialog).getByLabelText(/Veteran's phone/));
    await user.type(within(dialog).getByLabelText(/Veteran's phone/), '518-555-0142');
    await user.clear(within(dialog).getByLabelText(/Veteran's email/));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/veteran-referrals')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/veteran-referrals')[0]).toMatchObject({
      veteranName: 'Morgan Lee',
      veteranPhone: '518-555-0142',
    });
    expect(
      await within(dialog).findByText(
        'Give a phone number or an email so the organization can reach the veteran',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Veteran's name/)).toHaveValue('Morgan Lee');
  });

  it('tells the visitor when the submission failed and keeps what was typed', async () => {
    const user = userEvent.setup();
    backend({ 'POST /api/veteran-referrals': { status: 500, body: { message: 'Internal error' } } });
    renderDirectory();
    const card = await searchAlbany(user);
    await user.click(within(card).getByRole('button', { name: /Refer a Veteran/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Veteran's name/), 'Morgan Lee');
    await user.type(within(dialog).getByLabelText(/Veteran's phone/), '518-555-0142');
    await user.type(within(dialog).getByLabelText(/ZIP code/), '12208');
    await user.selectOptions(within(dialog).getByLabelText(/Type of service/), 'legal');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error submitting the referral. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/ZIP code/)).toHaveValue('12208');
  });

  it('for an organisation that takes no direct referrals, says so and offers its intake or the housing team', async () => {
    const user = userEvent.setup();
    const fetchMock = backend({
      'GET /api/vsos': {
        status: 200,
        body: [makeVso({ allowsDirectReferrals: false })],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderDirectory();
    const card = await searchAlbany(user);
    await user.click(within(card).getByRole('button', { name: /Refer a Veteran/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer a Veteran in Need' });
    expect(dialog).toHaveAccessibleDescription(
      'Capital Region Veterans Alliance does not take referrals through this site. You can still get the veteran help:',
    );
    expect(within(dialog).queryByRole('button', { name: 'Submit Referral' })).toBeNull();
    expect(within(dialog).queryByLabelText(/Veteran's name/)).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Visit their website/ })).toHaveAttribute(
      'href',
      'https://crva.example.org',
    );
    expect(within(dialog).getByRole('link', { name: 'Start a housing request' })).toHaveAttribute(
      'href',
      '/veteran-intake',
    );
    const [close] = within(dialog).getAllByRole('button', { name: 'Close' }).slice(-1);
    if (close) await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/veteran-referrals')).toHaveLength(0);
  });
});
