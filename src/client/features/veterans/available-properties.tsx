import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { preloadable } from '@client/lib/preloadable';
import type { FindMatchesInput, FindMatchesResponse, HousingMatch } from '@shared/contracts/match-search';
import { ROOM_TYPE_LABELS, ROOM_TYPES } from '@shared/domain/constants';
import { SearchX } from 'lucide-react';
import { type ChangeEvent, Suspense, useEffect, useMemo, useState } from 'react';
import { NoMatches } from './no-matches';
import { ALL, applyFilters, NO_FILTERS, type PropertyFilters, zipCodesOf } from './property-filters';
import { PropertyMatchCard } from './property-match-card';
import type { SentRequest } from './sent-requests';

/**
 * The request form, shown only after a click on a home's "Request Match": its code (the form, its contract
 * checks, the dialog) loads once homes are listed (after a search), not while /veterans hydrates (issue 38,
 * decision 0045).
 */
const RequestMatchDialog = preloadable(() =>
  import('./request-match-dialog').then((module) => module.RequestMatchDialog),
);

export const RESULTS_HEADING_ID = 'available-properties-heading';

const ROOM_OPTIONS = [
  { value: ALL, label: 'All room types' },
  ...ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] })),
];
const BENEFIT_OPTIONS = [
  { value: ALL, label: 'All homes' },
  { value: 'yes', label: 'Yes, accepts VA benefits' },
  { value: 'no', label: 'No' },
];

export interface AvailablePropertiesProps {
  search: FindMatchesInput;
  response: FindMatchesResponse;
  /** The requests sent from this browser (kept across visits). */
  sent: readonly SentRequest[];
  onSent: (request: SentRequest) => void;
}

/** 'Available Properties': the engine's homes, filtered on the client, each with 'Request Match'. */
export function AvailableProperties({ search, response, sent, onSent }: AvailablePropertiesProps) {
  const [filters, setFilters] = useState<PropertyFilters>(NO_FILTERS);
  const requested = new Map(sent.map((request) => [request.propertyId, request.reference]));
  const [asking, setAsking] = useState<HousingMatch | null>(null);
  // mounted from the first "Request Match" on, so closing the dialog still returns the focus to the button
  const [dialogShown, setDialogShown] = useState(false);
  useEffect(() => {
    void RequestMatchDialog.preload();
  }, []);
  const ask = (match: HousingMatch) => {
    setDialogShown(true);
    setAsking(match);
  };
  const zipOptions = useMemo(
    () => [
      { value: ALL, label: 'All ZIP codes' },
      ...zipCodesOf(response.matches).map((z) => ({ value: z, label: z })),
    ],
    [response.matches],
  );
  const shown = applyFilters(response.matches, filters);
  const choose = (key: keyof PropertyFilters) => (event: ChangeEvent<HTMLSelectElement>) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="grid gap-6">
      <div className="grid gap-2">
        <h2
          id={RESULTS_HEADING_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-primary focus:outline-none sm:text-3xl"
        >
          Available Properties
        </h2>
        <p className="max-w-prose text-muted-foreground">
          Homes that fit your answers, best match first. Each one says why it fits.
        </p>
      </div>
      {response.total === 0 ? (
        <NoMatches search={search} />
      ) : (
        <>
          <div className="grid gap-4 rounded-ui border border-border bg-muted p-4 sm:grid-cols-3">
            <FormField label="ZIP code">
              <NativeSelect options={zipOptions} value={filters.zipCode} onChange={choose('zipCode')} />
            </FormField>
            <FormField label="Room type">
              <NativeSelect options={ROOM_OPTIONS} value={filters.roomType} onChange={choose('roomType')} />
            </FormField>
            <FormField label="Accepts VA benefits">
              <NativeSelect
                options={BENEFIT_OPTIONS}
                value={filters.benefits}
                onChange={choose('benefits')}
              />
            </FormField>
          </div>
          <p role="status" className="font-semibold">
            Showing {shown.length} of {response.matches.length}{' '}
            {response.matches.length === 1 ? 'home' : 'homes'}
            {response.total > response.matches.length
              ? ` (the best ${response.matches.length} of ${response.total} that fit)`
              : ''}
            .
          </p>
          {shown.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No properties match your criteria. Try adjusting your filters."
              action={
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Matching homes">
              {shown.map((match) => (
                <li key={match.property.id}>
                  <PropertyMatchCard
                    match={match}
                    requestReference={requested.get(match.property.id) ?? null}
                    onRequest={ask}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {dialogShown ? (
        <Suspense fallback={null}>
          <RequestMatchDialog
            match={asking}
            search={search}
            onClose={() => setAsking(null)}
            onSent={(propertyId, reference) => {
              onSent({ propertyId, reference });
              setAsking(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
