import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HousingAssessmentForm } from './housing-assessment-form';
import { matchFixture } from './veterans.fixtures';

function renderForm() {
  const onMatches = vi.fn();
  const onFailed = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <HousingAssessmentForm onMatches={onMatches} onFailed={onFailed} />
    </Providers>,
  );
  return {
    onMatches,
    onFailed,
    zip: screen.getByRole('textbox', { name: /Preferred ZIP code/ }),
    discharge: screen.getByRole('combobox', { name: /Discharge status/ }),
    vash: screen.getByRole('checkbox', { name: 'HUD-VASH voucher' }),
    submit: screen.getByRole('button', { name: 'Find Housing Matches' }),
  };
}

async function toastText() {
  return (await screen.findByRole('region', { name: /Notifications/ })).textContent ?? '';
}

describe('HousingAssessmentForm', () => {
  it('asks for the ZIP code and discharge status, each by name, with the spec message once, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, { matches: [], total: 0 });
    const form = renderForm();
    await user.click(form.submit);
    expect(await screen.findAllByText('Please fill in required fields')).toHaveLength(1);
    expect(form.zip).toHaveAccessibleDescription(/Enter the ZIP code where you want to live/);
    expect(form.discharge).toHaveAccessibleDescription('Choose your discharge status');
    expect(form.zip).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(form.zip, '12345');
    await user.click(form.submit);
    expect(await screen.findAllByText('Choose your discharge status')).toHaveLength(1);
    expect(screen.queryByText('Enter the ZIP code where you want to live')).toBeNull();
    expect(form.discharge).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the answers in the contract shape and says matches were found', async () => {
    const user = userEvent.setup();
    const response = { matches: [matchFixture()], total: 1 };
    const fetchMock = mockFetch(200, response);
    const form = renderForm();
    await user.type(form.zip, '12345');
    await user.selectOptions(form.discharge, 'honorable');
    await user.click(form.vash);
    await user.click(screen.getByRole('checkbox', { name: 'Employment income' }));
    await user.click(form.submit);

    expect(await toastText()).toContain('Matches Found!');
    expect(await toastText()).toContain('We found potential housing matches for you. Review them below.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/find-matches');
    expect(JSON.parse(String(init?.body))).toEqual({
      zipCode: '12345',
      dischargeStatus: 'honorable',
      benefits: { vash: true, giBill: false, disability: false, employment: true },
    });
    expect(form.onMatches).toHaveBeenCalledWith(JSON.parse(String(init?.body)), response);
  });

  it('says plainly when no home fits', async () => {
    const user = userEvent.setup();
    mockFetch(200, { matches: [], total: 0 });
    const form = renderForm();
    await user.type(form.zip, '90210');
    await user.selectOptions(form.discharge, 'other');
    await user.click(form.submit);
    expect(await toastText()).toContain('No Matches Yet');
  });

  it('keeps the answers and shows the spec failure toast when the server refuses', async () => {
    const user = userEvent.setup();
    mockFetch(400, {
      message: 'Enter a 5-digit ZIP code',
      issues: [{ path: 'zipCode', message: 'Enter a 5-digit ZIP code' }],
    });
    const form = renderForm();
    await user.type(form.zip, '00000');
    await user.selectOptions(form.discharge, 'active');
    await user.click(form.submit);
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Failed to find matches')).toBeInTheDocument();
    expect(within(notifications).getByText('Error')).toBeInTheDocument();
    expect(form.zip).toHaveValue('00000');
    expect(form.discharge).toHaveValue('active');
    expect(form.zip).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
    // a refusal of a field is shown at the field, not as a failure to retry
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps a failed search on screen with a Try again that searches again', async () => {
    const user = userEvent.setup();
    mockFetch(503, { message: 'Something went wrong on our side. Please try again.' });
    const form = renderForm();
    await user.type(form.zip, '12345');
    await user.selectOptions(form.discharge, 'honorable');
    await user.click(form.submit);
    expect(await screen.findByText("We couldn't search for homes")).toBeInTheDocument();
    // the page clears the homes of an earlier search: they do not answer these answers
    expect(form.onFailed).toHaveBeenCalledTimes(1);
    expect(form.onMatches).not.toHaveBeenCalled();
    const fetchMock = mockFetch(200, { matches: [], total: 0 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await toastText()).toContain('No Matches Yet');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("We couldn't search for homes")).not.toBeInTheDocument();
  });
});
