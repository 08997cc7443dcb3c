import { Button } from '@client/components/ui/button';
import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react';

export interface AccountFormProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The id of a heading that names the form (a dialog's title); without it the form shows `title` as its h2. */
  labelledBy?: string;
  title: string;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** The landlord's sign-in and sign-up forms: named by the dialog's title or their own h2, fields, one submit. */
export function AccountForm(props: AccountFormProps) {
  const { formRef, onSubmit, labelledBy, title, submitLabel, submitting, children } = props;
  const headingId = useId();
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy ?? headingId}
      className="grid gap-5"
    >
      {labelledBy ? null : (
        <h2 id={headingId} className="text-xl font-bold text-primary">
          {title}
        </h2>
      )}
      {children}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
