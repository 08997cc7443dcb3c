import { Badge } from '@client/components/ui/badge';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { FactCard } from '@client/components/ui/fact-card';
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
  { label: 'Households', align: 'right' },
] satisfies ColumnHeading[];

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
          <FactCard
            key={home.propertyId}
            title={home.address}
            place={homePlace(home)}
            status={<HomeStatus home={home} />}
            facts={facts}
          />
        );
      })}
    </ul>
  );
}
