import { Button } from '@client/components/ui/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The page failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-primary">Something went wrong</h1>
        <p className="text-lg text-muted-foreground">
          We're sorry. This page didn't load the way it should. Reload the page to try again. If the problem
          continues, contact us and we'll help.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button variant="outline" asChild>
            <a href="/">Go to the home page</a>
          </Button>
        </div>
      </div>
    );
  }
}
