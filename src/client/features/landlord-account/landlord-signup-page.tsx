import { LandlordSignUpForm } from '@client/components/account/landlord-sign-up-form';
import { LoadingState } from '@client/components/ui/spinner';
import { useCurrentUser } from '@client/lib/user-session';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { AccountPageLayout } from './account-page-layout';
import { landlordNextPath, nextQuery } from './next-path';

/** /landlord/signup: creates the account, signs it in, then `?next=` or the dashboard. */
export default function LandlordSignupPage() {
  const [params] = useSearchParams();
  const next = landlordNextPath(params.get('next'));
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <LoadingState fullPage label="Loading..." />;
  if (currentUser.data?.role === 'landlord') return <Redirect to={next} replace />;

  return (
    <AccountPageLayout
      title="Create a Landlord Account"
      description={<p>It's free. List your properties and follow each one from listing to placement.</p>}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            href={`/landlord/login${nextQuery(next)}`}
            className="font-semibold text-primary underline hover:no-underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <LandlordSignUpForm onSignedUp={() => navigate(next, { replace: true })} />
    </AccountPageLayout>
  );
}
