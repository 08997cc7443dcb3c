import { DEMO_PASSWORD, PASSWORD_MIN } from '@shared/contracts/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's score (0-4) a chosen password must reach: 3 is "safely unguessable" against an online attack. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters`;
const TOO_EASY = 'This password is too easy to guess.';
const TRY_WORDS = 'Try three or four unrelated words.';
export const DEMO_PASSWORD_MESSAGE = `This is the demo accounts' published password. ${TRY_WORDS}`;
/** Letters and digits only, lower-case: "Veterans Demo!" is the demo password too. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

let factory: ZxcvbnFactory | undefined;

/**
 * Built once, on first use (the dictionaries take a few hundred milliseconds to rank). Only the first
 * 64 characters are judged and l33t substitutions are capped at 10: zxcvbn's defaults spend seconds of
 * CPU on a long repeated pattern, and a password chosen on a public form must not stall the server.
 */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return factory;
}

/** The person's own words (name, email, username, organisation), whole and in parts, as zxcvbn's user inputs. */
function userWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    const lower = input.toLowerCase().trim();
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Why a newly chosen password can't be used, in words for the person choosing it; null when it is fine.
 * At least PASSWORD_MIN characters, not the published demo password, and not common or guessable from the
 * dictionaries, the demo password or the person's own details. Applies to choosing a password, never to signing in.
 */
export function passwordProblem(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT_MESSAGE;
  if (bare(password) === bare(DEMO_PASSWORD)) return DEMO_PASSWORD_MESSAGE;
  // anything built on it (a digit or a word added) is judged as guessable as the published password makes it
  const { score, feedback } = zxcvbn().check(password, [...userWords(userInputs), DEMO_PASSWORD]);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const hint = feedback.warning ?? feedback.suggestions.find((s) => !/words/i.test(s)) ?? null;
  return [TOO_EASY, hint, TRY_WORDS].filter(Boolean).join(' ');
}
