import { describe, expect, it } from 'vitest';
import { FLOW_METRICS } from './lead-flow.fixtures';
import { formatConversion, landlordPipeline, veteranPipeline } from './pipeline-nodes';

describe('lead flow pipelines', () => {
  it('counts landlords at every landlord stage, each rate of the stage before; listings are a detail', () => {
    const nodes = landlordPipeline(FLOW_METRICS);
    expect(nodes.map((n) => [n.node, n.count, formatConversion(n.conversion)])).toEqual([
      ['landlords', 40, '100.0%'],
      ['listings', 30, '75.0%'],
      ['matched-properties', 12, '40.0%'],
      ['tier-upgrades', 20, '50.0%'],
    ]);
    expect(nodes[1]?.detail).toBe('30 listings in the period');
    expect(nodes[2]?.detail).toBe('12 listings matched');
  });

  it('never shows a stage above the one before, however many listings the landlords made', () => {
    const many = {
      ...FLOW_METRICS,
      listings: { total: 106, matched: 40, available: 60 },
      funnel: { ...FLOW_METRICS.funnel, landlords: { signedUp: 3, listed: 2, matched: 1, upgraded: 0 } },
    };
    const nodes = landlordPipeline(many);
    expect(nodes.map((n) => formatConversion(n.conversion))).toEqual(['100.0%', '66.7%', '50.0%', '0.0%']);
    expect(nodes[1]?.detail).toBe('106 listings in the period');
  });

  it('counts veterans at every veteran stage, each rate of the stage before', () => {
    const nodes = veteranPipeline(FLOW_METRICS);
    expect(nodes.map((n) => [n.node, n.count, formatConversion(n.conversion)])).toEqual([
      ['veterans', 60, '100.0%'],
      ['intake-complete', 45, '75.0%'],
      ['match-notifications', 20, '44.4%'],
      ['placements', 5, '25.0%'],
    ]);
  });

  it('never divides by zero', () => {
    const empty = {
      ...FLOW_METRICS,
      funnel: {
        landlords: { signedUp: 0, listed: 0, matched: 0, upgraded: 0 },
        veterans: { registered: 0, intakeComplete: 0, notified: 0, placed: 0 },
      },
    };
    expect(landlordPipeline(empty)[3]?.conversion).toBe(0);
    expect(veteranPipeline(empty)[1]?.conversion).toBe(0);
    expect(formatConversion(Number.NaN)).toBe('0.0%');
    expect(formatConversion(0.12345)).toBe('12.3%');
  });
});
