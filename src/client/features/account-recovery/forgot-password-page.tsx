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
import { type FormEventHandler, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { ACCOUNT_EYEBROWS, accountFromQuery, EMAIL_HINTS } from './account-text';
import { RecoveryPageLayout } from './recovery-page-layout';
import { usePasswordResetRequest } from './use-account-recovery';

const linkClass = 'font-semibold text-primary underline hover:no-underline';

interface LinkFormProps {
  signInByLink: boolean;
  hint?: string;
  /** What was typed the last time, kept when the person asks again. */
  typed: string;
  onSent: (message: string, typed: string) => void;
}

/** A failure the form can't pin on its field, focused when it appears (never left on `<body>`). */
function SendFailure({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} variant="destructive" className="focus:outline-none">
      <AlertTitle>We couldn't send the link</AlertTitle>
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}

/** The field(s) of a link request, its failure and its button, for either contract. */
function useLinkRequest(signInByLink: boolean, onSent: LinkFormProps['onSent']) {
  const request = usePasswordResetRequest(signInByLink);
  const [failure, setFailure] = useState<{ text: string; at: number } | null>(null);
  const send = (values: AccountLinkRequest, typed: string, setError: (error: unknown) => string) => {
    if (request.isPending) return;
    setFailure(null);
    request.mutate(values, {
      onSuccess: (answer) => onSent(answer.message, typed),
      onError: (error) => setFailure({ text: setError(error), at: Date.now() }),
    });
  };
  const form = (
    label: string,
    onSubmit: FormEventHandler,
    formRef: Ref<HTMLFormElement>,
    field: ReactNode,
  ) => (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label} className="grid gap-5">
      {failure ? <SendFailure key={failure.at} text={failure.text} /> : null}
      {field}
      <SubmitRow size="lg" className="w-full sm:w-auto" pending={request.isPending}>
        {signInByLink ? 'Email me a sign-in link' : 'Send reset link'}
      </SubmitRow>
    </form>
  );
  return { send, form };
}

const formLabel = (signInByLink: boolean) =>
  signInByLink ? 'Ask for a sign-in link' : 'Ask for a password reset link';

/** Partners and landlords: the email they sign in with. */
function EmailLinkForm({ signInByLink, hint, typed, onSent }: LinkFormProps) {
  const { send, form } = useLinkRequest(signInByLink, onSent);
  const { register, handleSubmit, setError, errors, formRef, getValues } = useContractForm(
    ZPasswordResetRequest,
    { email: typed },
  );
  const onSubmit = handleSubmit((values) =>
    send(values, getValues('email'), (error) => applyApiErrors(error, setError).message),
  );
  return form(
    formLabel(signInByLink),
    onSubmit,
    formRef,
    <FormField label="Email" hint={hint} error={errors.email?.message} required>
      <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
    </FormField>,
  );
}

/** Admins: the username they sign in with (the link goes to the email on their account). */
function UsernameLinkForm({ signInByLink, typed, onSent }: LinkFormProps) {
  const { send, form } = useLinkRequest(signInByLink, onSent);
  const { register, handleSubmit, setError, errors, formRef, getValues } = useContractForm(
    ZAdminLinkRequest,
    {
      username: typed,
    },
  );
  const onSubmit = handleSubmit((values) =>
    send(values, getValues('username'), (error) => applyApiErrors(error, setError).message),
  );
  return form(
    formLabel(signInByLink),
    onSubmit,
    formRef,
    <FormField
      label="Username"
      hint="The username you sign in with. We send the link to the email on your admin account."
      error={errors.username?.message}
      required
    >
      <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
    </FormField>,
  );
}

/**
 * /forgot-password?account=partner|landlord|admin: asks for the email a reset link goes to (an admin: the
 * username they sign in with); with `&mode=sign-in`, a link that signs in without the password (for an owner
 * whom someone else's guesses hold back).
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const account = accountFromQuery(params.get('account'));
  const signInByLink = params.get('mode') === 'sign-in';
  const signIn = account ? SIGN_IN_ROUTES[account] : null;
  const [sent, setSent] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const onSent = (message: string, value: string) => {
    setTyped(value);
    setSent(message);
  };
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const byUsername = account === 'admin';
  const what = byUsername ? 'the username you sign in with' : 'the email of your account';

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  return (
    <RecoveryPageLayout
      title={signInByLink ? 'Sign in by email' : 'Forgot your password?'}
      eyebrow={account ? ACCOUNT_EYEBROWS[account] : undefined}
      description={
        <p>
          {signInByLink
            ? `Enter ${what}. We'll send you a link that signs you in once, without your password.`
            : `Enter ${what}. We'll send you a link to choose a new password.`}
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
          <p>
            No email after a few minutes? Check the {byUsername ? 'username' : 'address'} you typed, then ask
            again.
          </p>
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
      ) : byUsername ? (
        <UsernameLinkForm signInByLink={signInByLink} typed={typed} onSent={onSent} />
      ) : (
        <EmailLinkForm
          signInByLink={signInByLink}
          hint={account ? EMAIL_HINTS[account] : undefined}
          typed={typed}
          onSent={onSent}
        />
      )}
    </RecoveryPageLayout>
  );
}
