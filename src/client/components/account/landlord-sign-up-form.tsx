import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useLandlordSignup } from '@client/lib/user-session';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UserView, ZLandlordSignupInput } from '@shared/contracts/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SIGN_IN_UNREACHABLE_TEXT } from './landlord-sign-in-form';
import { PasswordInput } from './password-input';

export interface LandlordSignUpFormProps {
  /** Called with the new user once the account exists and the session cookie is set. */
  onSignedUp: (user: UserView) => void;
  /** The id of a heading that names the form (a dialog's title); without it the form shows its own h2. */
  labelledBy?: string;
}

/** Name, email, phone (optional) and password: creates a landlord account and signs it in. */
export function LandlordSignUpForm({ onSignedUp, labelledBy }: LandlordSignUpFormProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLandlordSignupInput),
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });
  const signup = useLandlordSignup();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ phone, ...values }) => {
    if (signup.isPending) return;
    setFailure(null);
    signup.mutate(phone ? { ...values, phone } : values, {
      onSuccess: (user) => {
        toast({
          variant: 'success',
          title: 'Account created',
          description: `Welcome, ${user.displayName}. You're signed in.`,
        });
        onSignedUp(user);
      },
      onError: (error) => {
        // field messages (an email that is taken) go on their fields; anything else above the form
        const parsed = applyApiErrors(error, setError);
        if (parsed.issues?.length) return;
        setFailure(parsed.status === 0 ? SIGN_IN_UNREACHABLE_TEXT : parsed.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy ?? headingId} className="grid gap-5">
      {labelledBy ? null : (
        <h2 id={headingId} className="text-xl font-bold text-primary">
          Create your landlord account
        </h2>
      )}
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>We couldn't create your account</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Your name" error={errors.name?.message} required>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" hint="You'll use it to sign in." error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" hint="Optional." error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label="Password" hint="At least 8 characters." error={errors.password?.message} required>
        {(control) => (
          <PasswordInput control={control} autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={signup.isPending}>
          Create Account
        </Button>
      </div>
    </form>
  );
}
