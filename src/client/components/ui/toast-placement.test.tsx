import { Providers } from '@client/app/providers';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { toast } from './use-toast';

afterEach(() => vi.restoreAllMocks());

/** A button at `top` px in an 800 px window, focused, then a toast raised. */
function raiseToastWithFocusAt(top: number) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  render(
    <Providers>
      <button type="button">Mark Contacted</button>
      <button type="button">Inbox</button>
    </Providers>,
  );
  const button = screen.getByRole('button', { name: 'Mark Contacted' });
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 200, 44));
  const topButton = screen.getByRole('button', { name: 'Inbox' });
  vi.spyOn(topButton, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 80, 200, 44));
  button.focus();
  act(() => {
    toast({ title: 'Status updated' });
  });
  return screen.getByRole('region', { name: /Notifications/ }).querySelector('ol') as HTMLElement;
}

describe('toast placement', () => {
  it('puts toasts at the top when the focused control is in the lower half of the screen', () => {
    expect(raiseToastWithFocusAt(700).className).toContain('top-0');
  });

  it('keeps them at the bottom when the focused control is in the upper half', () => {
    expect(raiseToastWithFocusAt(100).className).not.toContain('top-0');
  });

  it('moves them when the focus moves to the upper half while a toast shows', () => {
    const toasts = raiseToastWithFocusAt(700);
    expect(toasts.className).toContain('top-0');
    act(() => screen.getByRole('button', { name: 'Inbox' }).focus());
    expect(toasts.className).not.toContain('top-0');
  });

  it('measures again on the next page, so "Login Successful" never covers the top of the inbox', () => {
    const toasts = raiseToastWithFocusAt(700);
    expect(toasts.className).toContain('top-0');
    // the sign-in button goes with the sign-in page: nothing is focused on the new page yet
    act(() => {
      screen.getByRole('button', { name: 'Mark Contacted' }).blur();
      navigate('/admin/inbox');
    });
    expect(toasts.className).not.toContain('top-0');
  });
});
