import { keepFocusOnThePage } from '@client/lib/focus-keeper';
import { useEffect } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastPlacement } from './toast-placement';
import { useToast } from './use-toast';

/** Renders the toasts raised with toast() / useToast(). Mounted once in app/providers.tsx. */
export function Toaster() {
  const { toasts } = useToast();
  const placement = useToastPlacement(toasts.length);
  // the app's deferred layer (app/deferred-toaster.tsx loads it just after every page): it also keeps the focus off
  // <body> after an action (issue 37), without weighing on any route's first load
  useEffect(() => keepFocusOnThePage(), []);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport placement={placement} />
    </ToastProvider>
  );
}
