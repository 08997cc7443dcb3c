import type { Database } from '@server/db/client';
import { csvFile } from '@server/lib/csv-file';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import {
  DRILL_DOWN_MAX_ROWS,
  DRILL_DOWN_NODE_LABELS,
  type DrillDown,
  type DrillDownNode,
  FLOW_PERIOD_DAYS,
  FLOW_PERIOD_LABELS,
  type FlowMetrics,
  type FlowPeriod,
  type FlowTierFilter,
} from '@shared/contracts/lead-flow';
import { HOUSING_MATCH_STATUS_LABELS, type HousingMatchStatus } from '@shared/domain/housing-match-status';
import { LANDLORD_TIER_LABELS } from '@shared/domain/match-engine/landlord-tiers';
import { fractionOf, placementSuccessRate } from '@shared/domain/network-figures';
import { personShortName } from '@shared/domain/person-names';
import { URGENCY_LABELS, type UrgencyLevel } from '@shared/domain/urgency';
import {
  type DrillRecord,
  type FlowWindow,
  flowCounts,
  landlordRecords,
  listingRecords,
  matchRecords,
  veteranRecords,
} from './repo';

export interface FlowFilter {
  period: FlowPeriod;
  tier: FlowTierFilter;
}

export function flowWindow({ period, tier }: FlowFilter, now: Date): FlowWindow {
  const since = new Date(now.getTime() - FLOW_PERIOD_DAYS[period] * 86_400_000);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { since: since.toISOString(), monthStart: monthStart.toISOString(), tier };
}

/** A conversion as a fraction 0..1 (4 decimals; network figures, the same rule on every admin page). */
export const conversion = fractionOf;

/** The lead flow dashboard's numbers: records created in the period, landlord side limited to the tier. */
export async function flowMetrics(db: Database, filter: FlowFilter, now = new Date()): Promise<FlowMetrics> {
  const w = flowWindow(filter, now);
  const { landlords: l, listings: p, matches: m, veterans: v } = await flowCounts(db, w);
  return {
    period: filter.period,
    tier: filter.tier,
    since: w.since,
    landlords: { total: l.total },
    listings: { total: p.total, matched: p.matched, available: p.available },
    matches: {
      total: m.total,
      thisMonth: m.this_month,
      successfulPlacements: m.placed,
      pendingNotifications: m.pending_notifications,
    },
    veterans: { total: v.total, activeIntake: v.active_intake },
    conversionRates: {
      landlordSignupToListing: conversion(l.with_listing, l.total),
      listingToFirstMatch: conversion(p.matched, p.total),
      veteranIntakeToMatch: conversion(v.matched, v.active_intake),
      matchToPlacement: placementSuccessRate(m.placed, m.total),
    },
    funnel: {
      landlords: {
        signedUp: l.total,
        listed: l.with_listing,
        matched: l.with_match,
        upgraded: l.total - l.bronze,
      },
      veterans: {
        registered: v.total,
        intakeComplete: v.active_intake,
        notified: v.notified,
        placed: v.placed,
      },
    },
    tierUpgrades: {
      bronze: l.bronze,
      green: l.green,
      teal: l.teal,
      plum: l.plum,
      impactChampion: l.impact_champion,
    },
  };
}

const iso = (at: Date | string | null) => (at == null ? null : new Date(at).toISOString());
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const tierLabel = (tier: string | null) =>
  LANDLORD_TIER_LABELS[(tier ?? 'bronze') as keyof typeof LANDLORD_TIER_LABELS] ?? tier ?? '';
const statusLabel = (status: string | null) =>
  HOUSING_MATCH_STATUS_LABELS[status as HousingMatchStatus] ?? status ?? '';
const SOURCE_LABELS: Record<string, string> = {
  housing_intake: 'Housing intake',
  bulk_intake: 'Bulk intake',
  seed: 'Housing intake',
  housing_assessment: 'Housing assessment',
  co_living: 'Co-living application',
  referral: 'Partner referral',
};

type Row = DrillDown['rows'][number];
const toRow: Record<DrillDownNode, (r: DrillRecord) => Row> = {
  landlords: (r) => ({
    id: r.id,
    label: r.name ?? '',
    detail: `${tierLabel(r.a)} · ${plural(r.n ?? 0, 'listing')}`,
    date: iso(r.at),
  }),
  'tier-upgrades': (r) => ({
    id: r.id,
    label: r.name ?? '',
    detail: tierLabel(r.a),
    date: iso(r.at),
  }),
  listings: (r) => ({
    id: r.id,
    label: r.name ?? '',
    detail: `ZIP ${r.a} · ${r.b} · ${plural(r.n ?? 0, 'match', 'matches')}`,
    date: iso(r.at),
  }),
  'matched-properties': (r) => ({
    id: r.id,
    label: r.name ?? '',
    detail: `${plural(r.n ?? 0, 'match', 'matches')} · ${plural(Number(r.c ?? 0), 'placement')}`,
    date: iso(r.at),
  }),
  veterans: (r) => ({
    id: r.id,
    label: personShortName(r.name),
    detail: `ZIP ${r.a} · ${URGENCY_LABELS[r.b as UrgencyLevel] ?? r.b} urgency · ${SOURCE_LABELS[r.c ?? ''] ?? r.c}`,
    date: iso(r.at),
  }),
  'intake-complete': (r) => ({
    id: r.id,
    label: personShortName(r.name),
    detail: `ZIP ${r.a} · ${URGENCY_LABELS[r.b as UrgencyLevel] ?? r.b} urgency`,
    date: iso(r.at),
  }),
  'match-notifications': (r) => ({
    id: r.id,
    label: `${personShortName(r.name)} → ${r.a}`,
    detail: `Score ${r.n}% · ${statusLabel(r.b)}`,
    date: iso(r.at),
  }),
  placements: (r) => ({
    id: r.id,
    label: `${personShortName(r.name)} → ${r.a}`,
    detail: `Placed · score ${r.n}%`,
    date: iso(r.at),
  }),
};

