import { sendJson } from '@client/lib/api-client';
import { CONTACT_PATH, type ContactMessageInput, ZContactMessageCreated } from '@shared/contracts/contact';
import { useMutation } from '@tanstack/react-query';

/** POST /api/contact: saves the message; the answer carries the confirmation text to show. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => sendJson('POST', CONTACT_PATH, input, ZContactMessageCreated),
  });
}
