import { Badge } from '@client/components/ui/badge';
import { DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import type { CoLivingHomeView } from '@shared/contracts/co-living-households';
import {
  homeFreeRooms,
  homeHouseholds,
  homePlace,
  homeRate,
  homeRooms,
  homeStatus,
  homeStatusNote,
} from './co-living-home-values';

export interface CoLivingHomesViewProps {
  homes: CoLivingHomeView[];
  /** The id of the section heading that names the table and the list. */
  labelledBy: string;
}

const COLUMNS = [
  'Home',
  'Status',
  'Rooms',
  'Free rooms',
  'Base room rate',
  { label: 'Households', className: 'text-right' },
];

function HomeStatus({ home }: { home: CoLivingHomeView }) {
  const { label, variant } = homeStatus(home);
  const note = homeStatusNote(home);
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={variant}>{label}</Badge>
      {note ? <p className="max-w-60 text-sm text-muted-foreground">{note}</p> : null}
    </div>
  );
}

/** Wide screens: one row per home. */
export function CoLivingHomesTable({ homes, labelledBy }: CoLivingHomesViewProps) {
  return (
    <div className="hidden md:block">
      <DataTable labelledBy={labelledBy}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {homes.map((home) => (
            <tr key={home.propertyId} className="border-t border-border">
              <th scope="row" className={`${tableCell} text-left font-normal`}>
                <span className="block font-semibold break-words">{home.address}</span>
                <span className="block text-muted-foreground">{homePlace(home)}</span>
              </th>
              <td className={tableCell}>
                <HomeStatus home={home} />
              </td>
              <td className={tableCell}>{homeRooms(home)}</td>
              <td className={tableCell}>{homeFreeRooms(home)}</td>
              <td className={`${tableCell} font-semibold whitespace-nowrap`}>{homeRate(home)}</td>
              <td className={`${tableCell} text-right`}>{homeHouseholds(home)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

/** Small screens: one card per home, every figure labelled. */
export function CoLivingHomeCards({ homes, labelledBy }: CoLivingHomesViewProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-labelledby={labelledBy}>
      {homes.map((home) => {
        const facts = [
          ['Rooms', homeRooms(home)],
          ['Free rooms', homeFreeRooms(home)],
          ['Base room rate', homeRate(home)],
          ['Households', homeHouseholds(home)],
        ];
        return (
          <li
            key={home.propertyId}
            className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-bold break-words">{home.address}</h3>
                <p className="text-sm text-muted-foreground">{homePlace(home)}</p>
              </div>
              <HomeStatus home={home} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