/** Where each node's records come from: the one query of its kind, narrowed for the later stage. */
const recordsOf: Record<
  DrillDownNode,
  (db: Database, w: FlowWindow, limit: number) => Promise<DrillRecord[]>
> = {
  landlords: (db, w, limit) => landlordRecords(db, w, limit, false),
  'tier-upgrades': (db, w, limit) => landlordRecords(db, w, limit, true),
  listings: (db, w, limit) => listingRecords(db, w, limit, false),
  'matched-properties': (db, w, limit) => listingRecords(db, w, limit, true),
  veterans: (db, w, limit) => veteranRecords(db, w, limit, false),
  'intake-complete': (db, w, limit) => veteranRecords(db, w, limit, true),
  'match-notifications': (db, w, limit) => matchRecords(db, w, limit, 'notified'),
  placements: (db, w, limit) => matchRecords(db, w, limit, 'placed'),
};

/** The records behind one pipeline node, newest first (at most DRILL_DOWN_MAX_ROWS; `total` counts all). */
export async function drillDown(
  db: Database,
  query: FlowFilter & { node: DrillDownNode },
  now = new Date(),
): Promise<DrillDown> {
  const records = await recordsOf[query.node](db, flowWindow(query, now), DRILL_DOWN_MAX_ROWS);
  return {
    node: query.node,
    title: `${DRILL_DOWN_NODE_LABELS[query.node]} · ${FLOW_PERIOD_LABELS[query.period]}`,
    total: records[0]?.total ?? 0,
    rows: records.map(toRow[query.node]),
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** 'Export Report': the flow metrics as a CSV of section, metric, value; the export is audited. */
export async function exportFlowReport(
  db: Database,
  filter: FlowFilter,
  admin: UserPrincipal,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const f = await flowMetrics(db, filter, now);
  const records: [string, string, string | number][] = [
    ['Report', 'Period', FLOW_PERIOD_LABELS[f.period]],
    ['Report', 'Landlord tier', f.tier === 'all' ? 'All tiers' : tierLabel(f.tier)],
    ['Report', 'Since', f.since.slice(0, 10)],
    ['Landlord pipeline', 'Landlords signed up', f.funnel.landlords.signedUp],
    ['Landlord pipeline', 'Landlords who listed', f.funnel.landlords.listed],
    ['Landlord pipeline', 'Landlords with a matched listing', f.funnel.landlords.matched],
    ['Landlord pipeline', 'Landlords above the first tier', f.funnel.landlords.upgraded],
    ['Listings', 'Property listings', f.listings.total],
    ['Listings', 'Matched properties', f.listings.matched],
    ['Listings', 'Available listings', f.listings.available],
    ['Veteran pipeline', 'Veterans registered', f.funnel.veterans.registered],
    ['Veteran pipeline', 'Intake complete', f.funnel.veterans.intakeComplete],
    ['Veteran pipeline', 'Told of a match', f.funnel.veterans.notified],
    ['Veteran pipeline', 'Placed', f.funnel.veterans.placed],
    ['Matches', 'Total matches', f.matches.total],
    ['Matches', 'Matches this month', f.matches.thisMonth],
    ['Matches', 'Successful placements', f.matches.successfulPlacements],
    ['Matches', 'Pending notifications', f.matches.pendingNotifications],
    ['Conversion', 'Landlord signup to listing', percent(f.conversionRates.landlordSignupToListing)],
    ['Conversion', 'Listing to first match', percent(f.conversionRates.listingToFirstMatch)],
    ['Conversion', 'Veteran intake to match', percent(f.conversionRates.veteranIntakeToMatch)],
    ['Conversion', 'Match to placement', percent(f.conversionRates.matchToPlacement)],
    ['Landlord tiers', tierLabel('bronze'), f.tierUpgrades.bronze],
    ['Landlord tiers', tierLabel('green'), f.tierUpgrades.green],
    ['Landlord tiers', tierLabel('teal'), f.tierUpgrades.teal],
    ['Landlord tiers', tierLabel('plum'), f.tierUpgrades.plum],
    ['Landlord tiers', tierLabel('impact-champion'), f.tierUpgrades.impactChampion],
  ];
  await recordAudit(db, {
    action: 'lead_flow.exported',
    actorType: 'admin',
    actorId: admin.id,
    details: { period: filter.period, tier: filter.tier },
  });
  return {
    filename: `lead-flow-${filter.period}-${filter.tier}-${now.toISOString().slice(0, 10)}.csv`,
    csv: csvFile(['Section', 'Metric', 'Value'], records),
  };
}
