import { apiRequest } from '@client/lib/api-client';
import { CONTACT_PATH, type ContactMessageInput, ZContactMessageCreated } from '@shared/contracts/contact';
import { useMutation } from '@tanstack/react-query';

/** POST /api/contact: saves the message; the answer carries the confirmation text to show. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactMessageInput) => {
      const res = await apiRequest('POST', CONTACT_PATH, input);
      return ZContactMessageCreated.parse(await res.json());
    },
  });
}
