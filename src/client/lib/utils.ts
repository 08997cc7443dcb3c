import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// teach tailwind-merge our single radius and shadow tokens (rounded-ui, shadow-ui)
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ['ui'], shadow: ['ui'] } },
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
