import { VA_PROPERTY_CHECKLIST_PATH } from '@shared/contracts/landlord-tools';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VaultStep } from './vault-step';

describe('the resource toolkit', () => {
  it('lets anyone download the free 47-point checklist, from its card and from its preview', async () => {
    const user = userEvent.setup();
    render(<VaultStep onNext={vi.fn()} />);
    const card = screen
      .getByRole('heading', { name: 'VA Property Checklist' })
      .closest('div.flex') as HTMLElement;
    const fromCard = within(card.parentElement as HTMLElement).getByRole('link', {
      name: 'Download the checklist (PDF)',
    });
    expect(fromCard).toHaveAttribute('href', VA_PROPERTY_CHECKLIST_PATH);
    expect(fromCard).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Preview VA Property Checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'VA Property Checklist' });
    expect(dialog).toHaveTextContent('Checklist of 47 points');
    expect(dialog).toHaveTextContent(
      '12. A working smoke alarm on every level and outside each sleeping area.',
    );
    expect(within(dialog).getByRole('link', { name: 'Download the checklist (PDF)' })).toHaveAttribute(
      'href',
      VA_PROPERTY_CHECKLIST_PATH,
    );
  });

  it('sends the paid resources to the plans instead', async () => {
    const user = userEvent.setup();
    render(<VaultStep onNext={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Preview Lease Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lease Templates' });
    expect(within(dialog).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Ongoing Support/ })).toHaveAttribute('href', '/pricing');
  });
});
