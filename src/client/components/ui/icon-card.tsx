import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from './card';

export interface IconCardProps {
  icon: LucideIcon;
  title: ReactNode;
  titleClassName?: string;
  /** Under the title, in the card's header. */
  description?: ReactNode;
  /** The card's body (a CardContent), under the header. */
  children?: ReactNode;
}

/** A card of a row of cards, led by its icon: a reason, a service, a benefit. */
export function IconCard({ icon: Icon, title, titleClassName, description, children }: IconCardProps) {
  return (
    <Card className="h-full">
      <CardHeader>
        <Icon className="size-8 text-accent-strong" aria-hidden="true" />
        <CardTitle className={titleClassName}>{title}</CardTitle>
        {description}
      </CardHeader>
      {children}
    </Card>
  );
}
