import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { applyApiErrors } from '@client/lib/form-errors';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { useLandlordSignup } from '@client/lib/user-session';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LandlordSignupInput, ZLandlordSignupInput } from '@shared/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountForm } from './account-form';
import { SIGN_IN_UNREACHABLE_TEXT } from './landlord-sign-in-form';
import { NEW_PASSWORD_HINT, PasswordInput } from './password-input';
import { SignupCheckEmail } from './signup-check-email';

export interface LandlordSignUpFormProps {
  /** Called once the server took the sign-up (a confirmation email is on its way; nobody is signed in). */
  onAccepted?: (input: LandlordSignupInput) => void;
  /** The id of a heading that names the form (a dialog's title); without it the form shows its own h2. */
  labelledBy?: string;
}

/**
 * Name, email, phone (optional) and password. The server answers "check your email" for a new and a taken
 * address alike; the form shows that answer in its place, with a way to send the email again.
 */
export function LandlordSignUpForm({ onAccepted, labelledBy }: LandlordSignUpFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(ZLandlordSignupInput),
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });
  const formRef = useFocusFirstError(submitCount, errors);
  const signup = useLandlordSignup();
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<LandlordSignupInput | null>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (accepted) answerHeading.current?.focus();
  }, [accepted]);

  const onSubmit = handleSubmit(({ phone, ...values }) => {
    if (signup.isPending) return;
    setFailure(null);
    const input = phone ? { ...values, phone } : values;
    signup.mutate(input, {
      onSuccess: () => {
        setAccepted(input);
        onAccepted?.(input);
      },
      onError: (error) => {
        // field messages (a password too easy to guess) go on their fields; anything else above the form
        const parsed = applyApiErrors(error, setError);
        if (parsed.issues?.length) return;
        setFailure(parsed.status === 0 ? SIGN_IN_UNREACHABLE_TEXT : parsed.message);
      },
    });
  });

  if (accepted) {
    return (
      <SignupCheckEmail
        ref={answerHeading}
        input={accepted}
        onChangeEmail={() => {
          setAccepted(null);
          // after the form is back on the page
          setTimeout(() => setFocus('email', { shouldSelect: true }));
        }}
      />
    );
  }

  return (
    <AccountForm
      formRef={formRef}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      title="Create your landlord account"
      submitLabel="Create Account"
      submitting={signup.isPending}
    >
      <FormFailure title="We couldn't create your account">{failure}</FormFailure>
      <FormField label="Your name" error={errors.name?.message} required>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField
        label="Email"
        hint="You'll use it to sign in. We'll send a link to it to confirm it's yours."
        error={errors.email?.message}
        required
      >
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" hint="Optional." error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label="Password" hint={NEW_PASSWORD_HINT} error={errors.password?.message} required>
        {(control) => (
          <PasswordInput control={control} autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
    </AccountForm>
  );
}
