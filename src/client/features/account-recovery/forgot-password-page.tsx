import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
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
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  const byUsername = account === 'admin';
  const field = byUsername ? 'username' : 'email';
  const contract = (byUsername ? ZAdminLinkRequest : ZPasswordResetRequest) as z.ZodType<
    AccountLinkRequest,
    Record<string, string>
  >;
  const { register, handleSubmit, setError, errors, formRef } = useContractForm(contract, { [field]: '' });

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  // a failure the form can't pin on its field takes the focus when it appears (never left on `<body>`)
  useEffect(() => failureAlert.current?.focus(), [failure]);

  const onSubmit = handleSubmit((values) => {
    if (request.isPending) return;
    setFailure(null);
    request.mutate(values, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => setFailure(applyApiErrors(error, setError).message),
    });
  });

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
            error={errors[field]?.message}
            required
          >
            <Input
              {...(byUsername
                ? { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }
                : { type: 'email', autoComplete: 'email', inputMode: 'email' })}
              {...register(field)}
            />
          </FormField>
          <SubmitRow size="lg" className="w-full sm:w-auto" pending={request.isPending}>
            {signInByLink ? 'Email me a sign-in link' : 'Send reset link'}
          </SubmitRow>
        </form>
      )}
    </RecoveryPageLayout>
  );
}
