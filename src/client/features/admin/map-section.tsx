import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TIME_FRAME_LABELS } from '@shared/contracts/admin-oversight';
import { US_STATES } from '@shared/domain/us-states';
import { MapPinned } from 'lucide-react';
import { useMemo, useState } from 'react';
import { figuresByState, MEASURES, scaleSteps } from './map-figures';
import { MapLegend } from './map-legend';
import { NetworkMap, NetworkMapLoading } from './network-map';
import { StateDrillDown } from './state-drill-down';
import { StateTable } from './state-table';
import { useUsMapShapes } from './us-map-shapes';
import { type MapFilters, useMapData } from './use-network-map';

const TERRITORIES: ReadonlySet<string> = new Set(
  US_STATES.filter((state) => 'territory' in state).map((state) => state.code),
);
const KNOWN: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code));
/** What Albers USA cannot draw: the territories (Alaska and Hawaii are drawn), and any unknown code. */
const offTheMap = (code: string) => TERRITORIES.has(code) || !KNOWN.has(code);

const TABLE_HEADING_ID = 'state-table-heading';

/** The map, its legend, the drill-down of the chosen state, and the same numbers as a table. */
export function MapSection({ filters }: { filters: MapFilters }) {
  const [selected, setSelected] = useState<string | null>(null);
  const mapData = useMapData(filters);
  // asked for at once, beside the map data
  const shapes = useUsMapShapes();
  const rows = mapData.data?.rows;
  const states = useMemo(() => figuresByState(rows ?? [], filters.type), [rows, filters.type]);
  // the table and the legend list the states with the chosen count (the map names every state)
  const active = states.filter((state) => state.value > 0);
  const steps = useMemo(
    () => scaleSteps(states.filter((s) => !offTheMap(s.code)).map((s) => s.value)),
    [states],
  );
  const measure = MEASURES[filters.type];

  const close = () => {
    const code = selected;
    setSelected(null);
    if (code) document.querySelector<SVGElement>(`[data-state="${code}"]`)?.focus();
  };

  return (
    <section aria-labelledby="map-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="map-heading" className="text-xl font-bold text-primary">
          Map: {measure.label.toLowerCase()} by state
        </h2>
        <p className="text-muted-foreground">
          Choose a state to see its ZIP codes and organizations. With a keyboard, Tab to a state and press
          Enter.
        </p>
      </div>
      {mapData.isPending ? <LoadingState label="Loading map data..." /> : null}
      {mapData.isError ? <QueryErrorState query={mapData} title="We couldn't load the map data" /> : null}
      {rows && !mapData.isError ? (
        <>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="grid gap-2" aria-busy={mapData.isPlaceholderData}>
              <a
                href={`#${TABLE_HEADING_ID}`}
                className="sr-only font-semibold text-primary underline focus:not-sr-only"
              >
                Skip the map: go to the table
              </a>
              {shapes.isPending ? <NetworkMapLoading /> : null}
              {shapes.isError ? <QueryErrorState query={shapes} title="We couldn't load the map" /> : null}
              {shapes.data ? (
                <NetworkMap
                  shapes={shapes.data}
                  type={filters.type}
                  states={states}
                  steps={steps}
                  selected={selected}
                  onSelect={setSelected}
                />
              ) : null}
            </div>
            <MapLegend type={filters.type} steps={steps} offMap={active.filter((s) => offTheMap(s.code))} />
          </div>
          {selected ? (
            <StateDrillDown
              code={selected}
              type={filters.type}
              state={states.find((state) => state.code === selected)}
              onClose={close}
            />
          ) : null}
          <section aria-labelledby={TABLE_HEADING_ID} className="grid gap-3">
            <h2 id={TABLE_HEADING_ID} tabIndex={-1} className="text-xl font-bold text-primary">
              The map as a table
            </h2>
            {active.length === 0 ? (
              <EmptyState
                icon={MapPinned}
                title="No activity in this time frame."
                description="Choose a longer time frame or another data type."
              />
            ) : (
              <>
                <p className="text-muted-foreground">
                  {TIME_FRAME_LABELS[filters.timeFrame]}, busiest state first. The states that are not listed
                  had {measure.none}.
                </p>
                <StateTable
                  type={filters.type}
                  states={active}
                  labelledBy={TABLE_HEADING_ID}
                  onSelect={setSelected}
                />
              </>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
