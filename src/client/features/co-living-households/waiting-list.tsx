import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatDate, formatNumber } from '@client/lib/format';
import type { CoLivingDashboard } from '@shared/contracts/co-living-households';
import { useState } from 'react';

/** Rows shown before "Show all". */
export const WAITING_SHOWN = 20;
const HEADING_ID = 'waiting-heading';

/** Applicants not in a household, oldest application first, and why the last run left them waiting. */
export function WaitingList({ waiting }: { waiting: CoLivingDashboard['waiting'] }) {
  const [all, setAll] = useState(false);
  const rows = all ? waiting : waiting.slice(0, WAITING_SHOWN);
  return (
    <TitledSection headingId={HEADING_ID} title="Applicants waiting" count={waiting.length} gap={3}>
      {waiting.length === 0 ? (
        <EmptyState
          title="Nobody is waiting."
          description="Every applicant is in a household. New applications appear here."
        />
      ) : (
        <>
          <ul aria-labelledby={HEADING_ID} className="grid rounded-ui border border-border">
            {rows.map((row) => (
              <li
                key={row.applicationId}
                className="grid gap-1 border-t border-border p-3 first:border-t-0 md:grid-cols-[16rem_1fr] md:gap-4"
              >
                <p>
                  <span className="block font-semibold">{row.veteranName ?? 'Name withheld'}</span>
                  <span className="block text-sm text-muted-foreground">
                    {row.reference}, ZIP {row.zipCode}, applied {formatDate(row.appliedAt)}
                  </span>
                </p>
                <p>
                  <span className="sr-only">Why not placed yet: </span>
                  {row.waitingReason ?? 'Not yet considered by a run'}
                </p>
              </li>
            ))}
          </ul>
          {waiting.length > WAITING_SHOWN ? (
            <div>
              <Button variant="outline" onClick={() => setAll(!all)} aria-expanded={all}>
                {all
                  ? `Show the first ${WAITING_SHOWN}`
                  : `Show all ${formatNumber(waiting.length, 0)} applicants`}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </TitledSection>
  );
}
