import { Badge } from '@client/components/ui/badge';
import type { HousingVeteranView } from '@shared/contracts/housing';
import type { UseQueryResult } from '@tanstack/react-query';
import { FlagBadges, UrgencyBadge } from './housing-badges';
import { ListStates } from './list-states';
import type { ListPage } from './use-housing-matches';

/** Veterans Queue: who is waiting, what they need, and whether they are housed. */
export function VeteransTab({ query }: { query: UseQueryResult<ListPage<HousingVeteranView>> }) {
  return (
    <ListStates
      query={query}
      loading="Loading veterans..."
      empty="No veterans registered yet."
      errorTitle="We couldn't load the veterans"
    >
      {(page) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {page.rows.length < page.total
              ? `The ${page.rows.length} newest of ${page.total} veterans.`
              : `${page.total} veterans.`}
          </p>
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Veterans queue">
            {page.rows.map((veteran) => (
              <li
                key={veteran.id}
                className="grid content-start gap-2 rounded-ui border border-border bg-card p-4 shadow-ui"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-bold break-words">{veteran.name ?? 'Name not given'}</h3>
                  <Badge variant={veteran.isMatched ? 'success' : 'outline'}>
                    {veteran.isMatched ? 'Matched' : 'Unmatched'}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">ZIP {veteran.zipCode}</p>
                <div className="flex flex-wrap gap-1.5">
                  <UrgencyBadge urgency={veteran.urgencyLevel} />
                  <FlagBadges
                    flags={[
                      { label: 'Voucher', on: veteran.hasVoucher },
                      { label: 'Accessible', on: veteran.requiresAccessibility },
                      { label: 'Pet', on: veteran.hasPet },
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ListStates>
  );
}
