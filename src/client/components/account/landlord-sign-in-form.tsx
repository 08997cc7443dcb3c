import { Button } from '@client/components/ui/button';
import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { loginErrorText, useUserLogin } from '@client/lib/user-session';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  USER_LOGIN_FAILED_MESSAGE,
  type UserView,
  ZLandlordSignupInput,
  ZUserLoginInput,
} from '@shared/contracts/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordInput } from './password-input';

export const SIGN_IN_UNREACHABLE_TEXT = 'Unable to connect to server. Please try again.';

/** Landlords sign in with their email (the account's username) and password. */
const ZLandlordSignIn = z.object({
  email: ZLandlordSignupInput.shape.email,
  password: ZUserLoginInput.shape.password,
});

export interface LandlordSignInFormProps {
  /** Called with the user once the session cookie is set. */
  onSignedIn: (user: UserView) => void;
  /** The id of a heading that names the form (a dialog's title); without it the form shows its own h2. */
  labelledBy?: string;
}

/** Email + password sign-in for landlords (cookie session). Keeps what was typed when it fails. */
export function LandlordSignInForm({ onSignedIn, labelledBy }: LandlordSignInFormProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(ZLandlordSignIn),
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const formRef = useFocusFirstError(submitCount, errors);
  const login = useUserLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
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
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy ?? headingId}
      className="grid gap-5"
    >
      {labelledBy ? null : (
        <h2 id={headingId} className="text-xl font-bold text-primary">
          Sign in to your landlord account
        </h2>
      )}
      <FormFailure title="We couldn't sign you in">{failure}</FormFailure>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput control={control} autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={login.isPending}>
          Sign In
        </Button>
      </div>
    </form>
  );
}
