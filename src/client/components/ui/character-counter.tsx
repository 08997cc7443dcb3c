/** Characters left: below this many, each change is announced; above it, the count is only read with the field. */
export const ANNOUNCE_BELOW = 30;

export const charactersLeftText = (remaining: number) =>
  `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`;

/**
 * The count under a text field with a limit. The visible count is the field's description (read when the field is
 * reached), not a live region: a screen reader user hears a count only near the limit, not on every keystroke.
 */
export function CharacterCounter({ id, remaining }: { id: string; remaining: number }) {
  return (
    <>
      <p id={id} className="text-sm text-muted-foreground">
        {charactersLeftText(remaining)}
      </p>
      <p className="sr-only" aria-live="polite">
        {remaining < ANNOUNCE_BELOW ? charactersLeftText(remaining) : ''}
      </p>
    </>
  );
}
