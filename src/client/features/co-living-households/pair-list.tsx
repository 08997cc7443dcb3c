import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TitledSection } from '@client/components/ui/titled-section';
import type { HouseholdMember, HouseholdPairView } from '@shared/contracts/co-living-households';
import { memberName } from './co-living-text';
import { ReasonsAndConcerns, ScoreBars } from './score-bars';

const HEADING_ID = 'pairs-heading';

/** Every pair of current members: the five scores, what fits and what to talk through. */
export function PairList({ pairs, members }: { pairs: HouseholdPairView[]; members: HouseholdMember[] }) {
  const nameOf = (applicationId: string) => {
    const member = members.find((m) => m.applicationId === applicationId);
    return member ? memberName(member) : 'A former member';
  };
  return (
    <TitledSection headingId={HEADING_ID} title="How each pair fits">
      {pairs.length === 0 ? (
        <p>A pair needs two members: the explanation appears once a second housemate is proposed.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {pairs.map((pair) => (
            <Card key={`${pair.aApplicationId}-${pair.bApplicationId}`}>
              <CardHeader>
                <CardTitle>
                  {nameOf(pair.aApplicationId)} and {nameOf(pair.bApplicationId)}
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                {pair.compatible ? null : (
                  <Alert variant="destructive">
                    <AlertDescription>
                      This pair has a deal-breaker and should not live together. Decline one of them.
                    </AlertDescription>
                  </Alert>
                )}
                <ScoreBars scores={pair} />
                <ReasonsAndConcerns reasons={pair.reasons} concerns={pair.potentialConcerns} />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </TitledSection>
  );
}
