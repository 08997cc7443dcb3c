import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from './alert';

/**
 * Why a form was refused (wrong password, account locked), in an alert region that is on the page before the
 * message is: screen readers often miss an alert that arrives with its message already inside.
 */
export function FormFailure({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert">
      {children ? (
        <Alert variant="destructive" role="none">
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{children}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
