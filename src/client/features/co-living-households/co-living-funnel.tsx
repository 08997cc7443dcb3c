import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber, formatPercent } from '@client/lib/format';
import type { CoLivingDashboard } from '@shared/contracts/co-living-households';

type Funnel = CoLivingDashboard['funnel'];

const STEPS: { key: Exclude<keyof Funnel, 'declined'>; label: string; means: string }[] = [
  { key: 'applied', label: 'Applied', means: 'every application ever made' },
  { key: 'waiting', label: 'Waiting', means: 'not yet in a household' },
  { key: 'proposed', label: 'Proposed', means: 'proposed to a household, not yet told' },
  { key: 'notified', label: 'Notified', means: 'told about the household' },
  { key: 'interview', label: 'Interview', means: 'met the housemates' },
  { key: 'trial', label: 'Trial', means: 'living there on trial' },
  { key: 'placed', label: 'Placed', means: 'placed for good' },
];

const share = (count: number, of: number) => (of === 0 ? 0 : (count / of) * 100);

/** Application to placement: each stage's count, its share of all applications in words, and a bar. */
export function CoLivingFunnel({ funnel }: { funnel: Funnel }) {
  const applied = funnel.applied;
  return (
    <TitledSection headingId="funnel-heading" title="From application to placement" gap={3}>
      <ol className="grid gap-2">
        {STEPS.map((step) => (
          <FunnelRow
            key={step.key}
            label={step.label}
            means={step.means}
            count={funnel[step.key]}
            percent={share(funnel[step.key], applied)}
          />
        ))}
      </ol>
      <p className="text-sm">
        Set aside: <strong>{formatNumber(funnel.declined, 0)}</strong> declined a proposal (
        {formatPercent(share(funnel.declined, applied))} of applications).
      </p>
    </TitledSection>
  );
}

function FunnelRow({
  label,
  means,
  count,
  percent,
}: {
  label: string;
  means: string;
  count: number;
  percent: number;
}) {
  return (
    <li className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-center sm:gap-4">
      <p>
        <span className="font-semibold">{label}: </span>
        <span>{formatNumber(count, 0)}</span>
        <span className="block text-sm text-muted-foreground">{means}</span>
      </p>
      <div className="flex items-center gap-3">
        <div className="h-4 flex-1 overflow-hidden rounded-ui bg-muted" aria-hidden="true">
          <div className="h-full rounded-ui bg-primary" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
        <span className="w-32 shrink-0 text-right text-sm whitespace-nowrap">
          {formatPercent(percent)} of applied
        </span>
      </div>
    </li>
  );
}
