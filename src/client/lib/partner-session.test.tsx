import { Providers } from '@client/app/providers';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import type { OrganizationView } from '@shared/contracts/organizations';
import { PLACEMENTS_PATH, placementsPath } from '@shared/contracts/placements';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import {
  clearPartnerSession,
  partnerLoginPath,
  removePartnerQueries,
  restorePartnerSession,
  savePartnerSession,
  usePartnerCalls,
  usePartnerSession,
} from './partner-session';

const organization = { id: 'o-1', name: 'Capital Region Veterans Alliance' } as OrganizationView;

function renderPartner(queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={queryClient}>{children}</Providers>
  );
  return renderHook(() => ({ calls: usePartnerCalls(), state: usePartnerSession() }), { wrapper });
}

beforeEach(() => {
  localStorage.clear();
  savePartnerSession({ organization });
});

describe('the partner session', () => {
  it('keeps only the organisation, never a token, and drops a token an older version stored', () => {
    expect(restorePartnerSession()).toEqual({ organization });
    localStorage.setItem('partnerToken', 'old-token');
    expect(restorePartnerSession()).toEqual({ organization });
    expect(localStorage.getItem('partnerToken')).toBeNull();
    clearPartnerSession();
    expect(localStorage.getItem('partnerOrganization')).toBeNull();
    expect(restorePartnerSession()).toBeNull();
  });

  it('sends the partner to the login page, with ?next= unless it is the dashboard', () => {
    expect(partnerLoginPath()).toBe('/partner/login');
    expect(partnerLoginPath('/partner/dashboard')).toBe('/partner/login');
    expect(partnerLoginPath('/partner/internal/o-1')).toBe('/partner/login?next=%2Fpartner%2Finternal%2Fo-1');
  });
});

describe('the 401 policy of partner calls', () => {
  it('a refused read forgets the session and marks it refused; other failures keep it', async () => {
    mockFetchRoutes({
      'GET /api/partner/impact': { status: 500, body: { message: 'Internal error' } },
      'GET /api/partner/profile': { status: 401, body: { message: 'Sign in to continue.' } },
    });
    const { result } = renderPartner();
    await expect(result.current.calls.get('/api/partner/impact', z.unknown())).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(localStorage.getItem('partnerOrganization')).not.toBeNull();
    expect(result.current.state.refused).toBe(false);

    await act(() =>
      expect(result.current.calls.get('/api/partner/profile', z.unknown())).rejects.toThrow('401'),
    );
    expect(localStorage.getItem('partnerOrganization')).toBeNull();
    expect(result.current.state.refused).toBe(true);
    // the page keeps the session it started with; `refused` tells it the session is over
    expect(result.current.state.session?.organization.id).toBe('o-1');
  });

  it('a refused change also reloads the partner data, once', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderPartner(queryClient);
    const refused = new ApiError(401, '{"message":"Sign in to continue."}');
    act(() => result.current.calls.onError(new ApiError(409, '{}')));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => result.current.calls.onError(refused));
    act(() => result.current.calls.onError(refused));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(result.current.state.refused).toBe(true);
  });

  it('signing in again ends the refused state', () => {
    const { result } = renderPartner();
    act(() => result.current.calls.onError(new ApiError(401, '')));
    expect(result.current.state.refused).toBe(true);
    act(() => savePartnerSession({ organization }));
    expect(result.current.state.refused).toBe(false);
  });
});

describe('removePartnerQueries', () => {
  it("forgets the partner's answers (its placements too) and keeps the public ones", () => {
    const client = new QueryClient();
    client.setQueryData([placementsPath('o-1')], []);
    client.setQueryData([PLACEMENTS_PATH, 'o-1'], []);
    client.setQueryData(['/api/partner/referrals'], []);
    client.setQueryData(['/api/vsos'], []);
    removePartnerQueries(client);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['/api/vsos']]);
  });
});
