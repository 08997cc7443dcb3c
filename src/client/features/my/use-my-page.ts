import { ApiError, getJson, sendJson } from '@client/lib/api-client';
import {
  type HouseholdDecision,
  MY_ACCESS_PATH,
  MY_CONFIRM_EMAIL_PATH,
  MY_CONTACT_PATH,
  MY_PATH,
  MY_SIGN_OUT_PATH,
  type MyAccessInput,
  type MyContactInput,
  myHouseholdDecisionPath,
  myOfferDecisionPath,
  myRequestWithdrawPath,
  type OfferDecision,
  ZMyDone,
  ZMyPage,
} from '@shared/contracts/my';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** GET /api/my: the veteran's page, or null when this device has no veteran session (401). */
export function useMyPage() {
  return useQuery({
    queryKey: [MY_PATH],
    queryFn: async () => {
      try {
        return await getJson(MY_PATH, ZMyPage);
      } catch (error) {
        if (signedOut(error)) return null;
        throw error;
      }
    },
    retry: (failures, error) => !signedOut(error) && failures < 1,
  });
}

/** Every action ends by reading the page again: it says where things stand now. */
function useMyAction<T>(send: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MY_PATH] }),
  });
}

export const useOpenMyPage = () =>
  useMyAction((input: MyAccessInput) => sendJson('POST', MY_ACCESS_PATH, input, ZMyDone));

export const useSignOutOfMyPage = () => useMyAction(() => sendJson('POST', MY_SIGN_OUT_PATH, {}, ZMyDone));

export const useWithdrawRequest = () =>
  useMyAction((id: string) => sendJson('POST', myRequestWithdrawPath(id), {}, ZMyDone));

export const useDecideOffer = () =>
  useMyAction(({ id, decision }: { id: string; decision: OfferDecision }) =>
    sendJson('POST', myOfferDecisionPath(id), decision, ZMyDone),
  );

export const useDecideHousehold = () =>
  useMyAction(({ id, decision }: { id: string; decision: HouseholdDecision }) =>
    sendJson('POST', myHouseholdDecisionPath(id), decision, ZMyDone),
  );

export const useChangeContact = () =>
  useMyAction((change: MyContactInput) => sendJson('POST', MY_CONTACT_PATH, change, ZMyDone));

/** The link mailed to a new email: the address becomes the veteran's own. */
export const useConfirmEmail = () =>
  useMyAction((token: string) => sendJson('POST', MY_CONFIRM_EMAIL_PATH, { token }, ZMyDone));
