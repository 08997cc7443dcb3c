import { Alert, AlertDescription } from './alert';

/** Why an action failed (a refusal the API explained), under the action; nothing while there is none. */
export function FailureAlert({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{failure}</AlertDescription>
    </Alert>
  );
}
