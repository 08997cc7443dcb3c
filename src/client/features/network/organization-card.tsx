import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatNumber } from '@client/lib/format';
import type { VsoCard } from '@shared/contracts/network';
import { formatPlace } from '@shared/domain/address';
import { HandHeart, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { AccreditedBadge, PlacementTierBadge, VerifiedBadge } from './organization-badges';
import { serviceLabel } from './service-categories';

export interface OrganizationCardProps {
  organization: VsoCard;
  onRefer: (organization: VsoCard) => void;
}

/** A directory result: who, where, badges and services; no phone or email (they stay private). */
export function OrganizationCard({ organization, onRefer }: OrganizationCardProps) {
  const titleId = useId();
  const org = organization;
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="break-words">
          {org.name}
        </CardTitle>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>{formatPlace(org)}</span>
          {org.distanceMiles === null ? null : (
            <span className="font-semibold text-foreground">
              · {formatNumber(org.distanceMiles)} {org.distanceMiles === 1 ? 'mile' : 'miles'} away
            </span>
          )}
        </p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <div className="flex flex-wrap gap-1.5">
          {org.accredited ? <AccreditedBadge /> : null}
          {org.isVerified ? <VerifiedBadge /> : null}
          <PlacementTierBadge tier={org.placementTier} />
        </div>
        <p className="line-clamp-3 text-sm">{org.description}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Services">
          {org.serviceCategories.map((category) => (
            <li key={category}>
              <Badge variant="outline">{serviceLabel(category)}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter stackOnPhone>
        <Button onClick={() => onRefer(org)}>
          <HandHeart aria-hidden="true" />
          Refer a Veteran<span className="sr-only"> to {org.name}</span>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/partner/${org.id}`}>
            View organization<span className="sr-only">: {org.name}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
