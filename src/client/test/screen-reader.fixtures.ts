import { virtual } from '@guidepup/virtual-screen-reader';
import { configure, waitFor, within } from '@testing-library/react';

// the reader walks the whole page at each step: on a machine busy with other tests, give what it waits for time
configure({ asyncUtilTimeout: 5000 });

/**
 * Drives @guidepup/virtual-screen-reader the way a screen reader user moves through a page: item by item,
 * and records what was heard since the last step.
 */

/** Starts reading the whole page (toasts render outside the app's root). */
export async function startReading() {
  await virtual.start({ container: document.body });
  return virtual;
}

let mark = 0;

/** Forgets what was heard so far: `heard()` then answers only what comes after. */
export async function markHeard() {
  mark = (await virtual.spokenPhraseLog()).length;
}

/** Every phrase heard since the last `markHeard()`. */
export async function heard(): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).slice(mark);
}

/** Moves on item by item until the phrase heard starts with `start`; fails with what was heard on the way. */
export function moveTo(start: string, limit = 400): Promise<string> {
  return moveUntil(start, (phrase) => phrase.startsWith(start), limit);
}

/**
 * Moves on to the form control heard as `start`: for a control ARIA gives no role (a password field), the
 * phrase is the same as its label's text, which comes first.
 */
export function moveToControl(start: string, limit = 400): Promise<string> {
  return moveUntil(
    start,
    (phrase) => phrase.startsWith(start) && virtual.activeNode instanceof HTMLInputElement,
    limit,
  );
}

async function moveUntil(start: string, found: (phrase: string) => boolean, limit: number) {
  const before = (await virtual.spokenPhraseLog()).length;
  for (let step = 0; step < limit; step += 1) {
    await virtual.next();
    const phrase = await virtual.lastSpokenPhrase();
    if (found(phrase)) return phrase;
    if (phrase === 'end of document') break;
  }
  const onTheWay = (await virtual.spokenPhraseLog()).slice(before);
  throw new Error(`Never heard "${start}". Heard:\n${onTheWay.join('\n')}`);
}

/** Waits until `phrase` has been heard since the last `markHeard()`. */
export async function waitToHear(phrase: string) {
  await waitFor(
    async () => {
      const log = await heard();
      if (!log.includes(phrase)) throw new Error(`Never heard "${phrase}". Heard:\n${log.join('\n')}`);
    },
    // the phrases say more than a dump of the DOM; a generous wait for a machine busy with other tests
    { timeout: 20_000, onTimeout: (error) => error },
  );
}

/** The phrase the reader says for the item it is on now. */
export const current = () => virtual.lastSpokenPhrase();

/** What the field is described by each time it takes the focus: a screen reader reads that with the field. */
export function describedWhenFocused(field: HTMLElement) {
  const heard: string[] = [];
  field.addEventListener('focus', () => {
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    heard.push(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
  });
  return heard;
}

/**
 * The alert region once a message is in it (FormFailure keeps an empty region on the page, so that the message
 * arriving in it is announced). Searched in `container`, else the whole page.
 */
export function findAnnouncedAlert(container: HTMLElement = document.body): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = within(container)
      .getAllByRole('alert')
      .find((region) => region.textContent?.trim());
    if (!alert) throw new Error('no alert has a message yet');
    return alert;
  });
}
