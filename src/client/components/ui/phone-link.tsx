import { cn } from '@client/lib/utils';
import { formatPhone, phoneDigits } from '@shared/domain/phone';
import type { ReactNode } from 'react';

/** A US number as stored ("5185550142") or written ("(518) 555-0142", "+1 518 555 0142") as its 10 digits. */
function usDigits(phone: string): string | null {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? digits : null;
}

/** The tel: address of a number, with the country code a phone needs to dial it from anywhere. */
export function telHref(phone: string): string {
  const us = usDigits(phone);
  return `tel:+${us ? `1${us}` : phone.replace(/\D/g, '')}`;
}

/** A number as people read it: "518-555-0142"; anything that is not a US number stays as it was written. */
export const phoneText = (phone: string): string => {
  const us = usDigits(phone);
  return us ? formatPhone(us) : phone;
};

export interface PhoneLinkProps {
  /** Digits as the API stores them, or a number as written; null or '' when there is none. */
  phone: string | null | undefined;
  /** What shows when there is no number. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * The one way a phone number is shown (a veteran's, a case manager's, an organisation's): formatted and
 * tappable, so a case worker on a phone calls with one tap.
 */
export function PhoneLink({ phone, fallback = 'Not given', className }: PhoneLinkProps) {
  if (!phone?.trim()) return <>{fallback}</>;
  return (
    <a
      href={telHref(phone)}
      className={cn('font-semibold whitespace-nowrap text-primary underline hover:no-underline', className)}
    >
      {phoneText(phone)}
    </a>
  );
}
