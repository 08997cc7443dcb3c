// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

const tokens = new Map([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

// [text or indicator, background, minimum ratio]
const PAIRS: Array<[string, string, number]> = [
  ['foreground', 'background', 4.5],
  ['primary', 'background', 4.5],
  ['primary-foreground', 'primary', 4.5],
  ['primary-foreground', 'primary-hover', 4.5],
  ['secondary-foreground', 'secondary', 4.5],
  ['secondary-foreground', 'secondary-hover', 4.5],
  ['accent-foreground', 'accent', 4.5],
  ['accent-foreground', 'accent-hover', 4.5],
  ['accent', 'primary', 4.5],
  ['accent-strong', 'background', 4.5],
  ['muted-foreground', 'background', 4.5],
  ['muted-foreground', 'muted', 4.5],
  ['card-foreground', 'card', 4.5],
  ['destructive', 'background', 4.5],
  ['destructive-foreground', 'destructive', 4.5],
  ['destructive-foreground', 'destructive-hover', 4.5],
  ['destructive-soft-foreground', 'destructive-soft', 4.5],
  ['success', 'background', 4.5],
  ['success-foreground', 'success', 4.5],
  ['success-soft-foreground', 'success-soft', 4.5],
  ['warning-foreground', 'warning', 4.5],
  ['info-foreground', 'info', 4.5],
  ['tier-foreground', 'tier-bronze', 4.5],
  ['tier-foreground', 'tier-green', 4.5],
  ['tier-foreground', 'tier-teal', 4.5],
  ['tier-foreground', 'tier-plum', 4.5],
  // non-text: focus rings and input borders need 3:1
  ['ring', 'background', 3],
  ['ring', 'muted', 3],
  ['ring-inverse', 'primary', 3],
  ['ring-inverse', 'destructive', 3],
  ['input', 'background', 3],
];

describe('design tokens', () => {
  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, min) => {
    const a = tokens.get(fg);
    const b = tokens.get(bg);
    expect(a, `--color-${fg}`).toBeDefined();
    expect(b, `--color-${bg}`).toBeDefined();
    expect(contrast(a ?? '', b ?? '')).toBeGreaterThanOrEqual(min);
  });
});
