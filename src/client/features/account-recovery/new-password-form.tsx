import { NEW_PASSWORD_HINT, PasswordInput } from '@client/components/account/password-input';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { SubmitRow } from '@client/components/ui/submit-row';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
  type AccountLinkView,
  FORGOT_PASSWORD_ROUTE,
  SIGN_IN_ROUTES,
  ZNewPasswordForm,
} from '@shared/contracts/account-recovery';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isLinkRefused, usePasswordResetConfirm } from './use-account-recovery';

const linkClass = 'font-semibold underline hover:no-underline';

export interface NewPasswordFormProps {
  token: string;
  link: AccountLinkView;
  /** Called once the password is set. */
  onDone: () => void;
}

/** The new password twice; then what happened and the way to the right sign-in page. */
export function NewPasswordForm({ token, link, onDone }: NewPasswordFormProps) {
  const confirm = usePasswordResetConfirm();
  const [failure, setFailure] = useState<{ message: string; linkRefused: boolean } | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, errors, formRef } = useContractForm(ZNewPasswordForm, {
    password: '',
    confirm: '',
  });
  const invitation = link.purpose === 'invitation';
  const signIn = SIGN_IN_ROUTES[link.account];

  useEffect(() => {
    if (confirm.isSuccess) doneHeading.current?.focus();
  }, [confirm.isSuccess]);

  // a failure the form can't pin on a field (a used or expired link) takes the focus when it appears, never <body>
  useEffect(() => failureAlert.current?.focus(), [failure]);

  const onSubmit = handleSubmit((values) => {
    if (confirm.isPending) return;
    setFailure(null);
    confirm.mutate(
      { token, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          // a password the server refuses (too easy to guess) is said on the field, which takes the focus
          const { message, issues } = applyApiErrors(error, setError);
          if (issues?.some((issue) => issue.path === 'password' || issue.path === 'confirm')) return;
          setFailure({ message, linkRefused: isLinkRefused(error) });
        },
      },
    );
  });

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-4">
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-bold text-primary focus:outline-none">
          {invitation ? 'Your password is set' : 'Your password was changed'}
        </h2>
        <Alert variant="success" role="status">
          <AlertDescription>
            <p>
              Sign in with {confirm.data.signInName} and your new password.
              {invitation ? '' : ' Every device that was signed in to this account was signed out.'}
            </p>
          </AlertDescription>
        </Alert>
        <div>
          <Button asChild size="lg">
            <Link href={signIn}>Sign in</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={invitation ? 'Set your password' : 'Choose a new password'}
      className="grid gap-5"
    >
      {failure ? (
        <Alert ref={failureAlert} tabIndex={-1} variant="destructive">
          <AlertTitle>We couldn't set your password</AlertTitle>
          <AlertDescription>
            <p>{failure.message}</p>
            {failure.linkRefused ? (
              <p>
                <Link href={FORGOT_PASSWORD_ROUTE} className={linkClass}>
                  Ask for a new link
                </Link>
              </p>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {/* for password managers: the account this password belongs to */}
      <input type="text" autoComplete="username" value={link.signInName} readOnly hidden />
      <FormField label="New password" hint={NEW_PASSWORD_HINT} error={errors.password?.message} required>
        {(control) => (
          <PasswordInput control={control} autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
      <FormField label="Type the new password again" error={errors.confirm?.message} required>
        {(control) => (
          <PasswordInput control={control} autoComplete="new-password" {...register('confirm')} />
        )}
      </FormField>
      <SubmitRow size="lg" className="w-full sm:w-auto" pending={confirm.isPending}>
        {invitation ? 'Set password' : 'Save new password'}
      </SubmitRow>
    </form>
  );
}
