import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import type { BulkIntakeResponse } from '@shared/contracts/bulk-intake';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkIntakeForm } from './bulk-intake-form';

type User = ReturnType<typeof userEvent.setup>;

function renderForm() {
  const onProcessed = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <BulkIntakeForm onProcessed={onProcessed} />
    </Providers>,
  );
  return { onProcessed };
}

const rows = () => screen.getAllByRole('group', { name: /^Veteran \d+$/ });
const row = (n: number) => screen.getByRole('group', { name: `Veteran ${n}` });

async function fillRow(
  user: User,
  n: number,
  values: { name?: string; zip?: string; status?: string; vash?: boolean },
) {
  const group = within(row(n));
  if (values.name) await user.type(group.getByRole('textbox', { name: /Full name/ }), values.name);
  if (values.zip) await user.type(group.getByRole('textbox', { name: /ZIP code/ }), values.zip);
  if (values.status)
    await user.selectOptions(group.getByRole('combobox', { name: /Discharge status/ }), values.status);
  if (values.vash) await user.click(group.getByRole('checkbox', { name: 'HUD-VASH voucher' }));
}

describe('BulkIntakeForm', () => {
  it('adds rows up to ten, then says the limit is reached', async () => {
    const user = userEvent.setup();
    renderForm();
    const add = screen.getByRole('button', { name: 'Add Another Veteran' });
    expect(screen.getByText('1 of 10 veterans added')).toBeInTheDocument();
    // fireEvent: nine quick clicks without userEvent's per-event pointer simulation
    for (let i = 0; i < 9; i += 1) fireEvent.click(add);
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('10 of 10 veterans added')).toHaveAttribute('aria-live', 'polite');
    expect(within(row(10)).getByRole('textbox', { name: /Full name/ })).toHaveFocus();

    await user.click(add);
    expect(await screen.findByText('Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('Maximum 10 veterans can be added at once')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
  }, 60_000);

  it('removes a row and renumbers, but keeps the last one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Another Veteran' }));
    await fillRow(user, 2, { name: 'Second Person' });
    await user.click(screen.getByRole('button', { name: 'Remove veteran 1' }));
    expect(rows()).toHaveLength(1);
    expect(within(row(1)).getByRole('textbox', { name: /Full name/ })).toHaveValue('Second Person');
    expect(screen.getByText('1 of 10 veterans added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove veteran 1' }));
    expect(await screen.findByText('Cannot Remove')).toBeInTheDocument();
    expect(screen.getByText('At least one veteran form is required')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('counts the incomplete veterans, marks each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(201, {});
    renderForm();
    const add = screen.getByRole('button', { name: 'Add Another Veteran' });
    await user.click(add);
    await user.click(add);
    await fillRow(user, 1, { name: 'Dana Brooks', zip: '12345', status: 'honorable' });
    await fillRow(user, 2, { name: 'Eli Stone' });
    await user.click(screen.getByRole('button', { name: 'Process All Veterans' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all fields for 2 veteran(s)');
    const second = within(row(2));
    expect(second.getByRole('textbox', { name: /ZIP code/ })).toHaveAccessibleDescription(/Enter a ZIP code/);
    expect(second.getByRole('combobox', { name: /Discharge status/ })).toHaveAccessibleDescription(
      'Choose a discharge status',
    );
    expect(second.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('aria-invalid');
    const third = within(row(3));
    expect(third.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
      "Enter the veteran's name",
    );
    expect(third.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(1)).getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('aria-invalid');
    expect(second.getByRole('textbox', { name: /ZIP code/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await fillRow(user, 2, { zip: '99950', status: 'other' });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please complete all fields for 1 veteran(s)'),
    );
  });

  it('sends the batch, announces the result and starts a fresh form', async () => {
    const user = userEvent.setup();
    const response: BulkIntakeResponse = {
      batchId: 'b0000000-0000-4000-8000-000000000001',
      results: [
        {
          intakeId: 'v0000000-0000-4000-8000-000000000001',
          caseloadVeteranId: null,
          name: 'Dana Brooks',
          zipCode: '12345',
          matchCount: 0,
          status: 'Waitlisted',
          priority: 'High',
          priorityReason: 'No home matches.',
          topMatches: [],
          canNotify: false,
          notifyReaches: { veteran: false, caseWorker: false },
          existingVeteran: false,
          inCaseload: false,
        },
      ],
      savedToCaseload: false,
    };
    const fetchMock = mockFetch(201, response);
    const { onProcessed } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'worker@outreach.test');
    await fillRow(user, 1, { name: 'Dana Brooks', zip: '12345', status: 'active', vash: true });
    // optional: a phone (with the name, what finds the veteran again); the email left blank
    await user.type(within(row(1)).getByRole('textbox', { name: 'Phone (optional)' }), '518-555-0142');
    await user.click(screen.getByRole('button', { name: 'Process All Veterans' }));

    expect(await screen.findByText('Processing Complete')).toBeInTheDocument();
    expect(screen.getByText('Successfully processed 1 veteran(s)')).toBeInTheDocument();
    expect(onProcessed).toHaveBeenCalledWith(response);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bulk-intake');
    expect(JSON.parse(String(init.body))).toEqual({
      caseManagerEmail: 'worker@outreach.test',
      veterans: [
        {
          name: 'Dana Brooks',
          zipCode: '12345',
          dischargeStatus: 'active',
          benefits: { vash: true, giBill: false, disability: false, employment: false },
          phone: '518-555-0142',
          email: '',
        },
      ],
    });
    expect(within(row(1)).getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('worker@outreach.test');
  });

  it('puts server messages on the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockFetch(400, {
      message: 'Use at most 120 characters',
      issues: [{ path: 'veterans.0.name', message: 'Use at most 120 characters' }],
    });
    const { onProcessed } = renderForm();
    await fillRow(user, 1, { name: 'Dana Brooks', zip: '12345', status: 'honorable' });
    await user.click(screen.getByRole('button', { name: 'Process All Veterans' }));

    const name = within(row(1)).getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use at most 120 characters'));
    expect(name).toHaveValue('Dana Brooks');
    expect(
      await screen.findByText('Failed to process veterans. Use at most 120 characters'),
    ).toBeInTheDocument();
    expect(onProcessed).not.toHaveBeenCalled();
  });
});
