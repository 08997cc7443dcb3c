/** Small helpers the parts share. Every rule reads a pair as unordered, so (a, b) and (b, a) agree. */

export const clampScore = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The weighted sum of sub-scores (weights add up to 1), rounded to an integer 0-100. */
export function weighted<K extends string>(scores: Record<K, number>, weights: Record<K, number>): number {
  let sum = 0;
  for (const key of Object.keys(weights) as K[]) sum += scores[key] * weights[key];
  return clampScore(sum);
}

/** A key for an unordered pair of answers: ('a', 'b') and ('b', 'a') give the same key. */
export const unordered = (x: string, y: string) => (x <= y ? `${x}+${y}` : `${y}+${x}`);
