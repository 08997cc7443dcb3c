import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ExternalLink, House } from 'lucide-react';
import { Link } from 'wouter';

/**
 * The card's dialog for an organisation that takes no direct referrals: it says so and offers what the
 * organisation does take (its own intake, on its website) or our housing team, never a referral it refused.
 */
export function NoDirectReferralsStep({
  target,
  onClose,
}: {
  target: { name: string; website: string | null };
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Refer a Veteran in Need</DialogTitle>
        <DialogDescription>
          {target.name} does not take referrals through this site. You can still get the veteran help:
        </DialogDescription>
      </DialogHeader>
      <ul className="grid gap-4">
        {target.website ? (
          <li className="grid gap-2">
            <p>Use {target.name}'s own intake on their website.</p>
            <Button asChild variant="outline" className="justify-self-start">
              <a href={target.website} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Visit their website<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </li>
        ) : null}
        <li className="grid gap-2">
          <p>Ask our housing team: they find a home or an organization that takes the referral.</p>
          <Button asChild className="justify-self-start">
            <Link href={PAGE_PATHS.veteranIntake}>
              <House aria-hidden="true" />
              Start a housing request
            </Link>
          </Button>
        </li>
      </ul>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
