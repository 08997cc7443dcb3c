import { Button } from '@client/components/ui/button';
import { ADMIN_DUPLICATES_PAGE } from '@shared/contracts/duplicates';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

/** The way back to the list, at the top of a pair's and a person's page. */
export function BackToDuplicates() {
  return (
    <p>
      <Button asChild variant="link">
        <Link href={ADMIN_DUPLICATES_PAGE}>
          <ArrowLeft aria-hidden="true" />
          Back to possible duplicates
        </Link>
      </Button>
    </p>
  );
}
