import { VSOS_SUMMARY_PATH } from '@shared/contracts/network';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNetworkFigures, NETWORK_SUMMARY_PATH, useNetworkFigures } from './network-figures';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetNetworkFigures();
});

describe('the network figures', () => {
  it('are read from the directory summary, once for every part of the page', async () => {
    expect(NETWORK_SUMMARY_PATH).toBe(VSOS_SUMMARY_PATH);
    const fetchMock = vi.fn(async () => Response.json({ count: 163, states: 44, categories: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const first = renderHook(() => useNetworkFigures());
    const second = renderHook(() => useNetworkFigures());
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual({ organizations: 163, states: 44 }));
    await waitFor(() => expect(second.result.current).toEqual({ organizations: 163, states: 44 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are null, never a guess, when the answer fails or is not what was asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ count: '150+' })),
    );
    const { result } = renderHook(() => useNetworkFigures());
    await waitFor(() => expect(result.current).toBeNull());
  });
});
