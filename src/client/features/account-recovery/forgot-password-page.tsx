import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { type ContractLoader, useActionForm } from '@client/lib/use-action-form';
import {
  type AccountKind,
  type AccountLinkRequest,
  SIGN_IN_ROUTES,
  ZAdminLinkRequest,
  ZPasswordResetRequest,
} from '@shared/contracts/account-recovery';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { z } from 'zod';
import { ACCOUNT_EYEBROWS, accountFromQuery, EMAIL_HINTS } from './account-text';
import { RecoveryPageLayout } from './recovery-page-layout';
import { usePasswordResetRequest } from './use-account-recovery';

const linkClass = 'font-semibold text-primary underline hover:no-underline';

/**
 * The contract of the request: an admin gives a username. Given at once, not imported on submit as decision 0047's
 * forms do: this page reads its paths from the same module, which is loaded with it anyway (a dynamic import of it
 * would only add a namespace object to a chunk that other pages share).
 */
const loadContract =
  (byUsername: boolean): ContractLoader<AccountLinkRequest> =>
  async () =>
    (byUsername ? ZAdminLinkRequest : ZPasswordResetRequest) as z.ZodType<AccountLinkRequest>;

/**
 * The email (or username) field, uncontrolled and checked on submit by its contract (decision 0047); what was typed
 * stays after a refusal. Keyed by the field by its page, so a new account kind starts with its own contract.
 */
function LinkRequestForm({
  account,
  signInByLink,
  pending,
  failure,
  typed,
  onRequest,
}: {
  account: AccountKind | null;
  signInByLink: boolean;
  pending: boolean;
  failure: string | null;
  /** What was sent last: the form comes back with it ('Send another link'). */
  typed: string;
  /** The contract's values, what was typed, and how to show the server's field messages. */
  onRequest: (
    values: AccountLinkRequest,
    typed: string,
    showApiError: (error: unknown) => { message: string },
  ) => void;
}) {
  const failureAlert = useRef<HTMLDivElement>(null);
  const byUsername = account === 'admin';
  const field = byUsername ? 'username' : 'email';
  const { formRef, errors, onSubmit, showApiError } = useActionForm(loadContract(byUsername), (values) => {
    const input = formRef.current?.elements.namedItem(field);
    onRequest(values, input instanceof HTMLInputElement ? input.value : '', showApiError);
  });
  // a failure the form can't pin on its field takes the focus when it appears (never left on `<body>`)
  useEffect(() => failureAlert.current?.focus(), [failure]);
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={signInByLink ? 'Ask for a sign-in link' : 'Ask for a password reset link'}
      className="grid gap-5"
    >
      {failure ? (
        <Alert ref={failureAlert} tabIndex={-1} variant="destructive">
          <AlertTitle>We couldn't send the link</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        label={byUsername ? 'Username' : 'Email'}
        hint={account ? EMAIL_HINTS[account] : undefined}
        error={errors[field]}
        required
      >
        <Input
          {...(byUsername
            ? { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }
            : { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          name={field}
          defaultValue={typed}
        />
      </FormField>
      <SubmitRow size="lg" className="w-full sm:w-auto" pending={pending}>
        {signInByLink ? 'Email me a sign-in link' : 'Send reset link'}
      </SubmitRow>
    </form>
  );
}

/**
 * /forgot-password?account=partner|landlord|admin: asks for the email a reset link goes to (an admin: the username
 * they sign in with, issue 37); with `&mode=sign-in`,
 * a link that signs in without the password (for an owner whom someone else's guesses hold back).
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const account = accountFromQuery(params.get('account'));
  const signInByLink = params.get('mode') === 'sign-in';
  const signIn = account ? SIGN_IN_ROUTES[account] : null;
  const request = usePasswordResetRequest(signInByLink);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const byUsername = account === 'admin';

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onRequest = (
    values: AccountLinkRequest,
    typedNow: string,
    showApiError: (error: unknown) => { message: string },
  ) => {
    if (request.isPending) return;
    setFailure(null);
    setTyped(typedNow);
    request.mutate(values, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => setFailure(showApiError(error).message),
    });
  };

  return (
    <RecoveryPageLayout
      title={signInByLink ? 'Sign in by email' : 'Forgot your password?'}
      eyebrow={account ? ACCOUNT_EYEBROWS[account] : undefined}
      description={
        <p>
          {`Enter ${byUsername ? 'the username you sign in with' : 'the email of your account'}. We'll send you a link ${signInByLink ? 'that signs you in once, without your password.' : 'to choose a new password.'}`}
        </p>
      }
      back={signIn ? { href: signIn, label: 'Back to sign in' } : { href: '/', label: 'Back to home' }}
    >
      {sent ? (
        <div className="grid gap-4">
          <h2 ref={sentHeading} tabIndex={-1} className="text-xl font-bold text-primary focus:outline-none">
            Check your email
          </h2>
          <Alert variant="success" role="status">
            <AlertDescription>
              <p>{sent}</p>
            </AlertDescription>
          </Alert>
          <p>No email after a few minutes? Check what you typed, then ask again.</p>
          <div className="flex flex-wrap items-center gap-4">
            <Button variant="outline" onClick={() => setSent(null)}>
              Send another link
            </Button>
            {signIn ? (
              <Link href={signIn} className={linkClass}>
                Back to sign in
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <LinkRequestForm
          key={byUsername ? 'username' : 'email'}
          account={account}
          signInByLink={signInByLink}
          pending={request.isPending}
          failure={failure}
          typed={typed}
          onRequest={onRequest}
        />
      )}
    </RecoveryPageLayout>
  );
}
