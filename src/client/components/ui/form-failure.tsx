import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from './alert';

/**
 * Why a form was refused (wrong password, account locked), in an alert region that is on the page before the
 * message is: screen readers often miss an alert that arrives with its message already inside. With `takeFocus`
 * the message takes the focus when it appears (a refused sign-in: the pressed button was busy, so the focus would
 * otherwise be nowhere; issue 37), and Tab goes on to the form's first field.
 */
export function FormFailure({
  title,
  children,
  takeFocus = false,
}: {
  title: string;
  children?: ReactNode;
  takeFocus?: boolean;
}) {
  const message = useRef<HTMLDivElement>(null);
  const shown = Boolean(children);
  useEffect(() => {
    if (takeFocus && shown) message.current?.focus();
  }, [takeFocus, shown]);
  return (
    <div role="alert">
      {children ? (
        <Alert
          ref={message}
          tabIndex={takeFocus ? -1 : undefined}
          variant="destructive"
          // focusable, so not presentational: a group inside the alert region (announced once, by the region)
          role={takeFocus ? 'group' : 'none'}
        >
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{children}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
