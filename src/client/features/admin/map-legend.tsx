import type { MapDataType } from '@shared/contracts/admin-oversight';
import {
  countText,
  FIGURE_LABELS,
  MEASURES,
  NO_ACTIVITY_CLASS,
  type ScaleStep,
  type StateFigures,
  stepLabel,
} from './map-figures';

function Swatch({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
      <rect x="0.5" y="0.5" width="15" height="15" className={`${className} stroke-input`} />
    </svg>
  );
}

export interface MapLegendProps {
  type: MapDataType;
  steps: readonly ScaleStep[];
  /** states and territories with activity that the map cannot draw */
  offMap: readonly StateFigures[];
}

/** The scale of the shading, what the circles mean, and what Albers USA leaves out. */
export function MapLegend({ type, steps, offMap }: MapLegendProps) {
  const measure = MEASURES[type];
  return (
    <div className="grid gap-3 rounded-ui border border-border bg-card p-4 text-sm">
      <h3 className="font-bold">Legend: {measure.label.toLowerCase()} per state</h3>
      {measure.parts.length > 1 ? (
        <p className="text-muted-foreground">
          Each state's count adds up its{' '}
          {measure.parts.map((key) => FIGURE_LABELS[key].toLowerCase()).join(', ')}.
        </p>
      ) : null}
      <p className="text-muted-foreground">Each colour holds about as many states as the next.</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label="Shading scale">
        <li className="flex items-center gap-2">
          <Swatch className={NO_ACTIVITY_CLASS} />
          None
        </li>
        {steps.map((step) => (
          <li key={step.from} className="flex items-center gap-2">
            <Swatch className={step.className} />
            {stepLabel(step)}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2">
        <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
          <circle cx="8" cy="8" r="6" className="fill-accent/75 stroke-accent-foreground" />
        </svg>
        A circle is a ZIP code: the bigger the circle, the higher its count.
      </p>
      <p className="text-muted-foreground">
        The map uses the Albers USA projection: the 50 states and the District of Columbia, with Alaska and
        Hawaii moved in below the other states. It leaves out Puerto Rico, Guam, the U.S. Virgin Islands,
        American Samoa and the Northern Mariana Islands; their figures are in the table below.
      </p>
      {offMap.length > 0 ? (
        <p>
          <span className="font-semibold">Not on the map: </span>
          {offMap.map((state) => `${state.name}, ${countText(type, state.value)}`).join('; ')}.
        </p>
      ) : null}
    </div>
  );
}
