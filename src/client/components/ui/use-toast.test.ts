import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from './use-toast';

describe('useToast', () => {
  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1000000);
  });

  it('shows at most one toast: the newest replaces the older one', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current.toast({ title: 'Matches Found!' });
      result.current.toast({ title: 'Match Request Sent!' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('Match Request Sent!');
  });

  it('dismissing closes the toast', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = result.current.toast({ title: 'Error', variant: 'destructive' }).id;
    });
    act(() => result.current.dismiss(id));
    expect(result.current.toasts.find((t) => t.id === id)?.open).toBe(false);
  });
});
