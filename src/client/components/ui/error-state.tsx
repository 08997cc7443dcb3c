import { parseApiError } from '@client/lib/api-client';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

export interface ErrorStateProps {
  title?: string;
  /** Text to show; if omitted, derived from `error` (via parseApiError). */
  message?: ReactNode;
  error?: unknown;
  /** Shows a 'Try again' button, e.g. () => query.refetch(). */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** The error state for lists and loaded sections. */
export function ErrorState({
  title = "We couldn't load this information",
  message,
  error,
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  const text =
    message ?? (error === undefined ? 'Please try again in a few minutes.' : parseApiError(error).message);
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{text}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

/** What QueryErrorState needs of a TanStack query (or infinite query). */
export interface RetryableQuery {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

/** The error state of a query that failed: its message, and Try again fetching it once more. */
export function QueryErrorState({
  query,
  ...props
}: { query: RetryableQuery } & Pick<ErrorStateProps, 'title' | 'className'>) {
  return (
    <ErrorState
      {...props}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
