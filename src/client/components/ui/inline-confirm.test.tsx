import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineConfirm } from './inline-confirm';

const WORDS = { question: 'Close this referral?', confirm: 'Yes, close it', keep: 'Keep it open' };

describe('InlineConfirm', () => {
  it('puts the focus on "keep", so Enter never goes ahead with what cannot be taken back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onKeep = vi.fn();
    render(<InlineConfirm {...WORDS} onConfirm={onConfirm} onKeep={onKeep} />);
    expect(screen.getByRole('group', { name: 'Close this referral?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('answers "keep" on Escape from any of its controls, and not while the answer is on its way', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onKeep = vi.fn();
    const { rerender } = render(<InlineConfirm {...WORDS} onConfirm={onConfirm} onKeep={onKeep} />);
    screen.getByRole('button', { name: 'Yes, close it' }).focus();
    await user.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalledTimes(1);
    rerender(<InlineConfirm {...WORDS} onConfirm={onConfirm} onKeep={onKeep} pending />);
    screen.getByRole('button', { name: /Yes, close it/ }).focus();
    await user.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
