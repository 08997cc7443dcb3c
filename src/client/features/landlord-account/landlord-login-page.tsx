import { LandlordSignInForm } from '@client/components/account/landlord-sign-in-form';
import { SignInHelpLinks } from '@client/components/account/sign-in-help-links';
import { useCurrentUser } from '@client/lib/user-session';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { AccountPageLayout } from './account-page-layout';
import { landlordNextPath, nextQuery } from './next-path';

/** /landlord/login: email + password; then back to `?next=` or the dashboard. */
export default function LandlordLoginPage() {
  const [params] = useSearchParams();
  const next = landlordNextPath(params.get('next'));
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser();

  // a landlord who is already signed in goes straight on
  if (currentUser.data?.role === 'landlord') return <Redirect to={next} replace />;

  return (
    <AccountPageLayout
      title="Landlord Sign In"
      description={<p>Sign in to see your listings, matches and placements.</p>}
      footer={
        <div className="grid gap-2">
          <SignInHelpLinks account="landlord" paragraphs />
          <p>
            New to Veterans Housing?{' '}
            <Link
              href={`${PAGE_PATHS.landlordSignup}${nextQuery(next)}`}
              className="font-semibold text-primary underline hover:no-underline"
            >
              Create a landlord account
            </Link>
          </p>
        </div>
      }
    >
      <LandlordSignInForm onSignedIn={() => navigate(next, { replace: true })} />
    </AccountPageLayout>
  );
}
