import type { Locator, Page } from 'playwright-core';

// The keyboard-only journeys' steps (e2e/keyboard.e2e.ts): Tab to a control, say where the focus is.

export const PASSWORD = 'veterans-demo';

/** Whether `target` has the focus. */
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 250, back = false } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Waits until `target` has the focus (the app may move it a moment after the step). */
export async function expectFocusOn(page: Page, target: Locator, step: string): Promise<void> {
  const element = await target.elementHandle({ timeout: 10_000 });
  await page
    .waitForFunction((node) => node === document.activeElement, element, { timeout: 10_000 })
    .catch(async () => {
      throw new Error(`${step}: the focus is on ${await focusedDescription(page)}, not on ${target}`);
    });
}

export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/** The focus is somewhere real after `step`: not <body>, not nothing. Answers what has it. */
export async function expectFocusNotLost(page: Page, step: string): Promise<string> {
  // the app moves the focus a moment after the answer arrives: give it that moment
  await page.waitForTimeout(300);
  const focused = await focusedDescription(page);
  expect(focused, step).not.toBe('<body>');
  return focused;
}

/** Signs in on a page whose form has `fields` (label → value), by keyboard only, ending with Enter. */
export async function signInByKeyboard(page: Page, fields: [Locator, string][]): Promise<void> {
  for (const [field, value] of fields) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
}

export const waitForToast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()
    .waitFor();

/**
 * An inline question that guards a destructive button, by keyboard: Enter opens it on the safe answer, Escape goes
 * back to the button, and Enter, Enter lands on the safe answer and back on the button (nothing is done).
 */
export async function expectSafeQuestion(page: Page, button: Locator, safe: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await expectFocusOn(page, safe, 'the question opened');
  await page.keyboard.press('Escape');
  await expectFocusOn(page, button, 'Escape on the question');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, safe, 'the question opened again');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, button, 'Enter on the opened question');
}
