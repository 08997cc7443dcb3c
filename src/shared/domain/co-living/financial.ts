import type { CoLivingProfile, PartResult } from './profiles';
import { clampScore, weighted } from './scoring';
import {
  AFFORDABILITY_STEPS,
  DISTANT_BUDGET_RATIO,
  FINANCIAL_WEIGHTS,
  SIMILAR_BUDGET_RATIO,
  UNAFFORDABLE_POINTS,
} from './weights';

type Money = Pick<CoLivingProfile, 'maxRoomBudgetCents' | 'totalVerifiedMonthlyIncomeCents'>;

/** Smaller budget over larger, 0-1 (1 when both are 0). */
export function budgetRatio(a: Money, b: Money): number {
  const low = Math.max(0, Math.min(a.maxRoomBudgetCents, b.maxRoomBudgetCents));
  const high = Math.max(0, a.maxRoomBudgetCents, b.maxRoomBudgetCents);
  return high === 0 ? 1 : low / high;
}

/** The share of this person's income a room at `rentCents` takes (Infinity without income). */
function incomeShare(person: Money, rentCents: number): number {
  if (rentCents <= 0) return 0;
  return person.totalVerifiedMonthlyIncomeCents > 0
    ? rentCents / person.totalVerifiedMonthlyIncomeCents
    : Number.POSITIVE_INFINITY;
}

export function affordabilityPoints(share: number): number {
  return AFFORDABILITY_STEPS.find((step) => share <= step.maxShare)?.points ?? UNAFFORDABLE_POINTS;
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
  const commonRent = Math.max(0, Math.min(a.maxRoomBudgetCents, b.maxRoomBudgetCents));
  const worstShare = Math.max(incomeShare(a, commonRent), incomeShare(b, commonRent));
  const affordability = affordabilityPoints(worstShare);
  if (affordability === AFFORDABILITY_STEPS[0].points) reasons.push('a room both can easily afford');
  if (affordability === UNAFFORDABLE_POINTS) {
    concerns.push(
      "rent would take over half of one person's income: keep shared costs low and plan a budget together",
    );
  }
  return {
    score: weighted({ budgetSimilarity: clampScore(100 * ratio), affordability }, FINANCIAL_WEIGHTS),
    reasons,
    concerns,
  };
}
