import type { CoLivingProfile, PartResult } from './profiles';
import { clampScore } from './scoring';
import {
  AFFORDABILITY_STEPS,
  DISTANT_BUDGET_RATIO,
  FINANCIAL_WEIGHTS,
  SIMILAR_BUDGET_RATIO,
  UNAFFORDABLE_POINTS,
} from './weights';

type Money = Pick<CoLivingProfile, 'maxRoomBudgetCents' | 'totalVerifiedMonthlyIncomeCents'>;

/** Smaller over larger of two budgets, 0-1 (1 when both are 0). */
function ratioOf(aBudget: number, bBudget: number): number {
  const low = Math.max(0, Math.min(aBudget, bBudget));
  const high = Math.max(0, aBudget, bBudget);
  return high === 0 ? 1 : low / high;
}

/** Smaller budget over larger, 0-1 (1 when both are 0). */
export const budgetRatio = (a: Money, b: Money) => ratioOf(a.maxRoomBudgetCents, b.maxRoomBudgetCents);

/** The share of an income a room at `rentCents` takes (Infinity without income). */
function incomeShare(incomeCents: number, rentCents: number): number {
  if (rentCents <= 0) return 0;
  return incomeCents > 0 ? rentCents / incomeCents : Number.POSITIVE_INFINITY;
}

const STEP_SHARES = AFFORDABILITY_STEPS.map((step) => step.maxShare);
const STEP_POINTS = AFFORDABILITY_STEPS.map((step) => step.points);

export function affordabilityPoints(share: number): number {
  for (let k = 0; k < STEP_SHARES.length; k++)
    if (share <= (STEP_SHARES[k] as number)) return STEP_POINTS[k] as number;
  return UNAFFORDABLE_POINTS;
}

/** Affordability of a room at the lower of the two budgets, for the one it strains most. */
function affordabilityOf(aBudget: number, aIncome: number, bBudget: number, bIncome: number): number {
  const commonRent = Math.max(0, Math.min(aBudget, bBudget));
  return affordabilityPoints(Math.max(incomeShare(aIncome, commonRent), incomeShare(bIncome, commonRent)));
}

/**
 * The financial part's score from the four amounts, with no words and no allocation: the one rule both
 * financialPart and the household formation's numeric pairScore read. The sum runs in FINANCIAL_WEIGHTS
 * order, as `weighted` does, so the result is the same to the last bit.
 */
export function financialScore(aBudget: number, aIncome: number, bBudget: number, bIncome: number): number {
  const similarity = clampScore(100 * ratioOf(aBudget, bBudget));
  const affordability = affordabilityOf(aBudget, aIncome, bBudget, bIncome);
  return clampScore(
    similarity * FINANCIAL_WEIGHTS.budgetSimilarity + affordability * FINANCIAL_WEIGHTS.affordability,
  );
}

/**
 * The financial part. Housemates share the costs of the home, so a pair does best when their room
 * budgets are close (neither pays for a standard the other cannot keep) and a room at the lower of
 * the two budgets is affordable on each one's verified income. No amounts appear in the words: the
 * other person reads them too.
 */
export function financialPart(a: Money, b: Money): PartResult {
  const reasons: string[] = [];
  const concerns: string[] = [];
  const ratio = budgetRatio(a, b);
  if (ratio >= SIMILAR_BUDGET_RATIO) reasons.push('similar room budgets');
  if (ratio < DISTANT_BUDGET_RATIO) {
    concerns.push('room budgets differ a lot: agree how to split shared costs such as utilities and food');
  }
  const money = [
    a.maxRoomBudgetCents,
    a.totalVerifiedMonthlyIncomeCents,
    b.maxRoomBudgetCents,
    b.totalVerifiedMonthlyIncomeCents,
  ] as const;
  const affordability = affordabilityOf(...money);
  if (affordability === AFFORDABILITY_STEPS[0].points) reasons.push('a room both can easily afford');
  if (affordability === UNAFFORDABLE_POINTS) {
    concerns.push(
      "rent would take over half of one person's income: keep shared costs low and plan a budget together",
    );
  }
  return { score: financialScore(...money), reasons, concerns };
}
