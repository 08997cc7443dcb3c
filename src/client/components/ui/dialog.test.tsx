import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function Preview() {
  return (
    <Dialog>
      <DialogTrigger>
        <Button>Preview</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Lease checklist</DialogTitle>
        <DialogDescription>What a lease must say.</DialogDescription>
        <DialogClose asChild>
          <Button variant="outline">Done</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Run</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Run the engine?</DialogTitle>
          <DialogDescription>It proposes matches.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing of the dialog until it opens, and says its trigger opens one', () => {
    render(<Preview />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Preview' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from its trigger once its code has loaded, and gives the focus back to the trigger on close', async () => {
    const user = userEvent.setup();
    render(<Preview />);
    const trigger = screen.getByRole('button', { name: 'Preview' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Lease checklist' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription('What a lease must say.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens and closes when the caller says so, and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('dialog', { name: 'Run the engine?' }, { timeout: 5000 })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
