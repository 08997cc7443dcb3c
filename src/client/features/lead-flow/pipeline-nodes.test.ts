import { describe, expect, it } from 'vitest';
import { FLOW_METRICS } from './lead-flow.fixtures';
import { formatConversion, landlordPipeline, veteranPipeline } from './pipeline-nodes';

describe('lead flow pipelines', () => {
  it('walks the landlord funnel with the server rates and counts upgrades above bronze', () => {
    const nodes = landlordPipeline(FLOW_METRICS);
    expect(nodes.map((n) => [n.node, n.count, formatConversion(n.conversion)])).toEqual([
      ['landlords', 40, '100.0%'],
      ['listings', 30, '75.0%'],
      ['matched-properties', 12, '40.0%'],
      ['tier-upgrades', 20, '50.0%'],
    ]);
  });

  it('walks the veteran funnel; notified matches leave out those still waiting', () => {
    const nodes = veteranPipeline(FLOW_METRICS);
    expect(nodes.map((n) => [n.node, n.count, formatConversion(n.conversion)])).toEqual([
      ['veterans', 60, '100.0%'],
      ['intake-complete', 45, '75.0%'],
      ['match-notifications', 17, '44.4%'],
      ['placements', 5, '25.0%'],
    ]);
  });

  it('never divides by zero', () => {
    const empty = { ...FLOW_METRICS, landlords: { total: 0 }, veterans: { total: 0, activeIntake: 0 } };
    expect(landlordPipeline(empty)[3]?.conversion).toBe(0);
    expect(veteranPipeline(empty)[1]?.conversion).toBe(0);
    expect(formatConversion(Number.NaN)).toBe('0.0%');
    expect(formatConversion(0.12345)).toBe('12.3%');
  });
});
