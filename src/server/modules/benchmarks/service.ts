import type { Database } from '@server/db/client';
import { recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import type { BenchmarkPeople, Benchmarks, MonthlyReportAnswer } from '@shared/contracts/benchmarks';
import { DEFAULT_INACTIVE_AFTER_DAYS } from '@shared/contracts/continuums';
import { personSpells } from '@shared/domain/benchmarks/active-spells';
import { dataQuality, dataQualityFrom, PARTNER_UPDATE_DAYS } from '@shared/domain/benchmarks/data-quality';
import { type BenchmarkFigure, benchmarkFigures, computeBenchmarks } from '@shared/domain/benchmarks/figures';
import { monthBounds, monthlyReportFrom, monthOf } from '@shared/domain/benchmarks/monthly-report';
import { benchmarkTrend, trendMoments, trendPoint } from '@shared/domain/benchmarks/trend';
import { figurePeople, figuresAt } from './figures-repo';
import { monthFlows, recordsAt } from './records-repo';
import { importedCommunity, listContinuums, organizationName, peopleNamed, type Scope } from './repo';

export const UNKNOWN_COC_MESSAGE = 'No Continuum of Care has this code';
export const NETWORK_NAME = 'The whole network';
export const NO_IMPORT_MESSAGE = 'No HMIS records have been imported for this CoC yet';

type Community = Benchmarks['community'];

async function communityOf(db: Database, scope: Scope): Promise<Community> {
  if (scope.kind === 'network')
    return {
      kind: 'network',
      code: null,
      name: NETWORK_NAME,
      inactiveAfterDays: DEFAULT_INACTIVE_AFTER_DAYS,
    };
  if (scope.kind === 'organization') {
    const name = (await organizationName(db, scope.id)) ?? 'Your organization';
    return { kind: 'organization', code: null, name, inactiveAfterDays: DEFAULT_INACTIVE_AFTER_DAYS };
  }
  const found = (await listContinuums(db)).find((coc) => coc.code === scope.code);
  if (!found) throw notFound(UNKNOWN_COC_MESSAGE);
  return {
    kind: 'continuum',
    code: found.code,
    name: found.name,
    inactiveAfterDays: found.inactiveAfterDays,
  };
}

/**
 * The panel: the four benchmarks, functional zero, the 12-month trend and the data-quality card, as sums in SQL
 * over each person's benchmark periods (decision 0038, addendum): two statements, whatever the scope's size.
 */
export async function benchmarksFor(db: Database, scope: Scope, now = new Date()): Promise<Benchmarks> {
  const community = await communityOf(db, scope);
  const at = now.getTime();
  const moments = trendMoments(at);
  const [counts, records] = await Promise.all([
    figuresAt(db, scope, moments),
    recordsAt(db, scope, at, {
      thresholdDays: community.inactiveAfterDays,
      partnerUpdateDays: PARTNER_UPDATE_DAYS,
    }),
  ]);
  const trend = counts.map((row) => trendPoint(monthOf(row.at), benchmarkFigures(row)));
  const current = counts.at(-1);
  if (!current) throw new Error('benchmarks: no figures at the moment asked');
  return {
    ...benchmarkFigures(current),
    trend,
    dataQuality: dataQualityFrom({
      ...records,
      partners: scope.kind === 'organization' ? [scope.id] : records.partners,
      updating: new Set(records.updating),
    }),
    community,
    peopleCounted: records.peopleCounted,
    asOf: now.toISOString(),
  };
}

export interface Reader {
  kind: 'admin' | 'partner';
  id: string;
  ip: string;
}

/**
 * A CoC's figures from its own HMIS records as last imported (issue 36, point 3), by the same calculators as
 * the network's. The records hold no partner of ours and no duplicate review: the data-quality card counts
 * neither. Names are not kept, so no figure opens people.
 */
export async function communityBenchmarksFor(
  db: Database,
  code: string,
  now = new Date(),
): Promise<Benchmarks> {
  const community = await communityOf(db, { kind: 'continuum', code });
  const imported = await importedCommunity(db, code);
  if (!imported) throw notFound(NO_IMPORT_MESSAGE);
  const paths = [...imported.byPerson].map(([id, events]) => personSpells(id, events));
  const at = now.getTime();
  return {
    ...computeBenchmarks(paths, at).figures,
    trend: benchmarkTrend(paths, at),
    dataQuality: dataQuality(paths, at, {
      thresholdDays: community.inactiveAfterDays,
      openPossibleDuplicates: 0,
      partners: [],
    }),
    community,
    peopleCounted: paths.length,
    importedAt: imported.importedAt,
    asOf: now.toISOString(),
  };
}

/** The named people behind one figure of the caller's scope; each read is audited (who, which figure, how many). */
export async function benchmarkPeople(
  db: Database,
  scope: Scope,
  figure: BenchmarkFigure,
  reader: Reader,
  now = new Date(),
): Promise<BenchmarkPeople> {
  const community = await communityOf(db, scope);
  const ids = await figurePeople(db, scope, figure, now.getTime());
  const people = await peopleNamed(db, ids);
  await recordAudit(db, {
    action: 'benchmarks.people_read',
    actorType: reader.kind,
    actorId: reader.id,
    ip: reader.ip,
    targetType: community.kind,
    targetId: scope.kind === 'organization' ? scope.id : null,
    details: {
      figure,
      community: community.code ?? community.kind,
      total: ids.length,
      listed: people.length,
    },
  });
  return { figure, total: ids.length, people };
}

/** The monthly by-name-list report of a CoC or the network. */
export async function monthlyReportFor(
  db: Database,
  scope: Scope,
  month: string,
): Promise<MonthlyReportAnswer> {
  const community = await communityOf(db, scope);
  const { start, end } = monthBounds(month);
  const { daysToHousing, ...counts } = await monthFlows(db, scope, start, end);
  return { month, community: community.code ?? community.name, ...monthlyReportFrom(counts, daysToHousing) };
}

export { listContinuums };
