import { extendTailwindMerge } from 'tailwind-merge';

// our single radius and shadow tokens (rounded-ui, shadow-ui) are one class group each, like Tailwind's own
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ['ui'], shadow: ['ui'] } },
});

/**
 * The classes of one element that another of its classes sets again (`px-4 … px-0`, `text-sm … text-base`). `cn`
 * only joins classes (no tailwind-merge in the bundle, decision 0022), so the stylesheet's order, not the class
 * order, would decide between them: a component offers a variant instead of being overridden.
 */
export function overriddenClasses(classAttribute: string): string[] {
  const classes = classAttribute.trim().split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  return classes.filter((name) => !kept.has(name));
}

/** One line per element (its tag and classes) with classes that conflict, for a test's failure message. */
export function conflictingClasses(elements: readonly { tag: string; classes: string }[]): string[] {
  return elements.flatMap(({ tag, classes }) => {
    const overridden = overriddenClasses(classes);
    return overridden.length > 0 ? [`<${tag} class="${classes}">: ${overridden.join(' ')} overridden`] : [];
  });
}

/** Every element with a class attribute under `root`, as `conflictingClasses` reads them. */
export function classedElements(root: ParentNode): { tag: string; classes: string }[] {
  return [...root.querySelectorAll('[class]')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    classes: element.getAttribute('class') ?? '',
  }));
}
