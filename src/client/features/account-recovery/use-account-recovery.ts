import { ApiError, sendJson } from '@client/lib/api-client';
import { savePartnerSession } from '@client/lib/partner-token';
import {
  ACCOUNT_LINK_PATH,
  type AccountLinkRequest,
  PASSWORD_RESET_CONFIRM_PATH,
  PASSWORD_RESET_PATH,
  type PasswordResetConfirm,
  SIGN_IN_LINK_CONFIRM_PATH,
  SIGN_IN_LINK_PATH,
  ZAccountLinkView,
  ZPasswordResetDone,
  ZPasswordResetRequested,
  ZSignInLinkDone,
} from '@shared/contracts/account-recovery';
import { CURRENT_USER_PATH } from '@shared/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/password-reset, or /api/sign-in-link when `signIn` (a link that signs in without the password):
 * the same answer whether or not an account uses the email.
 */
export function usePasswordResetRequest(signIn = false) {
  return useMutation({
    mutationFn: (input: AccountLinkRequest) =>
      sendJson('POST', signIn ? SIGN_IN_LINK_PATH : PASSWORD_RESET_PATH, input, ZPasswordResetRequested),
  });
}

/**
 * POST /api/sign-in-link/confirm: the server starts the session in its HttpOnly cookie; a partner's
 * organisation is kept for the pages, and who is signed in is asked again.
 */
export function useSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => sendJson('POST', SIGN_IN_LINK_CONFIRM_PATH, { token }, ZSignInLinkDone),
    onSuccess: ({ organization }) => {
      if (organization) savePartnerSession({ organization });
      return queryClient.invalidateQueries({ queryKey: [CURRENT_USER_PATH] });
    },
  });
}

/** True when the server refused the link itself (expired, used, unknown): asking again won't help. */
export const isLinkRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

/** What the link in `?token=` is for; a 400 means it expired or was used. */
export function useAccountLink(token: string) {
  return useQuery({
    queryKey: [ACCOUNT_LINK_PATH, token],
    queryFn: () => sendJson('POST', ACCOUNT_LINK_PATH, { token }, ZAccountLinkView),
    enabled: token !== '',
    // a network failure may pass; a refused link won't
    retry: (failures, error) => !isLinkRefused(error) && failures < 1,
  });
}

/**
 * POST /api/password-reset/confirm. The server ended every session of the account: who is signed in here
 * is asked again (a partner's stored token is cleared by the first call it refuses).
 */
export function usePasswordResetConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) =>
      sendJson('POST', PASSWORD_RESET_CONFIRM_PATH, input, ZPasswordResetDone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CURRENT_USER_PATH] }),
  });
}
