import { ReceivedPanel } from '@client/components/ui/received-panel';
import { formatMoney } from '@client/lib/format';
import type { CoLivingApplicationReceived } from '@shared/contracts/co-living';
import { COMPATIBILITY_MATCHING_PROMISE, HOUSEHOLD_MAX_OCCUPANTS } from '@shared/domain/co-living/vocabulary';

/** The success panel: the reference to quote and what happens next. */
export function ApplicationReceived({
  received,
  onAnother,
}: {
  received: CoLivingApplicationReceived;
  onAnother: () => void;
}) {
  return (
    <ReceivedPanel
      reference={received.reference}
      quoteWhen="when you contact us about this application"
      summary={
        <>
          Total verified monthly income: {formatMoney(received.totalVerifiedMonthlyIncome)}.{' '}
          {received.message}
        </>
      }
      nextSteps={[
        'We email the case manager the reference.',
        `We begin compatibility matching ${COMPATIBILITY_MATCHING_PROMISE}, looking for a household of up to ${HOUSEHOLD_MAX_OCCUPANTS} veterans.`,
        'To change an answer, send the application again: we update it and keep the same reference.',
      ]}
      anotherLabel="Start another application"
      onAnother={onAnother}
    />
  );
}
