import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { parseApiError } from '@client/lib/api-client';
import { useLandlordSignup } from '@client/lib/user-session';
import type { LandlordSignupInput } from '@shared/contracts/auth';
import { SIGNUP_CONFIRMATION_TTL_HOURS } from '@shared/domain/account-tokens';
import { MailCheck } from 'lucide-react';
import { type ReactNode, type Ref, useId, useState } from 'react';

export interface SignupCheckEmailProps {
  /** What was sent: sending it again posts exactly this. */
  input: LandlordSignupInput;
  /** The heading takes focus (tabIndex -1), so the parent can move focus here when the panel appears. */
  ref?: Ref<HTMLHeadingElement>;
  headingLevel?: 'h2' | 'h3';
  /** What comes next where the panel is shown (the listing wizard's note), and its buttons. */
  children?: ReactNode;
  /** Back to the form, to fix the address. */
  onChangeEmail?: () => void;
}

const timeText = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The answer to a landlord sign-up: nobody is signed in until the link in the email is opened. The server
 * answers a taken email the same way (its owner gets a different message), so this never says which it was.
 */
export function SignupCheckEmail({
  input,
  ref,
  headingLevel: Heading = 'h2',
  children,
  onChangeEmail,
}: SignupCheckEmailProps) {
  const headingId = useId();
  const resend = useLandlordSignup();
  const [resent, setResent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendAgain = () => {
    if (resend.isPending) return;
    setFailure(null);
    resend.mutate(input, {
      onSuccess: () => setResent(`We sent it again at ${timeText(new Date())}.`),
      onError: (error) => {
        setResent(null);
        setFailure(parseApiError(error).message);
      },
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-ui border border-success bg-success-soft p-4 text-success-soft-foreground"
    >
      <Heading
        id={headingId}
        ref={ref}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold focus:outline-none"
      >
        <MailCheck className="size-5 shrink-0" aria-hidden="true" />
        Check your email
      </Heading>
      <p>
        We sent a message to <strong className="wrap-anywhere">{input.email.trim()}</strong>. Open the link in
        it to finish creating your account. The link works once, for {SIGNUP_CONFIRMATION_TTL_HOURS} hours.
      </p>
      <p>If you already have an account with this email, the message tells you how to sign in instead.</p>
      {children}
      <p>
        Didn't get it? Check your spam folder, or{' '}
        <Button variant="link" size="lg" onClick={sendAgain} loading={resend.isPending}>
          send it again
        </Button>
        .
        {onChangeEmail ? (
          <>
            {' '}
            Wrong address?{' '}
            <Button variant="link" size="lg" onClick={onChangeEmail}>
              Use a different email
            </Button>
          </>
        ) : null}
      </p>
      <p role="status" className={resent ? 'font-semibold' : 'sr-only'}>
        {resent}
      </p>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>We couldn't send it again. {failure}</p>
          </AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
