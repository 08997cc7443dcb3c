import { Alert, AlertDescription } from '@client/components/ui/alert';
import { partnerLoginPath } from '@client/lib/partner-session';
import { KEEP_RESULTS_SIGN_IN_MESSAGE } from '@shared/contracts/bulk-intake';
import { CASELOAD_PAGE_ROUTE } from '@shared/contracts/caseload';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';

/** Where a partner comes back to after signing in. */
export const SUPPORT_ROUTE = PAGE_PATHS.support;

/** Above the intake: whether the results are kept (a signed-in partner's caseload) or gone on reload. */
export function CaseloadNote({ organizationName }: { organizationName: string | null }) {
  return (
    <Alert role="note">
      <AlertDescription>
        {organizationName ? (
          <p>
            You're signed in as <strong>{organizationName}</strong>. The veterans you process are kept in your{' '}
            <Link href={CASELOAD_PAGE_ROUTE} className="font-semibold underline">
              caseload
            </Link>
            , so you can come back to them at any time.
          </p>
        ) : (
          <p>
            {KEEP_RESULTS_SIGN_IN_MESSAGE}. You can try the intake without signing in, but its results are
            gone when you leave this page.{' '}
            <Link href={partnerLoginPath(SUPPORT_ROUTE)} className="font-semibold underline">
              Partner sign in
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
