import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { getJson } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { LANDLORD_CO_LIVING_PATH, ZLandlordHousehold } from '@shared/contracts/co-living-households';
import { useQuery } from '@tanstack/react-query';

const HEADING_ID = 'landlord-households-heading';

/** GET /api/landlord/co-living-households: the households living in the landlord's homes, keyed by the user. */
export function useLandlordHouseholds(userId: string) {
  return useQuery({
    queryKey: [LANDLORD_CO_LIVING_PATH, userId],
    queryFn: ({ signal }) => getJson(LANDLORD_CO_LIVING_PATH, ZLandlordHousehold.array(), { signal }),
  });
}

const names = (firstNames: string[]) =>
  firstNames.length > 1
    ? `${firstNames.slice(0, -1).join(', ')} and ${firstNames[firstNames.length - 1]}`
    : (firstNames[0] ?? '');

/**
 * The co-living households in the landlord's homes, once every member accepted: who they are (first names) and
 * the trial's dates. Shown only when there is one: most landlords host none.
 */
export function CoLivingHouseholdsSection({ userId }: { userId: string }) {
  const households = useLandlordHouseholds(userId);
  if (households.isPending) return <LoadingState label="Loading co-living households..." />;
  if (households.isError)
    return <QueryErrorState query={households} title="We couldn't load your co-living households" />;
  if (households.data.length === 0) return null;
  return (
    <TitledSection headingId={HEADING_ID} title="Co-living households in your homes" size="2xl">
      <ul className="grid gap-3">
        {households.data.map((household) => (
          <li key={household.id}>
            <Card>
              <CardHeader row>
                <CardTitle as="h3">{household.householdName}</CardTitle>
                <Badge variant={household.status === 'active' ? 'success' : 'accent'}>
                  {household.status === 'active' ? 'Living there' : 'On trial'}
                </Badge>
              </CardHeader>
              <CardContent className="grid gap-1">
                <p>{household.address}</p>
                <p>
                  Members: <strong>{names(household.firstNames)}</strong>
                </p>
                {household.trialStartedAt ? (
                  <p>
                    Trial: {formatDate(household.trialStartedAt)} to{' '}
                    {household.trialEndsAt ? formatDate(household.trialEndsAt) : 'to be set'}
                  </p>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
