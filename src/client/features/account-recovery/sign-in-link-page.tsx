import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { parseApiError } from '@client/lib/api-client';
import { useLinkToken } from '@client/lib/use-search-param';
import { ACCOUNT_LINK_INVALID_MESSAGE, type AccountKind } from '@shared/contracts/account-recovery';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link, useLocation } from 'wouter';
import { RecoveryPageLayout } from './recovery-page-layout';
import { isLinkRefused, useSignInLink } from './use-account-recovery';

/** Where each account lands once signed in. */
const HOME_OF: Record<AccountKind, string> = {
  partner: PAGE_PATHS.partnerDashboard,
  landlord: PAGE_PATHS.landlordDashboard,
  admin: PAGE_PATHS.adminInbox,
};

/**
 * /sign-in-link?token=...: the page an emailed sign-in link opens (issue 31). The link is used only when the
 * person presses the button (a mail scanner that opens the page uses nothing up); the server starts the session
 * in its cookie and the page opens the account's dashboard.
 */
export default function SignInLinkPage() {
  const token = useLinkToken();
  const [, navigate] = useLocation();
  const signIn = useSignInLink();
  const refused = token === '' || (signIn.isError && isLinkRefused(signIn.error));

  return (
    <RecoveryPageLayout
      title="Sign in by email"
      description={<p>This link signs you in once, without your password.</p>}
      back={{ href: '/', label: 'Back to home' }}
    >
      {refused ? (
        <div className="grid gap-4">
          <Alert variant="destructive">
            <AlertTitle>This link can't be used</AlertTitle>
            <AlertDescription>
              <p>
                {token === ''
                  ? 'This link is not complete. Open it from your email again.'
                  : ACCOUNT_LINK_INVALID_MESSAGE}
              </p>
            </AlertDescription>
          </Alert>
          <div>
            <Button asChild>
              <Link href={`${PAGE_PATHS.forgotPassword}?mode=sign-in`}>Ask for a new link</Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-4">
          {signIn.isError ? (
            <Alert variant="destructive">
              <AlertTitle>We couldn't sign you in</AlertTitle>
              <AlertDescription>{parseApiError(signIn.error).message}</AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button
              size="lg"
              loading={signIn.isPending}
              onClick={() =>
                signIn.mutate(token, {
                  onSuccess: ({ account }) => navigate(HOME_OF[account], { replace: true }),
                })
              }
            >
              Sign in
            </Button>
          </div>
        </div>
      )}
    </RecoveryPageLayout>
  );
}
