import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { TriggeredModal } from '@client/components/ui/modal';
import { LoadingState } from '@client/components/ui/spinner';
import type { BenchmarkPeople } from '@shared/contracts/benchmarks';
import type { BenchmarkFigure } from '@shared/domain/benchmarks/figures';
import { useQuery } from '@tanstack/react-query';

export type LoadPeople = (figure: BenchmarkFigure, signal: AbortSignal) => Promise<BenchmarkPeople>;

function PeopleList({
  figure,
  load,
  scopeKey,
}: {
  figure: BenchmarkFigure;
  load: LoadPeople;
  scopeKey: string;
}) {
  // each opening is a read of personal data the server audits: never kept in the cache
  const people = useQuery({
    queryKey: ['benchmark-people', scopeKey, figure],
    queryFn: ({ signal }) => load(figure, signal),
    gcTime: 0,
    staleTime: 0,
  });
  if (people.isPending) return <LoadingState label="Loading the people..." />;
  if (people.isError) return <QueryErrorState query={people} title="We couldn't load the people" />;
  const { total, people: listed } = people.data;
  if (total === 0) return <p>No one is behind this figure.</p>;
  return (
    <div className="grid gap-2">
      {total > listed.length ? (
        <p className="text-sm">
          The first {listed.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}, by name.
        </p>
      ) : null}
      <ul className="grid max-h-80 gap-1 overflow-y-auto">
        {listed.map((person) => (
          <li key={person.id} className="flex justify-between gap-3 border-b border-border py-1">
            <span>{person.name ?? 'No name given'}</span>
            <span className="text-muted-foreground">ZIP {person.zipCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "See who": the named people behind one figure, in a dialog (loaded when opened). */
export function PeopleButton({
  figure,
  label,
  count,
  load,
  scopeKey,
}: {
  figure: BenchmarkFigure;
  label: string;
  count: number;
  load: LoadPeople;
  scopeKey: string;
}) {
  return (
    <TriggeredModal
      trigger={
        <Button variant="link" size="sm" disabled={count === 0}>
          See who<span className="sr-only">: {label}</span>
        </Button>
      }
      title={label}
      description={`${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'} in this network’s records.`}
    >
      {() => <PeopleList figure={figure} load={load} scopeKey={scopeKey} />}
    </TriggeredModal>
  );
}
