import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ArrowRight, Check, Download } from 'lucide-react';
import { Link } from 'wouter';
import { StepActions, StepSection } from './step-section';
import type { LandlordStep } from './steps';
import { SUBSCRIPTION_PLAN_NAME, SUBSCRIPTION_PLAN_PRICE } from './subscription-plan';
import { type ResourceTier, VAULT_RESOURCES, type VaultResource } from './vault-resources';

const TIER_BADGE: Record<ResourceTier, BadgeVariant> = {
  Free: 'success',
  Subscriber: 'accent',
  Partner: 'default',
};

export function VaultStep({ onNext }: { onNext: (step: LandlordStep) => void }) {
  return (
    <StepSection
      step="vault"
      intro={
        <p>
          Tools to get your home ready for veterans. Open a preview to see a sample and what's inside. Upgrade
          buttons take you to our plans.
        </p>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {VAULT_RESOURCES.map((resource) => (
          <li key={resource.id} className="grid">
            <ResourceCard resource={resource} />
          </li>
        ))}
      </ul>
      <StepActions>
        <Button size="lg" onClick={() => onNext('listing')}>
          List Your Property <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}

function ResourceCard({ resource }: { resource: VaultResource }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <Badge variant={TIER_BADGE[resource.tier]} className="w-fit">
          {resource.tier}
        </Badge>
        <CardTitle>{resource.title}</CardTitle>
        <CardDescription>{resource.summary}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        {resource.download ? <DownloadLink download={resource.download} /> : null}
        <Dialog>
          <DialogTrigger>
            <Button variant="outline">
              Preview <span className="sr-only">{resource.title}</span>
            </Button>
          </DialogTrigger>
          <ResourcePreview resource={resource} />
        </Dialog>
      </CardFooter>
    </Card>
  );
}

function ResourcePreview({ resource }: { resource: VaultResource }) {
  return (
    <DialogContent>
      <DialogHeader>
        <Badge variant={TIER_BADGE[resource.tier]} className="w-fit">
          {resource.tier}
        </Badge>
        <DialogTitle>{resource.title}</DialogTitle>
        <DialogDescription>{resource.summary}</DialogDescription>
      </DialogHeader>
      <CardContent padding="none" className="grid gap-4">
        <figure className="grid gap-1 rounded-ui bg-muted p-4">
          <figcaption className="text-sm font-semibold">Sample: {resource.sampleTitle}</figcaption>
          <blockquote className="text-sm leading-relaxed">{resource.sample}</blockquote>
        </figure>
        <div>
          <p className="mb-2 font-semibold">What's inside</p>
          <ul className="grid gap-2">
            {resource.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        {resource.download ? (
          <DownloadLink download={resource.download} />
        ) : (
          <UpgradeAction tier={resource.tier} />
        )}
      </DialogFooter>
    </DialogContent>
  );
}

/** A free resource's file: a plain link, so the browser downloads it (no sign-in, no script). */
function DownloadLink({ download }: { download: NonNullable<VaultResource['download']> }) {
  return (
    <Button asChild>
      <a href={download.href} download>
        <Download aria-hidden="true" />
        {download.label}
      </a>
    </Button>
  );
}

/** Subscriber and Partner resources link to the plans. */
function UpgradeAction({ tier }: { tier: ResourceTier }) {
  return (
    <Button asChild>
      <Link href={PAGE_PATHS.pricing}>
        {tier === 'Subscriber' ? `${SUBSCRIPTION_PLAN_NAME}: ${SUBSCRIPTION_PLAN_PRICE}` : 'Become a Partner'}
      </Link>
    </Button>
  );
}
