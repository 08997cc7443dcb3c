// No React here: a few DOM listeners for the whole app (app/router.tsx starts them once the page is live).

/** Controls the keyboard reaches (a disabled one is skipped by the browser, and by us). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Where the focus was last: the element, its ancestors (nearest first) and the page it was on. */
interface LastFocus {
  element: HTMLElement;
  ancestors: HTMLElement[];
  path: string;
}

function ancestorsOf(element: HTMLElement): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
    chain.push(node);
  return chain;
}

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The next sensible place once the focused control is gone (a button its own action took away, a row that left the
 * list): within the nearest part of the page still there, its first control, else its first heading, else that
 * part itself.
 */
export function focusTargetAfterLoss(ancestors: readonly HTMLElement[]): HTMLElement | null {
  const kept = ancestors.find((node) => node.isConnected);
  if (!kept) return null;
  const control = [...kept.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (node) => node.getAttribute('aria-hidden') !== 'true' && !node.closest('[hidden], [inert]'),
  );
  if (control) return control;
  const heading = kept.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  return heading ?? kept;
}

/**
 * Issue 37, point 8: after an action, success or failure, the focus never falls to <body>. When the focused
 * control leaves the page (or turns disabled) while the page stays the same, the focus moves to the next sensible
 * place (focusTargetAfterLoss); a control that was only disabled for a moment (a select while its change is saved)
 * takes it back once enabled. A new page is left to itself: each page decides where its keyboard starts
 * (useHeadingFocusWhenLost). Components that move the focus themselves come first: the keeper only acts on <body>.
 */
export function keepFocusOnThePage(): () => void {
  let last: LastFocus | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || element === document.body) return;
    last = { element, ancestors: ancestorsOf(element), path: window.location.pathname };
  };
  const rescue = () => {
    if (!last || !lost() || last.path !== window.location.pathname) return;
    const { element } = last;
    // still there: the visitor left it on purpose, or it is disabled for now and taken back once enabled (below)
    if (element.isConnected) return;
    const target = focusTargetAfterLoss(last.ancestors);
    if (!target) return;
    if (!target.matches(TABBABLE) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  const onMutations = (records: MutationRecord[]) => {
    if (!last || !lost() || last.path !== window.location.pathname) return;
    const { element } = last;
    const enabledAgain = records.some((record) => record.target === element && record.type === 'attributes');
    if (enabledAgain && element.isConnected && !element.matches(':disabled')) {
      element.focus({ preventScroll: true });
      return;
    }
    rescue();
  };
  document.addEventListener('focusin', onFocusIn);
  const observer = new MutationObserver(onMutations);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
