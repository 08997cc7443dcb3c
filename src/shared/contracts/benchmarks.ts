import { BENCHMARK_FIGURES } from '@shared/domain/benchmarks/figures';
import { z } from 'zod';
import { ZCocCode } from './continuums';

/** The measures communities are judged by (issue 35): a CoC's, a partner's or the network's. */
export const ADMIN_BENCHMARKS_PATH = '/api/admin/benchmarks';
export const ADMIN_BENCHMARK_PEOPLE_PATH = '/api/admin/benchmarks/people';
export const ADMIN_MONTHLY_REPORT_PATH = '/api/admin/benchmarks/monthly';
export const PARTNER_BENCHMARKS_PATH = '/api/partner/benchmarks';
export const PARTNER_BENCHMARK_PEOPLE_PATH = '/api/partner/benchmarks/people';

const FIGURE_MESSAGE = `Choose a figure: ${BENCHMARK_FIGURES.join(', ')}`;
const MONTH_MESSAGE = 'Give the month as YYYY-MM';

/** No `coc`: the whole network. */
export const BENCHMARK_SOURCES = ['network', 'community'] as const;
export const COMMUNITY_NEEDS_COC_MESSAGE = 'Choose the CoC whose imported HMIS records to count';
/** `source=community`: the figures of the CoC's own HMIS records, as last imported (issue 36, point 3). */
export const ZBenchmarksQuery = z
  .strictObject({
    coc: ZCocCode.optional(),
    source: z.enum(BENCHMARK_SOURCES, { error: 'Choose a source: network or community' }).default('network'),
  })
  .refine((query) => query.source === 'network' || query.coc !== undefined, {
    error: COMMUNITY_NEEDS_COC_MESSAGE,
    path: ['coc'],
  });
export const ZBenchmarkPeopleQuery = z.strictObject({
  figure: z.enum(BENCHMARK_FIGURES, { error: FIGURE_MESSAGE }),
  coc: ZCocCode.optional(),
});
export const ZPartnerBenchmarkPeopleQuery = ZBenchmarkPeopleQuery.pick({ figure: true }).strict();
export const ZMonthlyReportQuery = z.strictObject({
  month: z.string({ error: MONTH_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE }),
  coc: ZCocCode.optional(),
  format: z.enum(['json', 'csv'], { error: 'Choose a format: json or csv' }).default('json'),
});
export type MonthlyReportQuery = z.input<typeof ZMonthlyReportQuery>;

const ZShare = z.number().nullable();

export const ZBenchmarks = z.object({
  a: z.object({
    a1: z.number().int(),
    a2: z.number().int(),
    a3: z.number().int(),
    a4: z.number().int(),
    net: z.number().int(),
    met: z.boolean(),
  }),
  b: z.object({ averageDays: z.number().nullable(), medianDays: z.number().nullable(), met: z.boolean() }),
  c: z.object({ moveIns: z.number().int(), newlyIdentified: z.number().int(), met: z.boolean() }),
  d: z.object({ transitionalEntries: z.number().int(), newlyIdentified: z.number().int(), met: z.boolean() }),
  functionalZero: z.object({
    activelyHomeless: z.number().int(),
    monthlyCapacity: z.number(),
    met: z.boolean(),
  }),
  /** The end of each of the last 12 months (the last point is today). */
  trend: z.array(
    z.object({
      month: z.string(),
      net: z.number().int(),
      averageDays: z.number().nullable(),
      moveIns: z.number().int(),
      newlyIdentified: z.number().int(),
      transitionalEntries: z.number().int(),
      activelyHomeless: z.number().int(),
      monthlyCapacity: z.number(),
    }),
  ),
  dataQuality: z.object({
    identifiedWithSituation: ZShare,
    contactedWithinThreshold: ZShare,
    openPossibleDuplicates: z.number().int(),
    partnersUpdating: z.object({ updated: z.number().int(), total: z.number().int(), share: ZShare }),
    target: z.number(),
  }),
  /** Whose figures: a CoC, a partner organisation or the network; the people counted are this network's records. */
  community: z.object({
    kind: z.enum(['network', 'continuum', 'organization']),
    code: z.string().nullable(),
    name: z.string(),
    inactiveAfterDays: z.number().int(),
  }),
  peopleCounted: z.number().int(),
  /** Community figures only: when the CoC's HMIS records were imported. */
  importedAt: z.string().optional(),
  asOf: z.string(),
});
export type Benchmarks = z.infer<typeof ZBenchmarks>;

export const ZBenchmarkPeople = z.object({
  figure: z.enum(BENCHMARK_FIGURES),
  /** How many people are behind the figure; `people` lists at most 500 of them, by name. */
  total: z.number().int(),
  people: z.array(z.object({ id: z.uuid(), name: z.string().nullable(), zipCode: z.string() })),
});
export type BenchmarkPeople = z.infer<typeof ZBenchmarkPeople>;

export const ZMonthlyReport = z.object({
  month: z.string(),
  community: z.string(),
  actively_homeless: z.number().int(),
  newly_identified: z.number().int(),
  returned_from_housing: z.number().int(),
  returned_from_inactive: z.number().int(),
  housing_placements: z.number().int(),
  moved_to_inactive: z.number().int(),
  no_longer_meets_population_criteria: z.number().int(),
  avg_lot_from_id_to_housing: z.number().nullable(),
});
export type MonthlyReportAnswer = z.infer<typeof ZMonthlyReport>;
