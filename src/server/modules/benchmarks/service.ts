import type { Database } from '@server/db/client';
import { recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import type { BenchmarkPeople, Benchmarks, MonthlyReportAnswer } from '@shared/contracts/benchmarks';
import { DEFAULT_INACTIVE_AFTER_DAYS } from '@shared/contracts/continuums';
import { type PersonSpells, personSpells } from '@shared/domain/benchmarks/active-spells';
import { dataQuality } from '@shared/domain/benchmarks/data-quality';
import { type BenchmarkFigure, computeBenchmarks } from '@shared/domain/benchmarks/figures';
import { monthlyReport } from '@shared/domain/benchmarks/monthly-report';
import { benchmarkTrend } from '@shared/domain/benchmarks/trend';
import {
  eventsInScope,
  importedCommunity,
  listContinuums,
  openDuplicatePairs,
  organizationName,
  peopleNamed,
  type Scope,
  type ScopeEvent,
} from './repo';

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

async function pathsOf(db: Database, scope: Scope): Promise<PersonSpells<ScopeEvent>[]> {
  const byPerson = await eventsInScope(db, scope);
  return [...byPerson].map(([id, events]) => personSpells(id, events));
}

/** The panel: the four benchmarks, functional zero, the 12-month trend and the data-quality card. */
export async function benchmarksFor(db: Database, scope: Scope, now = new Date()): Promise<Benchmarks> {
  const community = await communityOf(db, scope);
  const [paths, pairs] = await Promise.all([pathsOf(db, scope), openDuplicatePairs(db)]);
  const at = now.getTime();
  const inScope = new Set(paths.map((path) => path.id));
  const partners = new Set<string>();
  for (const path of paths)
    for (const event of path.events) if (event.organizationId) partners.add(event.organizationId);
  const { figures } = computeBenchmarks(paths, at);
  return {
    ...figures,
    trend: benchmarkTrend(paths, at),
    dataQuality: dataQuality(paths, at, {
      thresholdDays: community.inactiveAfterDays,
      openPossibleDuplicates: pairs.filter(([a, b]) => inScope.has(a) || inScope.has(b)).length,
      partners: scope.kind === 'organization' ? [scope.id] : [...partners],
    }),
    community,
    peopleCounted: paths.length,
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
  const paths = await pathsOf(db, scope);
  const ids = [...new Set(computeBenchmarks(paths, now.getTime()).people[figure])];
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
  const paths = await pathsOf(db, scope);
  return { month, community: community.code ?? community.name, ...monthlyReport(paths, month) };
}

export { listContinuums };
