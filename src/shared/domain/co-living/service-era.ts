import type { CoLivingProfile, PartResult } from './profiles';
import { clampScore } from './scoring';
import { SERVICE_BRANCH_LABELS, SERVICE_ERA_LABELS, type ServiceEra } from './vocabulary';
import { SERVICE_ERA_POINTS } from './weights';

/** Eras in time order; 'any' has no place on the line. */
const ERA_ORDER: Partial<Record<ServiceEra, number>> = { vietnam: 0, gulf_war: 1, post_911: 2 };

/** The service era part: shared era (or openness to any era), plus a shared branch. */
export function serviceEraPart(
  a: Pick<CoLivingProfile, 'preferredServiceEra' | 'serviceBranch'>,
  b: Pick<CoLivingProfile, 'preferredServiceEra' | 'serviceBranch'>,
): PartResult {
  const reasons: string[] = [];
  const concerns: string[] = [];
  const eraA = a.preferredServiceEra;
  const eraB = b.preferredServiceEra;
  let points: number;
  if (eraA === 'any' || eraB === 'any') {
    points = SERVICE_ERA_POINTS.anyEra;
    reasons.push(
      eraA === eraB ? 'both are happy to live with veterans of any era' : 'one is happy to live with any era',
    );
  } else if (eraA === eraB) {
    points = SERVICE_ERA_POINTS.sameEra;
    reasons.push(`same service era (${SERVICE_ERA_LABELS[eraA]})`);
  } else {
    const gap = Math.abs((ERA_ORDER[eraA] ?? 0) - (ERA_ORDER[eraB] ?? 0));
    points = gap === 1 ? SERVICE_ERA_POINTS.neighbouringEras : SERVICE_ERA_POINTS.distantEras;
    const [first, second] = [eraA, eraB].sort((x, y) => (ERA_ORDER[x] ?? 0) - (ERA_ORDER[y] ?? 0));
    concerns.push(
      `different service eras (${SERVICE_ERA_LABELS[first as ServiceEra]} and ${SERVICE_ERA_LABELS[second as ServiceEra]}): talk about what each of you expects from the house`,
    );
  }
  if (a.serviceBranch === b.serviceBranch) {
    points += SERVICE_ERA_POINTS.sameBranchBonus;
    reasons.push(`both served in the ${SERVICE_BRANCH_LABELS[a.serviceBranch]}`);
  }
  return { score: clampScore(points), reasons, concerns };
}
