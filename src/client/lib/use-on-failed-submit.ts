import { useEffect, useRef } from 'react';

/** The paths of the field errors the server set (applyApiErrors marks them 'server'), nested fields included. */
export function serverErrorPaths(errors: object | undefined, prefix = ''): string[] {
  return Object.entries(errors ?? {}).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    // a field's error (type, message, ref to the element) ends the walk; anything else holds nested fields
    if ('type' in error) return error.type === 'server' ? [path] : [];
    return serverErrorPaths(error, path);
  });
}

/**
 * Runs `react` after a submit that failed, in the effect after the render that shows why, so the messages are on
 * screen: at once when the form's own checks failed, and when the server's field messages arrive. At most once a
 * submit, so fixing a field never moves the focus.
 */
export function useOnFailedSubmit(submitCount: number, errors: object, react: () => void) {
  const handled = useRef(0);
  const invalid = Object.keys(errors).length > 0;
  const server = serverErrorPaths(errors).join(',');
  // a new submit, or the server's answer to it, is the trigger
  useEffect(() => {
    if (submitCount === 0 || handled.current === submitCount) return;
    if (!invalid) return;
    handled.current = submitCount;
    react();
  }, [submitCount, server]);
}
