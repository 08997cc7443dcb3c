import { toast } from '@client/components/ui/use-toast';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('loads nothing until needed, then shows a toast raised before it loaded', async () => {
    render(<DeferredToaster />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toast({ title: 'Match Request Sent!', description: 'The landlord will be notified.' });
    });
    expect(await screen.findByText('Match Request Sent!', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The landlord will be notified.')).toBeInTheDocument();
  });
});
