import type { HouseholdMember } from '@shared/contracts/co-living-households';
import { SCORE_PARTS, score } from './co-living-text';

export type Scores = HouseholdMember['scores'];

/** The five compatibility parts, each as text ("72 of 100") with a bar that only repeats it. */
export function ScoreBars({ scores }: { scores: Scores }) {
  return (
    <dl className="grid gap-2">
      {SCORE_PARTS.map(({ key, label }) => {
        const value = Math.max(0, Math.min(100, scores[key]));
        return (
          <div key={key} className="grid grid-cols-[7rem_1fr] items-center gap-x-3 gap-y-1">
            <dt className={key === 'overall' ? 'font-bold' : 'font-semibold'}>{label}</dt>
            <dd className="flex items-center gap-3">
              <span className="w-20 shrink-0 text-sm">{score(scores[key])}</span>
              <span className="h-3 flex-1 overflow-hidden rounded-ui bg-muted" aria-hidden="true">
                <span className="block h-full rounded-ui bg-primary" style={{ width: `${value}%` }} />
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Reasons that raised a score and concerns that lowered it, as two short lists. */
export function ReasonsAndConcerns({ reasons, concerns }: { reasons: string[]; concerns: string[] }) {
  return (
    <div className="grid gap-3">
      <div>
        <h4 className="font-semibold">What fits</h4>
        {reasons.length > 0 ? (
          <ul className="list-disc pl-5">
            {reasons.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Nothing stands out.</p>
        )}
      </div>
      <div>
        <h4 className="font-semibold">To talk through</h4>
        {concerns.length > 0 ? (
          <ul className="list-disc pl-5">
            {concerns.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No concerns.</p>
        )}
      </div>
    </div>
  );
}
