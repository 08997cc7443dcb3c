import { Button } from '@client/components/ui/button';
import type { FormControlProps } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { PASSWORD_MIN_HINT } from '@shared/contracts/account-recovery';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';

/** Under every new password: the length rule, and how to pass the server's "too easy to guess" check. */
export const NEW_PASSWORD_HINT = `${PASSWORD_MIN_HINT} Avoid common words and patterns: three or four unrelated words work well.`;

export interface PasswordInputProps extends Omit<ComponentProps<typeof Input>, 'type'> {
  /** The ids and aria props FormField hands its control. */
  control: FormControlProps;
}

/** A password box with a show/hide toggle (aria-pressed), for use inside FormField's render function. */
export function PasswordInput({ control, className, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...control} {...props} type={shown ? 'text' : 'password'} className={cn('pr-12', className)} />
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1/2 right-0.5 -translate-y-1/2"
        aria-pressed={shown}
        aria-controls={control.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        <span className="sr-only">Show password</span>
      </Button>
    </div>
  );
}
