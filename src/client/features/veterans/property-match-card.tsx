import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { formatMoney } from '@client/lib/format';
import type { HousingMatch } from '@shared/contracts/match-search';
import { formatPlace } from '@shared/domain/address';
import { MATCH_REPLY_HOURS, PROPERTY_BADGE_LABELS, ROOM_TYPE_LABELS } from '@shared/domain/constants';
import { MATCH_FIT_LABELS } from '@shared/domain/match-fit';
import { CircleCheck, MapPin } from 'lucide-react';
import { useId } from 'react';

export interface PropertyMatchCardProps {
  match: HousingMatch;
  /** The reference of the request sent for this home in this visit; null before. */
  requestReference: string | null;
  onRequest: (match: HousingMatch) => void;
}

/** The 'Request sent' line of a card; focus lands there when the request dialog closes. */
export const requestStatusId = (propertyId: string) => `request-status-${propertyId}`;
/** The card's 'Request Match' button; focus returns there when the dialog closes without a request. */
export const requestButtonId = (propertyId: string) => `request-match-${propertyId}`;

/** One home the engine found: the listing, its badges, and why it fits. */
export function PropertyMatchCard({ match, requestReference, onRequest }: PropertyMatchCardProps) {
  const { property } = match;
  const titleId = useId();
  const place = formatPlace(property);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <CardTitle id={titleId}>{property.address}</CardTitle>
          <p className="text-lg font-bold text-primary">
            {property.rentPerRoom === null ? 'Ask about rent' : `${formatMoney(property.rentPerRoom)}/mo`}
          </p>
        </div>
        <CardDescription>
          {place} · {ROOM_TYPE_LABELS[property.roomType]}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {property.description ? <p>{property.description}</p> : null}
        {property.badges.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Features">
            {property.badges.map((badge) => (
              <li key={badge}>
                <Badge variant="secondary">{PROPERTY_BADGE_LABELS[badge]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-1 rounded-ui bg-muted p-3 text-sm">
          <p className="font-bold">{MATCH_FIT_LABELS[match.fit]}</p>
          <ul className="grid gap-1" aria-label="Why this home">
            {match.reasons.map((reason, index) => (
              <li key={reason} className="flex items-start gap-1.5">
                {index === 0 ? (
                  <MapPin className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                ) : (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                )}
                {reason}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      <CardFooter>
        {requestReference ? (
          <p
            id={requestStatusId(property.id)}
            tabIndex={-1}
            className="flex items-center gap-2 font-semibold text-success focus:outline-none"
          >
            <CircleCheck className="size-5" aria-hidden="true" />
            <span>
              {`Request sent. The landlord will reply to you within ${MATCH_REPLY_HOURS} hours. Your reference is `}
              <strong>{requestReference}</strong>.
            </span>
          </p>
        ) : (
          <Button
            id={requestButtonId(property.id)}
            onClick={() => onRequest(match)}
            aria-describedby={titleId}
          >
            Request Match
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
