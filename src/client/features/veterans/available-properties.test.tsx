import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import type { FindMatchesInput, FindMatchesResponse } from '@shared/contracts/match-search';
import { LANDLORD_CONTACT_RULE } from '@shared/domain/constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AvailableProperties } from './available-properties';
import type { SentRequest } from './sent-requests';
import { matchFixture } from './veterans.fixtures';

const search: FindMatchesInput = {
  zipCode: '12345',
  dischargeStatus: 'honorable',
  benefits: { vash: false, giBill: false, disability: true, employment: false },
};
const privateVa = matchFixture({ address: '1 Private Va Rd', furnished: true });
const sharedVa = matchFixture(
  { address: '2 Shared Va Rd', roomType: 'shared', zipCode: '12309' },
  { distanceMiles: 3.9, fit: 'good', reasons: ['3.9 miles away', '$800 a month for your room'] },
);
const privateNoVa = matchFixture({ address: '3 Private Cash Rd', acceptsVA: false, rentPerRoom: 1200 });
const response: FindMatchesResponse = { matches: [privateVa, sharedVa, privateNoVa], total: 3 };

/** The results with the page's list of sent requests around them. */
function Harness({ result }: { result: FindMatchesResponse }) {
  const [sent, setSent] = useState<SentRequest[]>([]);
  return (
    <AvailableProperties
      search={search}
      response={result}
      sent={sent}
      onSent={(request) => setSent((current) => [request, ...current])}
    />
  );
}

function renderResults(result: FindMatchesResponse = response) {
  render(
    <Providers client={createQueryClient()}>
      <Harness result={result} />
    </Providers>,
  );
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Matching homes' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('AvailableProperties', () => {
  it('shows each home with rent, badges, distance and why it fits', () => {
    renderResults();
    expect(cardTitles()).toEqual(['1 Private Va Rd', '2 Shared Va Rd', '3 Private Cash Rd']);
    const first = screen.getByRole('heading', { name: '1 Private Va Rd' }).closest('li') as HTMLElement;
    expect(within(first).getByText('$800/mo')).toBeInTheDocument();
    expect(within(first).getByText('In your ZIP code')).toBeInTheDocument();
    for (const badge of ['Benefit Help', 'Furnished', 'Inspected']) {
      expect(within(first).getByText(badge)).toBeInTheDocument();
    }
    // the fit in words and the reasons a veteran weighs: no score, no landlord tier
    expect(within(first).getByText('Great match')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Why this home' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In your ZIP code', '$800 a month for your room', 'Accepts your HUD-VASH voucher']);
    expect(within(first).queryByText(/score|of 100|landlord$/i)).toBeNull();
    const second = screen.getByRole('heading', { name: '2 Shared Va Rd' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Good match')).toBeInTheDocument();
    expect(within(second).getByText('3.9 miles away')).toBeInTheDocument();
    expect(screen.getByText('$1,200/mo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 homes.');
  });

  it('filters by ZIP code, room type and VA benefits, and says when nothing is left', async () => {
    const user = userEvent.setup();
    renderResults();
    const zip = screen.getByRole('combobox', { name: 'ZIP code' });
    expect(
      within(zip)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All ZIP codes', '12309', '12345']);

    await user.selectOptions(zip, '12345');
    expect(cardTitles()).toEqual(['1 Private Va Rd', '3 Private Cash Rd']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Accepts VA benefits' }), 'no');
    expect(cardTitles()).toEqual(['3 Private Cash Rd']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 homes.');

    await user.selectOptions(zip, 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Accepts VA benefits' }), 'yes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room type' }), 'shared');
    expect(cardTitles()).toEqual(['2 Shared Va Rd']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Accepts VA benefits' }), 'no');
    expect(
      screen.getByText('No properties match your criteria. Try adjusting your filters.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('explains what to do when the engine found nothing', () => {
    renderResults({ matches: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'No homes fit your answers yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '877-424-3838' })).toHaveAttribute('href', 'tel:+18774243838');
    expect(screen.getByRole('button', { name: 'Try another ZIP code' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('gives focus back to the Request Match button when the dialog is closed with Escape', async () => {
    const user = userEvent.setup();
    renderResults();
    const second = screen.getAllByRole('button', { name: 'Request Match' })[1] as HTMLElement;
    await user.click(second);
    await screen.findByRole('dialog', { name: 'Request a match' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });

  it('asks how the landlord can reach you before sending a match request', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        {
          id: 'm1',
          reference: 'VH-7K2Q9M',
          message: 'The landlord will be notified and will reply within 48 hours.',
        },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderResults();
    await user.click(screen.getAllByRole('button', { name: 'Request Match' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Request a match' });
    // the same rule, word for word, as the privacy page
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(LANDLORD_CONTACT_RULE));
    const name = within(dialog).getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Enter your name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a phone number or an email address so the landlord can reach you'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, 'Jordan Reyes');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '518-555-0142');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Match Request Sent!')).toBeInTheDocument();
    expect(
      screen.getByText('The landlord will be notified and will reply within 48 hours.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      ...search,
      propertyId: privateVa.property.id,
      name: 'Jordan Reyes',
      phone: '518-555-0142',
      email: '',
    });
    expect(
      screen.getByText(/Request sent\. The landlord will reply to you within 48 hours\. Your reference is/),
    ).toHaveTextContent('Your reference is VH-7K2Q9M.');
    expect(screen.getAllByRole('button', { name: 'Request Match' })).toHaveLength(2);
  });

  it('keeps what you typed and says why when the server refuses the request', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'You already asked about this home. The landlord will reply to you.' },
          { status: 409 },
        ),
      ),
    );
    renderResults();
    await user.click(screen.getAllByRole('button', { name: 'Request Match' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Jordan');
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'jordan@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already asked about this home.');
    expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveValue('jordan@example.org');
  });
});
