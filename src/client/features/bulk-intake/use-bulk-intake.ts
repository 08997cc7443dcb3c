import { sendJson } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import {
  BULK_INTAKE_PATH,
  type BulkIntakeInput,
  bulkIntakeNotifyPath,
  housingRequestPath,
  ZBulkIntakeResponse,
  ZHousingRequestResult,
  ZNotifyResult,
} from '@shared/contracts/bulk-intake';
import { CASELOAD_PATH } from '@shared/contracts/caseload';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/bulk-intake: saves and matches every veteran of the batch. A signed-in partner's token goes
 * along (the api client adds it), so the veterans join its caseload; a refused token ends the session.
 */
export function useProcessBulkIntake() {
  const queryClient = useQueryClient();
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: (input: BulkIntakeInput) => sendJson('POST', BULK_INTAKE_PATH, input, ZBulkIntakeResponse),
    onSuccess: (response) => {
      if (response.savedToCaseload) void queryClient.invalidateQueries({ queryKey: [CASELOAD_PATH] });
    },
    onError,
  });
}

/** POST /api/bulk-intake/{intakeId}/notify: queues the waitlist notice for one veteran of the intake. */
export function useNotifyVeteran() {
  return useMutation({
    mutationFn: (intakeId: string) =>
      sendJson('POST', bulkIntakeNotifyPath(intakeId), undefined, ZNotifyResult),
  });
}

/** POST /api/bulk-intake/batches/{batchId}/housing-request: 'Route to Landlords' (partners only). */
export function useHousingRequest() {
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: (batchId: string) =>
      sendJson('POST', housingRequestPath(batchId), undefined, ZHousingRequestResult),
    onError,
  });
}
