import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useStoredState } from '@client/lib/use-hydrated';
import { useLinkToken } from '@client/lib/use-search-param';
import { useLandlordSignupConfirm } from '@client/lib/user-session';
import { ACCOUNT_LINK_INVALID_MESSAGE, ZAccountLinkInput } from '@shared/contracts/account-recovery';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';

const TITLE = 'Confirm your email';
const readLive = () => true;

/** A link that can't be used: the way to a new link (a password reset confirms too), or to sign in when it was used already. */
function LinkRefused({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <AlertTitle>This link can't be used</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <p>
            If you already confirmed your email, sign in. If not, choose a password by email: that confirms it
            too.
          </p>
        </AlertDescription>
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link href={`${PAGE_PATHS.forgotPassword}?account=landlord`}>Choose a password</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={PAGE_PATHS.landlordLogin}>Sign in</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * LANDLORD_CONFIRM_ROUTE (?token=...): the page the sign-up email's link opens. It posts the token once on
 * arrival (the link works once), which confirms the email and signs the landlord in, then goes to the
 * dashboard. A link that expired or was used says so.
 */
export default function LandlordConfirmPage() {
  // the page is rendered ahead for every link, without its token (LINK_PAGES): whether the token is well formed
  // is read once React has taken that page over (null until then, as on the server), which shows it confirming
  // (useStoredState's first value: false there, true where the browser renders the page alone; not useHydrated,
  // which the shared button chunk would export for every route)
  const linkToken = useLinkToken();
  const [live] = useStoredState(readLive, false);
  const token = live || linkToken === '' ? linkToken : null;
  const wellFormed = token === null || ZAccountLinkInput.safeParse({ token }).success;
  const [, navigate] = useLocation();
  const confirm = useLandlordSignupConfirm();
  const { mutate } = confirm;
  // one request per link: React's strict mode runs effects twice, and the link works only once
  const sent = useRef<string | null>(null);

  const send = useCallback(() => {
    if (token === null) return;
    mutate(token, {
      onSuccess: (user) => {
        toast({
          variant: 'success',
          title: 'Email confirmed',
          description: `Welcome, ${user.displayName}. You're signed in.`,
        });
        navigate(PAGE_PATHS.landlordDashboard, { replace: true });
      },
    });
  }, [mutate, navigate, token]);

  useEffect(() => {
    if (token === null || !wellFormed || sent.current === token) return;
    sent.current = token;
    send();
  }, [wellFormed, token, send]);

  const refused = !wellFormed || (confirm.error instanceof ApiError && confirm.error.status === 400);
  let body: ReactNode;
  if (refused) {
    const message =
      confirm.error instanceof ApiError ? confirm.error.userMessage : ACCOUNT_LINK_INVALID_MESSAGE;
    body = <LinkRefused message={message} />;
  } else if (confirm.isError) {
    // the server was not reached or failed: the link was not used, so trying again is safe
    body = (
      <ErrorState
        title="We couldn't confirm your email"
        error={confirm.error}
        onRetry={send}
        retrying={confirm.isPending}
      />
    );
  } else {
    body = (
      <LoadingState label={confirm.isSuccess ? 'Opening your dashboard...' : 'Confirming your email...'} />
    );
  }

  return (
    <PageShell title={TITLE}>
      <PageContainer width="2xl">
        <PageHeader eyebrow="For landlords" title={TITLE} />
        {body}
      </PageContainer>
    </PageShell>
  );
}
