import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber } from '@client/lib/format';
import type { CoLivingHomeView } from '@shared/contracts/co-living-households';
import { Home } from 'lucide-react';
import { homeAddress, perRoom, policiesInWords } from './co-living-text';

const HEADING_ID = 'homes-heading';

const rooms = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'room' : 'rooms'}`;

/** Co-living homes: where, how many rooms are still free for a household, the rate and the rules. */
export function HomesList({ homes }: { homes: CoLivingHomeView[] }) {
  const free = homes.reduce((sum, home) => sum + home.freeRooms, 0);
  return (
    <TitledSection
      headingId={HEADING_ID}
      title={
        <>
          Homes and free rooms ({rooms(free)} free in {formatNumber(homes.length, 0)}{' '}
          {homes.length === 1 ? 'home' : 'homes'})
        </>
      }
      gap={3}
    >
      {homes.length === 0 ? (
        <EmptyState
          icon={Home}
          title="No co-living homes yet."
          description="Landlords and admins list shared homes; they appear here once listed."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-labelledby={HEADING_ID}>
          {homes.map((home) => (
            <li key={home.propertyId}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{homeAddress(home)}</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-3">
                  <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                    <dt className="font-semibold">Free rooms</dt>
                    <dd>
                      {formatNumber(home.freeRooms, 0)} of {rooms(home.availableRooms)} open to veterans
                    </dd>
                    <dt className="font-semibold">Home</dt>
                    <dd>
                      {rooms(home.totalRooms)}, {formatNumber(home.bathrooms, 0)}{' '}
                      {home.bathrooms === 1 ? 'bathroom' : 'bathrooms'}
                    </dd>
                    <dt className="font-semibold">Base rate</dt>
                    <dd>{perRoom(home.baseRoomRate)}</dd>
                  </dl>
                  <ul className="grid list-disc gap-0.5 pl-5" aria-label="Rules and what rent includes">
                    {policiesInWords(home).map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
