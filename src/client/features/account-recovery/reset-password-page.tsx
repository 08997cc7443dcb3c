import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { useLinkToken } from '@client/lib/use-search-param';
import {
  ACCOUNT_LINK_INVALID_MESSAGE,
  FORGOT_PASSWORD_ROUTE,
  SIGN_IN_ROUTES,
} from '@shared/contracts/account-recovery';
import { useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_EYEBROWS, accountWords } from './account-text';
import { NewPasswordForm } from './new-password-form';
import { RecoveryPageLayout } from './recovery-page-layout';
import { isLinkRefused, useAccountLink } from './use-account-recovery';

const HOME = { href: '/', label: 'Back to home' };

/** What a link that can't be used says, with the way to ask for a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <AlertTitle>This link can't be used</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
        </AlertDescription>
      </Alert>
      <div>
        <Button asChild>
          <Link href={FORGOT_PASSWORD_ROUTE}>Ask for a new link</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /reset-password?token=...: the page a one-time link opens. It asks the server what the link is for
 * (a reset, or an organisation's invitation), then sets the password once.
 */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const link = useAccountLink(token);
  const [done, setDone] = useState(false);

  if (token === '') {
    return (
      <RecoveryPageLayout title="Choose a new password" back={HOME}>
        <LinkRefused message="This link is not complete. Open it from your email again, or ask for a new one." />
      </RecoveryPageLayout>
    );
  }
  if (link.isPending) return <LoadingState fullPage label="Checking your link..." />;
  if (link.isError) {
    return (
      <RecoveryPageLayout title="Choose a new password" back={HOME}>
        {isLinkRefused(link.error) ? (
          <LinkRefused message={ACCOUNT_LINK_INVALID_MESSAGE} />
        ) : (
          <QueryErrorState query={link} title="We couldn't check your link" />
        )}
      </RecoveryPageLayout>
    );
  }

  const view = link.data;
  const invitation = view.purpose === 'invitation';
  const signIn = SIGN_IN_ROUTES[view.account];
  return (
    <RecoveryPageLayout
      title={invitation ? 'Set your password' : 'Choose a new password'}
      eyebrow={ACCOUNT_EYEBROWS[view.account]}
      description={
        done ? undefined : (
          <p>
            {invitation && view.account === 'partner'
              ? `Set a password for the partner sign-in of ${view.organizationName ?? 'your organization'}.`
              : invitation
                ? `Set a password for your new ${view.account} account.`
                : `Choose a new password for ${accountWords(view)}.`}{' '}
            You'll sign in with <strong className="font-semibold text-foreground">{view.signInName}</strong>.
          </p>
        )
      }
      back={{ href: signIn, label: 'Back to sign in' }}
    >
      <NewPasswordForm token={token} link={view} onDone={() => setDone(true)} />
    </RecoveryPageLayout>
  );
}
