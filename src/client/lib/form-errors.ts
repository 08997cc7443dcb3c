import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiFailure, parseApiError } from './api-client';

/**
 * Puts the server's field messages (issues) on the matching react-hook-form fields and
 * returns the parsed error so the form can show its overall message. Typed values are kept.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): ApiFailure {
  const parsed = parseApiError(error);
  // no focus here: the form's useFocusFirstError or error summary takes it once the messages are on screen
  for (const issue of parsed.issues ?? []) {
    if (!issue.path) continue;
    setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  }
  return parsed;
}

/** The server refused named fields (shown beside them), as opposed to a failure the visitor can only retry. */
export function isFieldRefusal(error: unknown): boolean {
  return (parseApiError(error).issues ?? []).some((issue) => Boolean(issue.path));
}
