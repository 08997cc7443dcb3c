import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import type { MapDataType, MapRow } from '@shared/contracts/admin-oversight';
import { formatAddress } from '@shared/domain/address';
import { MAP_HEIGHT, MAP_WIDTH } from '@shared/domain/us-map';
import { type KeyboardEvent, useMemo, useState } from 'react';
import {
  countText,
  countWithParts,
  FIGURE_KEYS,
  FIGURE_LABELS,
  MEASURES,
  measureOf,
  type ScaleStep,
  type StateFigures,
  scaleClass,
} from './map-figures';
import type { StateShape, UsMapShapes } from './us-map-shapes';

export interface NetworkMapProps {
  shapes: UsMapShapes;
  type: MapDataType;
  /** the states with activity (others show as none) */
  states: readonly StateFigures[];
  steps: readonly ScaleStep[];
  /** the state whose drill-down is open */
  selected: string | null;
  onSelect: (code: string) => void;
}

interface Tip {
  x: number;
  y: number;
  title: string;
  lines: string[];
}

const MAX_RADIUS = 14;
const MIN_RADIUS = 2.5;

/** What a state says to a screen reader: "New York: 12 veteran referrals", "Texas: 9 in all (...)". */
export function stateLabel(name: string, type: MapDataType, state: StateFigures | undefined): string {
  return `${name}: ${state ? countWithParts(type, state.figures) : countText(type, 0)}`;
}

function stateTip(shape: StateShape, type: MapDataType, state: StateFigures | undefined): Tip {
  const lines = state
    ? FIGURE_KEYS.map((key) => `${FIGURE_LABELS[key]}: ${formatNumber(state.figures[key], 0)}`)
    : [countText(type, 0)];
  if (state) lines.push(`ZIP codes: ${formatNumber(state.rows.length, 0)}`);
  return { ...shape.centre, title: shape.name, lines };
}

/**
 * The US states shaded by the chosen count, with a circle per ZIP code sized by its count. Every state is a
 * button in the Tab order (by name) whose accessible name carries its figure; Enter, Space or a click opens
 * its drill-down.
 */
export function NetworkMap({ shapes, type, states, steps, selected, onSelect }: NetworkMapProps) {
  const [focused, setFocused] = useState<string | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const byCode = useMemo(() => new Map(states.map((state) => [state.code, state])), [states]);

  const points = useMemo(() => {
    const placed = states.flatMap((state) =>
      state.rows.flatMap((row) => {
        const value = measureOf(type, row.metadata);
        return value > 0 && row.mapPoint ? [{ row, value, ...row.mapPoint }] : [];
      }),
    );
    const max = Math.max(1, ...placed.map((point) => point.value));
    // area follows the count; the biggest circles are drawn first so small ones stay on top
    return placed
      .map((point) => ({
        ...point,
        r: MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(point.value / max),
      }))
      .sort((a, b) => b.r - a.r);
  }, [states, type]);

  const onKeyDown = (event: KeyboardEvent, code: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(code);
    }
  };
  const pointTip = (row: MapRow, x: number, y: number): Tip => ({
    x,
    y,
    title: `${row.zipCode}, ${formatAddress({ city: row.city, state: row.state })}`,
    lines: [countWithParts(type, row.metadata)],
  });
  const highlight = (code: string | null) => shapes.states.find((shape) => shape.code === code);
  const focusShape = highlight(focused);
  const selectedShape = highlight(selected);

  return (
    <div className="relative">
      {/* biome-ignore lint/a11y/useSemanticElements: SVG has no <fieldset>; the group names the map its state buttons are in */}
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className="block h-auto w-full"
        role="group"
        aria-label={`Map of the United States: ${MEASURES[type].label.toLowerCase()} by state`}
        onMouseLeave={() => setTip(null)}
      >
        <g>
          {shapes.states.map((shape) => {
            const state = byCode.get(shape.code);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it has the role, Tab stop and keys of one
              <path
                key={shape.code}
                d={shape.d}
                data-state={shape.code}
                role="button"
                tabIndex={0}
                aria-label={stateLabel(shape.name, type, state)}
                aria-pressed={selected === shape.code}
                className={cn(
                  scaleClass(steps, state?.value ?? 0),
                  'cursor-pointer stroke-background outline-none hover:opacity-80',
                )}
                strokeWidth={0.75}
                onClick={() => onSelect(shape.code)}
                onKeyDown={(event) => onKeyDown(event, shape.code)}
                onFocus={() => {
                  setFocused(shape.code);
                  setTip(stateTip(shape, type, state));
                }}
                onBlur={() => {
                  setFocused(null);
                  setTip(null);
                }}
                onMouseEnter={() => setTip(stateTip(shape, type, state))}
              />
            );
          })}
        </g>
        {/* the ZIP circles repeat, for the pointer, what the state buttons and the drill-down say to everyone */}
        <path d={shapes.outline} className="pointer-events-none fill-none stroke-input" strokeWidth={1} />
        <g>
          {points.map(({ row, x, y, r }) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut to the state button below it
            <circle
              key={row.id}
              cx={x}
              cy={y}
              r={r}
              className="cursor-pointer fill-accent/75 stroke-accent-foreground"
              strokeWidth={0.75}
              onMouseEnter={() => setTip(pointTip(row, x, y))}
              onClick={() => onSelect(row.state.toUpperCase())}
            />
          ))}
        </g>
        {selectedShape ? (
          <path
            d={selectedShape.d}
            className="pointer-events-none fill-none stroke-accent-strong"
            strokeWidth={3}
          />
        ) : null}
        {focusShape ? (
          <path d={focusShape.d} className="pointer-events-none fill-none stroke-ring" strokeWidth={3.5} />
        ) : null}
      </svg>
      {tip ? <MapTooltip tip={tip} /> : null}
    </div>
  );
}

/** While the shapes load: the map's own size, so nothing moves when it arrives. */
export function NetworkMapLoading() {
  return (
    <div className="grid w-full place-items-center" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
      <LoadingState label="Loading the map..." />
    </div>
  );
}

/** The figures of the state or ZIP under the pointer or focus (the accessible name already says them). */
function MapTooltip({ tip }: { tip: Tip }) {
  const left = (tip.x / MAP_WIDTH) * 100;
  const top = (tip.y / MAP_HEIGHT) * 100;
  const shift = left < 25 ? '0%' : left > 75 ? '-100%' : '-50%';
  // near the top edge the tip opens below the point, so it stays over the map
  const below = top < 35;
  return (
    <div
      aria-hidden="true"
      data-testid="map-tooltip"
      className="pointer-events-none absolute z-10 max-w-56 rounded-ui bg-primary px-3 py-2 text-sm text-primary-foreground shadow-ui"
      style={{
        left: `${left}%`,
        top: `${top}%`,
        transform: below ? `translate(${shift}, 0.75rem)` : `translate(${shift}, calc(-100% - 0.75rem))`,
      }}
    >
      <p className="font-semibold">{tip.title}</p>
      {tip.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
