import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import { Plus, Users } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { CoLivingHomeCards, CoLivingHomesTable } from './co-living-homes-table';
import { CO_LIVING_HOMES_LIMIT, useCoLivingHomes } from './use-co-living-homes';

const HEADING_ID = 'co-living-homes-heading';

/** The form's code (react-hook-form and its rules) loads when its button is pointed at, focused or pressed. */
const CoLivingHomeForm = preloadable(() =>
  import('./co-living-home-form').then((module) => module.CoLivingHomeForm),
);

/** "Co-living homes": the landlord's shared homes (admins: every one) and the form to list one. */
export function CoLivingHomesSection({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const formId = useId();
  const homes = useCoLivingHomes(userId);
  const [formOpen, setFormOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setFormOpen(false);
    // the form's button is gone: keyboard users carry on from the button that opened it
    requestAnimationFrame(() => opener.current?.focus());
  };
  const openButton = (
    <Button
      ref={opener}
      variant="accent"
      aria-expanded={formOpen}
      aria-controls={formOpen ? formId : undefined}
      onClick={() => setFormOpen(true)}
      {...preloadOn(CoLivingHomeForm)}
      disabled={formOpen}
    >
      <Plus aria-hidden="true" />
      List a co-living home
    </Button>
  );
  const list = homes.data;

  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-prose gap-1">
          <h2 id={HEADING_ID} className="text-2xl font-bold text-primary">
            {isAdmin ? 'All co-living homes' : 'Co-living homes'}
          </h2>
          <p className="text-muted-foreground">
            Shared homes where three veterans rent rooms together. We propose housemates who get along and fit
            the home&apos;s rules and rent.
          </p>
        </div>
        {/* while loading and when there is no home yet, the button waits in the empty state */}
        {homes.isPending || list?.length === 0 ? null : openButton}
      </div>
      {formOpen ? (
        <div id={formId}>
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            <CoLivingHomeForm onListed={closeForm} onCancel={closeForm} />
          </Suspense>
        </div>
      ) : null}
      {homes.isPending ? <LoadingState label="Loading co-living homes..." /> : null}
      {homes.isError ? <QueryErrorState query={homes} title="We couldn't load your co-living homes" /> : null}
      {list && !homes.isError && list.length === 0 && !formOpen ? (
        <EmptyState
          icon={Users}
          title={isAdmin ? 'No co-living homes yet' : "You haven't listed a co-living home yet"}
          description="List a shared home with three or more rooms, and we propose veterans to share it."
          action={openButton}
        />
      ) : null}
      {list && !homes.isError && list.length > 0 ? (
        <>
          <CoLivingHomesTable homes={list} labelledBy={HEADING_ID} />
          <CoLivingHomeCards homes={list} labelledBy={HEADING_ID} />
          {list.length >= CO_LIVING_HOMES_LIMIT ? (
            <p className="text-sm text-muted-foreground">
              Showing the first {formatNumber(CO_LIVING_HOMES_LIMIT, 0)} homes.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
