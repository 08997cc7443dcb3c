import { apiRequest } from '@client/lib/api-client';
import { ZMessage } from '@shared/contracts/common';
import {
  BULK_INTAKE_PATH,
  type BulkIntakeInput,
  bulkIntakeNotifyPath,
  ZBulkIntakeResponse,
} from '@shared/contracts/intake';
import { useMutation } from '@tanstack/react-query';

/** POST /api/bulk-intake: saves and matches every veteran of the batch. */
export function useProcessBulkIntake() {
  return useMutation({
    mutationFn: async (input: BulkIntakeInput) => {
      const res = await apiRequest('POST', BULK_INTAKE_PATH, input);
      return ZBulkIntakeResponse.parse(await res.json());
    },
  });
}

/** POST /api/bulk-intake/{veteranId}/notify: queues the waitlist notice for one veteran. */
export function useNotifyVeteran() {
  return useMutation({
    mutationFn: async (veteranId: string) => {
      const res = await apiRequest('POST', bulkIntakeNotifyPath(veteranId));
      return ZMessage.parse(await res.json());
    },
  });
}
