import { LandlordSignUpForm } from '@client/components/account/landlord-sign-up-form';
import { useCurrentUser } from '@client/lib/user-session';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link, Redirect, useSearchParams } from 'wouter';
import { AccountPageLayout } from './account-page-layout';
import { landlordNextPath, nextQuery } from './next-path';

/**
 * /landlord/signup: the form answers "check your email" in place; the email's link confirms the address and
 * signs the landlord in (LANDLORD_CONFIRM_ROUTE). A landlord already signed in goes on to `?next=`.
 */
export default function LandlordSignupPage() {
  const [params] = useSearchParams();
  const next = landlordNextPath(params.get('next'));
  const currentUser = useCurrentUser();

  if (currentUser.data?.role === 'landlord') return <Redirect to={next} replace />;

  return (
    <AccountPageLayout
      title="Create a Landlord Account"
      description={<p>It's free. List your properties and follow each one from listing to placement.</p>}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            href={`${PAGE_PATHS.landlordLogin}${nextQuery(next)}`}
            className="font-semibold text-primary underline hover:no-underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <LandlordSignUpForm />
    </AccountPageLayout>
  );
}
