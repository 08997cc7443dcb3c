import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormFailure } from '@client/components/ui/form-failure';
import { parseApiError } from '@client/lib/api-client';
import { useConfirmEmail } from './use-my-page';

/**
 * The link mailed to a new email (`/my?confirm=`): used only when the veteran presses the button (a mail
 * scanner opens nothing); from then on we reach them at that address.
 */
export function ConfirmEmailLink({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  if (confirm.isSuccess)
    return (
      <Alert>
        <AlertTitle>Your new email is confirmed</AlertTitle>
        <AlertDescription>We will use it to reach you from now on.</AlertDescription>
      </Alert>
    );
  return (
    <Card>
      <CardContent padding="full" className="grid gap-4">
        <p className="text-base">Confirm that we may reach you at this email about your housing.</p>
        <FormFailure title="This link can't be used">
          {confirm.isError ? parseApiError(confirm.error).message : null}
        </FormFailure>
        <div>
          <Button size="lg" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
            Confirm my email
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
