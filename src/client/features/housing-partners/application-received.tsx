import { ReceivedPanel } from '@client/components/ui/received-panel';
import type { PartnerApplicationReceived } from '@shared/contracts/partner-applications';
import { PARTNER_REVIEW_HOURS } from '@shared/domain/partner-applications';

/** The success panel: the reference to quote and what happens next. */
export function ApplicationReceived({
  received,
  onAnother,
}: {
  received: PartnerApplicationReceived;
  onAnother: () => void;
}) {
  return (
    <ReceivedPanel
      reference={received.reference}
      quoteWhen="when you contact us about your application"
      summary={received.message}
      nextSteps={[
        'We email you now to confirm we have your application.',
        `Our team reviews it within ${PARTNER_REVIEW_HOURS} hours and emails you the decision.`,
        'If we approve it, that email has a link to set the password of your landlord account, where you list homes for veterans and follow their matches.',
      ]}
      anotherLabel="Send another application"
      onAnother={onAnother}
    />
  );
}
