import { LandlordSignInForm } from '@client/components/account/landlord-sign-in-form';
import { LandlordSignUpForm } from '@client/components/account/landlord-sign-up-form';
import { SignupCheckEmail } from '@client/components/account/signup-check-email';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useCurrentUser } from '@client/lib/user-session';
import type { LandlordSignupInput } from '@shared/contracts/auth';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';

type Mode = 'sign-in' | 'sign-up';

const TITLES: Record<Mode, string> = {
  'sign-in': 'Sign in to your landlord account',
  'sign-up': 'Create your landlord account',
};

/**
 * Above the listing form: who the listing will belong to. Signed out, it offers sign-in and
 * sign-up in a dialog; the listing form underneath keeps what was typed. Sign-up signs nobody in: the panel
 * then says to confirm the email and sign in before sending the listing (the form stays usable: a listing
 * sent signed out is still reviewed, it just isn't on a dashboard), and it looks again for the sign-in when
 * the landlord comes back to this tab from the email's link.
 */
export function ListingAccountPanel() {
  const currentUser = useCurrentUser();
  const titleId = useId();
  const [mode, setMode] = useState<Mode | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const signUpButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const checkEmail = useRef<HTMLHeadingElement>(null);
  // true once the dialog did its job: the focus goes to the panel that now says what happened
  const answeredHere = useRef(false);
  const [signedUp, setSignedUp] = useState<LandlordSignupInput | null>(null);
  const user = currentUser.data;
  const waitingForConfirmation = signedUp !== null && !user;
  const refetchUser = currentUser.refetch;

  // The link opens in another tab and signs the landlord in there (the same cookie): coming back here,
  // ask who is signed in so the panel can say the listing will be theirs.
  useEffect(() => {
    if (!waitingForConfirmation) return;
    const check = () => {
      if (document.visibilityState === 'visible') void refetchUser();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [waitingForConfirmation, refetchUser]);

  const open = (next: Mode) => {
    answeredHere.current = false;
    opener.current = next === 'sign-in' ? signInButton.current : signUpButton.current;
    setMode(next);
  };
  const done = () => {
    answeredHere.current = true;
    setMode(null);
  };
  const accepted = (input: LandlordSignupInput) => {
    setSignedUp(input);
    done();
  };

  let content: ReactNode;
  if (currentUser.isPending) {
    content = (
      <p role="status" className="text-sm text-muted-foreground">
        Checking whether you're signed in...
      </p>
    );
  } else if (user?.role === 'landlord') {
    content = (
      <Alert variant="success" role="status" ref={panel} tabIndex={-1}>
        <AlertTitle>You're listing as {user.displayName}.</AlertTitle>
        <AlertDescription>
          <p>
            This listing will appear on your dashboard.{' '}
            <Link href={PAGE_PATHS.landlordDashboard} className="font-semibold underline hover:no-underline">
              Go to your dashboard
            </Link>
          </p>
        </AlertDescription>
      </Alert>
    );
  } else if (user?.role === 'admin') {
    content = (
      <Alert role="note" ref={panel} tabIndex={-1}>
        <AlertDescription>
          <p>
            You're signed in as an admin ({user.displayName}). A listing you submit here is not tied to a
            landlord account.
          </p>
        </AlertDescription>
      </Alert>
    );
  } else if (signedUp) {
    content = (
      <SignupCheckEmail ref={checkEmail} input={signedUp} headingLevel="h3">
        <p>
          <strong>Your listing stays as you typed it.</strong> Once you've confirmed your email, sign in here
          and then submit it: it will appear on your dashboard with its matches. If you submit it before, we
          still review it, but it won't be on your dashboard.
        </p>
        <div>
          <Button ref={signInButton} onClick={() => open('sign-in')}>
            Sign in
          </Button>
        </div>
      </SignupCheckEmail>
    );
  } else {
    content = (
      <div className="grid gap-3 rounded-ui border border-border bg-muted p-4">
        <p>
          <strong>Have a landlord account?</strong> Sign in and this listing will appear on your dashboard
          with its matches and placements. You can also list without an account.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button ref={signInButton} onClick={() => open('sign-in')}>
            Sign in
          </Button>
          <Button ref={signUpButton} variant="outline" onClick={() => open('sign-up')}>
            Create account
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      {content}
      <Dialog open={mode !== null} onOpenChange={(isOpen) => (isOpen ? null : setMode(null))}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // back to the button that opened it, or to the panel that now says who you are
            event.preventDefault();
            if (answeredHere.current) (panel.current ?? checkEmail.current)?.focus();
            else opener.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {/* Radix names the dialog by its own title id; this one names the form */}
              <span id={titleId}>{mode ? TITLES[mode] : ''}</span>
            </DialogTitle>
            <DialogDescription>Your listing stays as you typed it.</DialogDescription>
          </DialogHeader>
          {mode === 'sign-in' ? <LandlordSignInForm labelledBy={titleId} onSignedIn={done} /> : null}
          {mode === 'sign-up' ? <LandlordSignUpForm labelledBy={titleId} onAccepted={accepted} /> : null}
          <p className="text-sm">
            {mode === 'sign-in' ? 'New here? ' : 'Already have an account? '}
            <Button variant="link" onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
              {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
            </Button>
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
