import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { formatNumber } from '@client/lib/format';
import type { RunMatchesResult } from '@shared/contracts/housing';
import { UNMATCHED_REASON_LABELS } from '@shared/domain/match-engine/unmatched-reasons';

const veterans = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'veteran' : 'veterans'}`;

/** What the last run did, in words: how many it matched, and for the rest why not, counted by reason. */
export function EngineResult({ result }: { result: RunMatchesResult }) {
  const waiting = result.unmatched.reduce((sum, row) => sum + row.count, 0);
  return (
    <Alert variant={result.matchesCreated > 0 ? 'success' : 'default'} role="status" aria-label="Last run">
      <AlertTitle>
        {result.matchesCreated > 0
          ? `The last run matched ${veterans(result.matchesCreated)} with a home. They and their case managers are being emailed.`
          : 'The last run found no new match.'}
      </AlertTitle>
      <AlertDescription>
        {waiting === 0 ? (
          <p>Nobody who was waiting was left without a home.</p>
        ) : (
          <>
            <p>
              {veterans(waiting)} {waiting === 1 ? 'is' : 'are'} still waiting. Why:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {result.unmatched.map((row) => (
                <li key={row.reason}>
                  {UNMATCHED_REASON_LABELS[row.reason]}: {veterans(row.count)}
                </li>
              ))}
            </ul>
          </>
        )}
      </AlertDescription>
    </Alert>
  );
}
