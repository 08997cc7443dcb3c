import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useActionForm } from '@client/lib/use-action-form';
import { loginErrorText, useUserLogin } from '@client/lib/user-session';
import { USER_LOGIN_FAILED_MESSAGE, type UserView } from '@shared/contracts/auth';
import { useState } from 'react';
import { AccountForm } from './account-form';
import { PasswordInput } from './password-input';

export const SIGN_IN_UNREACHABLE_TEXT = 'Unable to connect to server. Please try again.';

/** Landlords sign in with their email (the account's username) and password: loaded on submit. */
const loadLandlordSignIn = () =>
  import('@shared/contracts/auth').then(({ ZLandlordSignInInput }) => ZLandlordSignInInput);

export interface LandlordSignInFormProps {
  /** Called with the user once the session cookie is set. */
  onSignedIn: (user: UserView) => void;
  /** The id of a heading that names the form (a dialog's title); without it the form shows its own h2. */
  labelledBy?: string;
}

/** Email + password sign-in for landlords (cookie session). Keeps what was typed when it fails. */
export function LandlordSignInForm({ onSignedIn, labelledBy }: LandlordSignInFormProps) {
  const login = useUserLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const { formRef, errors, onSubmit } = useActionForm(loadLandlordSignIn, (values) => {
    if (login.isPending) return;
    setFailure(null);
    login.mutate(
      { username: values.email, password: values.password },
      {
        onSuccess: (user) => {
          toast({
            variant: 'success',
            title: 'Login Successful',
            description: `Welcome back, ${user.displayName}.`,
          });
          onSignedIn(user);
        },
        onError: (error) =>
          setFailure(loginErrorText(error, USER_LOGIN_FAILED_MESSAGE) ?? SIGN_IN_UNREACHABLE_TEXT),
      },
    );
  });

  return (
    <AccountForm
      formRef={formRef}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      title="Sign in to your landlord account"
      submitLabel="Sign In"
      submitting={login.isPending}
    >
      <FormFailure title="We couldn't sign you in" takeFocus>
        {failure}
      </FormFailure>
      <FormField label="Email" error={errors.email} required>
        <Input type="email" autoComplete="username" inputMode="email" name="email" defaultValue="" />
      </FormField>
      <FormField label="Password" error={errors.password} required>
        {(control) => (
          <PasswordInput control={control} autoComplete="current-password" name="password" defaultValue="" />
        )}
      </FormField>
    </AccountForm>
  );
}
