import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Fragment } from 'react';
import { Link } from 'wouter';

/** The accounts that sign in with a password (the forgot-password page's `?account=`). */
export type PasswordAccount = 'admin' | 'partner' | 'landlord';

const LINK_CLASS = 'font-semibold text-primary underline hover:no-underline';

/**
 * The two ways into an account without its password, under a sign-in form: choose a new password, or have a
 * sign-in link emailed. `paragraphs` puts each in its own paragraph (a footer), otherwise they sit in a row.
 */
export function SignInHelpLinks({
  account,
  paragraphs = false,
}: {
  account: PasswordAccount;
  paragraphs?: boolean;
}) {
  const Wrap = paragraphs ? 'p' : Fragment;
  return (
    <>
      <Wrap>
        <Link href={`${PAGE_PATHS.forgotPassword}?account=${account}`} className={LINK_CLASS}>
          Forgot password?
        </Link>
      </Wrap>
      <Wrap>
        <Link href={`${PAGE_PATHS.forgotPassword}?account=${account}&mode=sign-in`} className={LINK_CLASS}>
          Email me a sign-in link
        </Link>
      </Wrap>
    </>
  );
}
