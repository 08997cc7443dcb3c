import { SignInHelpLinks } from '@client/components/account/sign-in-help-links';
import { Button } from '@client/components/ui/button';
import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useActionForm } from '@client/lib/use-action-form';
import { loginErrorText } from '@client/lib/user-session';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { usePartnerLogin } from './use-partner-api';

export const LOGIN_FAILED_TEXT = 'Login failed';
export const LOGIN_UNAVAILABLE_TEXT = 'Login service unavailable. Please try again.';

/** Organization email + password; calls onSignedIn once the session is stored. */
export function PartnerLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = usePartnerLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // the contract is loaded on submit: nothing of zod runs while the page hydrates
  const { formRef, errors, onSubmit } = useActionForm(
    () => import('@shared/contracts/auth').then(({ ZPartnerLoginInput }) => ZPartnerLoginInput),
    (values) => {
      if (login.isPending) return;
      setFailure(null);
      login.mutate(values, {
        onSuccess: onSignedIn,
        onError: (error) => setFailure(loginErrorText(error, LOGIN_FAILED_TEXT) ?? LOGIN_UNAVAILABLE_TEXT),
      });
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="partner-login-heading"
      className="grid gap-5"
    >
      <h2 id="partner-login-heading" className="text-xl font-bold text-primary">
        Sign in to your organization
      </h2>
      <FormFailure title="We couldn't sign you in" takeFocus>
        {failure}
      </FormFailure>
      {/* both fields are required (aria-required); the labels stay exactly 'Organization email' and 'Password' */}
      <FormField label="Organization email" error={errors.email}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-required="true"
          name="email"
          defaultValue=""
        />
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              aria-required="true"
              className="pr-12"
              name="password"
              defaultValue=""
            />
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-1/2 right-0.5 -translate-y-1/2"
              aria-pressed={showPassword}
              aria-controls={control.id}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              <span className="sr-only">Show password</span>
            </Button>
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={login.isPending}>
          Sign In
        </Button>
        <SignInHelpLinks account="partner" />
      </div>
    </form>
  );
}
