import { ApiError, sendJson } from '@client/lib/api-client';
import {
  ACCOUNT_LINK_PATH,
  PASSWORD_RESET_CONFIRM_PATH,
  PASSWORD_RESET_PATH,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  ZAccountLinkView,
  ZPasswordResetDone,
  ZPasswordResetRequested,
} from '@shared/contracts/account-recovery';
import { CURRENT_USER_PATH } from '@shared/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** POST /api/password-reset: the same answer whether or not an account uses the email. */
export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      sendJson('POST', PASSWORD_RESET_PATH, input, ZPasswordResetRequested),
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
