import { PasswordInput } from '@client/components/account/password-input';
import { SignInHelpLinks } from '@client/components/account/sign-in-help-links';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useActionForm } from '@client/lib/use-action-form';
import { loginErrorText, useCurrentUser, useUserLogin, useUserLogout } from '@client/lib/user-session';
import { USER_LOGIN_FAILED_MESSAGE } from '@shared/contracts/auth';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { adminNextPath } from './next-path';

export const UNREACHABLE_TEXT = 'Unable to connect to server. Please try again.';
export const NOT_AN_ADMIN_TEXT = 'This sign-in is for admins. You signed in with a landlord account.';

interface Failure {
  title: string;
  text: string;
  extra?: ReactNode;
}

/** The contract is loaded on submit: nothing of zod runs while the page hydrates. */
const loadUserLogin = () => import('@shared/contracts/auth').then(({ ZUserLoginInput }) => ZUserLoginInput);

/** /admin/login: username and password; then `?next=` (a path on this site) or the inbox. */
export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const next = adminNextPath(params.get('next'));
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser();
  const login = useUserLogin();
  const logout = useUserLogout();
  // a refusal is said once, inline and tied to the form, where it takes the focus (FormFailure takeFocus); no toast
  // as well: it said the same again and covered the crisis lines at 360 px (issue 37)
  const [failure, fail] = useState<Failure | null>(null);

  const { formRef, errors, onSubmit } = useActionForm(loadUserLogin, (values) => {
    if (login.isPending || logout.isPending) return;
    fail(null);
    login.mutate(values, {
      onSuccess: (user) => {
        if (user.role !== 'admin') {
          // the server signed a landlord in: end that session again, this page only makes admins
          logout.mutate();
          fail({
            title: 'Login Failed',
            text: NOT_AN_ADMIN_TEXT,
            extra: (
              <p>
                Landlords sign in on the{' '}
                <Link href={PAGE_PATHS.landlordLogin} className="font-semibold underline hover:no-underline">
                  landlord sign-in page
                </Link>
                .
              </p>
            ),
          });
          return;
        }
        toast({
          variant: 'success',
          title: 'Login Successful',
          description: `Welcome, ${user.displayName}.`,
        });
        navigate(next, { replace: true });
      },
      onError: (error) => {
        const text = loginErrorText(error, USER_LOGIN_FAILED_MESSAGE);
        fail(
          text === null ? { title: 'Login Error', text: UNREACHABLE_TEXT } : { title: 'Login Failed', text },
        );
      },
    });
  });

  // an admin who is already signed in goes straight on
  if (currentUser.data?.role === 'admin' && !login.isPending) return <Redirect to={next} replace />;

  return (
    <PageShell title="Admin Login">
      <PageContainer width="lg">
        <Link
          href="/"
          className="mb-6 inline-flex items-center gap-2 font-semibold text-primary underline hover:no-underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <PageHeader
          eyebrow="Staff"
          title="Admin Login"
          description={<p>Sign in to see the network of partners, landlords and veterans.</p>}
        />
        <Card>
          <CardContent padding="full">
            <form
              ref={formRef}
              onSubmit={onSubmit}
              noValidate
              aria-label="Admin sign in"
              className="grid gap-5"
            >
              <FormFailure title={failure?.title ?? ''} takeFocus>
                {failure ? (
                  <>
                    <p>{failure.text}</p>
                    {failure.extra}
                  </>
                ) : null}
              </FormFailure>
              <FormField label="Username" error={errors.username} required>
                <Input
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  name="username"
                  defaultValue=""
                />
              </FormField>
              <FormField label="Password" error={errors.password} required>
                {(control) => (
                  <PasswordInput
                    control={control}
                    autoComplete="current-password"
                    name="password"
                    defaultValue=""
                  />
                )}
              </FormField>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                <Button
                  type="submit"
                  size="lg"
                  className="w-full sm:w-auto"
                  loading={login.isPending || logout.isPending}
                >
                  Sign In
                </Button>
                <SignInHelpLinks account="admin" />
              </div>
            </form>
          </CardContent>
        </Card>
      </PageContainer>
    </PageShell>
  );
}
