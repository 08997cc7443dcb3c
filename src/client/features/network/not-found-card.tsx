import { PageContainer } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Building2 } from 'lucide-react';
import { Link } from 'wouter';

export interface NotFoundCardProps {
  message: string;
  linkText?: string;
}

/** 'Organization Not Found' with the page's own message and a way back to the directory. */
export function NotFoundCard({ message, linkText = 'Back to the Trusted Network' }: NotFoundCardProps) {
  return (
    <PageContainer>
      <div className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-input px-4 py-10 text-center">
        <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-primary">Organization Not Found</h1>
        <p className="max-w-prose text-muted-foreground">{message}</p>
        <Button asChild className="mt-2">
          <Link href={PAGE_PATHS.directory}>{linkText}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
