import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatNumber } from '@client/lib/format';
import type { MapDataType } from '@shared/contracts/admin-oversight';
import { useState } from 'react';
import { FIGURE_KEYS, FIGURE_LABELS, MEASURES, type StateFigures } from './map-figures';

const numeric = 'text-right';
// long headings wrap, so the table fits a desktop screen
// figure headings: right-aligned over their numbers, free to wrap
const numericHead = { align: 'right', wrap: true } as const;
/** States shown before "Show all". */
export const STATES_SHOWN = 10;

export interface StateTableProps {
  type: MapDataType;
  states: readonly StateFigures[];
  /** id of the heading that names the table */
  labelledBy: string;
  onSelect: (code: string) => void;
}

/** The map's numbers as a table: one row per state with activity, the busiest first. */
export function StateTable({ type, states, labelledBy, onSelect }: StateTableProps) {
  // a measure that adds several figures gets a column for the sum the map shades by
  const { total } = MEASURES[type];
  const columns: ColumnHeading[] = [
    'State',
    ...(total ? [{ label: total, ...numericHead }] : []),
    ...FIGURE_KEYS.map((key) => ({ label: FIGURE_LABELS[key], ...numericHead })),
    { label: 'ZIP codes', ...numericHead },
  ];
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? states : states.slice(0, STATES_SHOWN);
  return (
    <div className="grid gap-3">
      <DataTable labelledBy={labelledBy}>
        <TableHead columns={columns} />
        <tbody>
          {shown.map((state) => (
            <tr key={state.code} className="border-t border-border">
              <th scope="row" className={`${tableCell} text-left font-semibold`}>
                <Button
                  variant="link"
                  align="start"
                  onClick={() => onSelect(state.code)}
                  aria-label={`${state.name}: show ZIP codes and organizations`}
                >
                  {state.name}
                </Button>
              </th>
              {total ? (
                <td className={`${tableCell} ${numeric} font-semibold`}>{formatNumber(state.value, 0)}</td>
              ) : null}
              {FIGURE_KEYS.map((key) => (
                <td key={key} className={`${tableCell} ${numeric}`}>
                  {formatNumber(state.figures[key], 0)}
                </td>
              ))}
              <td className={`${tableCell} ${numeric}`}>{formatNumber(state.rows.length, 0)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {states.length > STATES_SHOWN ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status">
            {showAll
              ? `All ${formatNumber(states.length, 0)} states`
              : `The ${STATES_SHOWN} busiest of ${formatNumber(states.length, 0)} states`}
          </p>
          <Button variant="outline" size="sm" onClick={() => setShowAll(!showAll)}>
            {showAll
              ? `Show the ${STATES_SHOWN} busiest only`
              : `Show all ${formatNumber(states.length, 0)} states`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
