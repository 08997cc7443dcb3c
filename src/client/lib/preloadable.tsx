import { type ComponentType, lazy, type ReactElement } from 'react';

/** A component whose code loads on its first render, or ahead of it with `preload()`. */
export interface Preloadable<P extends object = Record<string, never>> {
  (props: P): ReactElement;
  preload(): Promise<unknown>;
}

/**
 * A part of a page shown only after a click, such as a form, whose code is then not in the page's first load
 * (decision 0022): it loads on its first render, or ahead of it with `preload()` (when the pointer or the focus
 * reaches the button that shows it). Render it inside a Suspense boundary. Once loaded it renders the component
 * itself, without the fallback a React.lazy component shows for a moment even when its module is already here.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to download may be asked for again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(component, { preload });
}

/** Props for the button that shows `part`: its code starts loading when the pointer or the focus reaches it. */
export const preloadOn = (part: Pick<Preloadable<never>, 'preload'>) => ({
  onPointerEnter: () => void part.preload(),
  onFocus: () => void part.preload(),
});
