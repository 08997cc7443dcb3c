import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './button';

export interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** A page of this site. */
  href: string;
  /** The icon before the words; it is decoration, hidden from screen readers. */
  icon: LucideIcon;
  children: ReactNode;
}

/** A link to a page of this site that looks like a button, with an icon before its words. */
export function LinkButton({ href, icon: Icon, variant, size, children }: LinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link href={href}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/** The way back to a list, at the top of a page that shows one of its items. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <LinkButton href={href} icon={ArrowLeft} variant="link">
        {children}
      </LinkButton>
    </p>
  );
}
