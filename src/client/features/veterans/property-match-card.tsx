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
import { formatMoney, formatNumber } from '@client/lib/format';
import type { HousingMatch } from '@shared/contracts/match-search';
import { PROPERTY_BADGE_LABELS, ROOM_TYPE_LABELS } from '@shared/domain/constants';
import { CircleCheck, MapPin } from 'lucide-react';
import { useId } from 'react';

export interface PropertyMatchCardProps {
  match: HousingMatch;
  /** The ZIP code the veteran searched, to say 'In your ZIP code'. */
  searchZip: string;
  /** The reference of the request sent for this home in this visit; null before. */
  requestReference: string | null;
  onRequest: (match: HousingMatch) => void;
}

function distanceText(match: HousingMatch, searchZip: string): string {
  if (match.property.zipCode.slice(0, 5) === searchZip.slice(0, 5)) return 'In your ZIP code';
  if (match.distanceMiles === null) return 'Distance not known';
  if (match.distanceMiles < 0.1) return 'Less than 0.1 miles away';
  return `${formatNumber(match.distanceMiles)} ${match.distanceMiles === 1 ? 'mile' : 'miles'} away`;
}

/** The 'Request sent' line of a card; focus lands there when the request dialog closes. */
export const requestStatusId = (propertyId: string) => `request-status-${propertyId}`;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** One home the engine found: the listing, its badges, and why it fits. */
export function PropertyMatchCard({ match, searchZip, requestReference, onRequest }: PropertyMatchCardProps) {
  const { property } = match;
  const titleId = useId();
  const place = [property.city, [property.state, property.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
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
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <MapPin className="size-4 text-accent-strong" aria-hidden="true" />
          {distanceText(match, searchZip)}
        </p>
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
          <p className="font-bold">Why this home: match score {match.score} of 100</p>
          <p>{sentence(match.reason)}</p>
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
              Request sent. The landlord will reply to you. Your reference is{' '}
              <strong>{requestReference}</strong>.
            </span>
          </p>
        ) : (
          <Button onClick={() => onRequest(match)} aria-describedby={titleId}>
            Request Match
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
