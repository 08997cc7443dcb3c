import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastPlacement } from './toast-placement';
import { useToast } from './use-toast';

/** Renders the toasts raised with toast() / useToast(). Mounted once in app/providers.tsx. */
export function Toaster() {
  const { toasts } = useToast();
  const top = useToastPlacement(toasts.length);
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
      <ToastViewport top={top} />
    </ToastProvider>
  );
}
