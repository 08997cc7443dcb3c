import {
  CURRENT_USER_PATH,
  LANDLORD_SIGNUP_CONFIRM_PATH,
  LANDLORD_SIGNUP_PATH,
  type LandlordSignupInput,
  USER_LOGIN_PATH,
  USER_LOGOUT_PATH,
  type UserLoginInput,
  type UserView,
  ZLandlordSignupAccepted,
  ZUserLoginResult,
  ZUserView,
} from '@shared/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getQueryFn, sendJson } from './api-client';

/** The signed-in admin or landlord (cookie session), or null when nobody is signed in. */
export function useCurrentUser() {
  return useQuery({
    queryKey: [CURRENT_USER_PATH],
    queryFn: async (context) => {
      const body = await getQueryFn<unknown>({ on401: 'returnNull' })(context);
      return body === null ? null : ZUserView.parse(body);
    },
  });
}

/**
 * The text a failed login should show: the server's `error` (or `message`), else `fallback`.
 * Returns null when the server could not be reached (the caller shows its "unavailable" text).
 */
export function loginErrorText(error: unknown, fallback: string): string | null {
  if (!(error instanceof Error)) return fallback;
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: unknown; message?: unknown } | null;
  if (typeof body !== 'object' || body === null) return fallback;
  if (typeof body.error === 'string' && body.error) return body.error;
  if (typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: UserView) => queryClient.setQueryData([CURRENT_USER_PATH], user);
}

/** POST /api/user/login (admins by username, landlords by email); the cookie is set by the server. */
export function useUserLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (input: UserLoginInput) => {
      const result = await sendJson('POST', USER_LOGIN_PATH, input, ZUserLoginResult);
      if (!result.success) throw new ApiError(401, JSON.stringify(result));
      return result.user;
    },
    onSuccess: signedIn,
  });
}

/**
 * POST /api/landlord/signup: 202 with the same answer for a new and a taken email. Nobody is signed in yet:
 * the email's link opens the confirmation page, which signs the landlord in.
 */
export function useLandlordSignup() {
  return useMutation({
    mutationFn: (input: LandlordSignupInput) =>
      sendJson('POST', LANDLORD_SIGNUP_PATH, input, ZLandlordSignupAccepted),
  });
}

/** POST /api/landlord/signup/confirm with the link's token: confirms the email and signs the landlord in. */
export function useLandlordSignupConfirm() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (token: string) => {
      const result = await sendJson('POST', LANDLORD_SIGNUP_CONFIRM_PATH, { token }, ZUserLoginResult);
      if (!result.success) throw new ApiError(400, JSON.stringify({ message: result.error }));
      return result.user;
    },
    onSuccess: signedIn,
  });
}

/** POST /api/user/logout; forgets every cached answer, which may hold the user's data. */
export function useUserLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', USER_LOGOUT_PATH, {});
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData([CURRENT_USER_PATH], null);
    },
  });
}
