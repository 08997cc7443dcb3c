import { sendJson } from '@client/lib/api-client';
import {
  BULK_INTAKE_PATH,
  type BulkIntakeInput,
  bulkIntakeNotifyPath,
  ZBulkIntakeResponse,
} from '@shared/contracts/bulk-intake';
import { ZMessage } from '@shared/contracts/common';
import { useMutation } from '@tanstack/react-query';

/** POST /api/bulk-intake: saves and matches every veteran of the batch. */
export function useProcessBulkIntake() {
  return useMutation({
    mutationFn: (input: BulkIntakeInput) => sendJson('POST', BULK_INTAKE_PATH, input, ZBulkIntakeResponse),
  });
}

/** POST /api/bulk-intake/{veteranId}/notify: queues the waitlist notice for one veteran. */
export function useNotifyVeteran() {
  return useMutation({
    mutationFn: (veteranId: string) => sendJson('POST', bulkIntakeNotifyPath(veteranId), undefined, ZMessage),
  });
}
