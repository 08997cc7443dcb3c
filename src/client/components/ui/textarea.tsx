import { cn } from '@client/lib/utils';
import type { ComponentProps } from 'react';
import { controlClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-20 resize-y', className)} {...props} />;
}
