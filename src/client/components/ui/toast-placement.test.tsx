import { Providers } from '@client/app/providers';
import { act, render, screen, waitFor } from '@testing-library/react';
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

/** A 360 × 640 phone: the sticky header (crisis lines, menu button) ends at `headerBottom`; a control focused at `top`. */
function raiseToastOnPhone(top: number, headerBottom = 118) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(360);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
  render(
    <Providers>
      <header data-sticky-header="">
        <a href="tel:988">Crisis: dial 988, press 1</a>
      </header>
      <button type="button">Save</button>
    </Providers>,
  );
  const header = document.querySelector('[data-sticky-header]') as HTMLElement;
  vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 360, headerBottom));
  const button = screen.getByRole('button', { name: 'Save' });
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(16, top, 328, 44));
  button.focus();
  act(() => {
    toast({ variant: 'success', title: 'Saved' });
  });
  return screen.getByRole('region', { name: /Notifications/ }).querySelector('ol') as HTMLElement;
}

describe('toast placement on a phone (360 px)', () => {
  it('puts toasts at the top below the sticky header, never over the crisis lines, when the focus is low', () => {
    const toasts = raiseToastOnPhone(520);
    expect(toasts.className).toContain('top-0');
    expect(toasts.style.top).toBe('118px');
  });

  it('keeps them at the bottom when the focus is in the upper half of the screen below the header', () => {
    // the control's middle (322 px) is past half the window (320 px) but in the upper half of what is under the
    // header: a toast at the top would sit between the header and the control, at the bottom it covers neither
    const toasts = raiseToastOnPhone(300);
    expect(toasts.className).not.toContain('top-0');
    expect(toasts.className).toContain('bottom-0');
    expect(toasts.style.top).toBe('');
  });

  it('leaves room for a toast under an open phone menu (at most half the screen down)', () => {
    const toasts = raiseToastOnPhone(600, 900);
    expect(toasts.className).toContain('top-0');
    expect(toasts.style.top).toBe('320px');
  });
});

describe('toast placement while the page scrolls', () => {
  it('moves the toasts when the focused control scrolls into their half', async () => {
    const toasts = raiseToastOnPhone(200);
    expect(toasts.className).toContain('bottom-0');
    // scrolled up by the keyboard: the focused Save is now low on the screen, where the toasts are
    const save = screen.getByRole('button', { name: 'Save' });
    vi.spyOn(save, 'getBoundingClientRect').mockReturnValue(new DOMRect(16, 520, 328, 44));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(toasts.className).toContain('top-0'));
    expect(toasts.style.top).toBe('118px');
  });
});
