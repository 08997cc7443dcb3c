import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import {
  ADMIN_BENCHMARK_PEOPLE_PATH,
  ADMIN_BENCHMARKS_PATH,
  ADMIN_MONTHLY_REPORT_PATH,
  PARTNER_BENCHMARK_PEOPLE_PATH,
  PARTNER_BENCHMARKS_PATH,
  ZBenchmarkPeople,
  ZBenchmarkPeopleQuery,
  ZBenchmarks,
  ZBenchmarksQuery,
  ZMonthlyReport,
  ZMonthlyReportQuery,
  ZPartnerBenchmarkPeopleQuery,
} from '@shared/contracts/benchmarks';
import { ADMIN_CONTINUUMS_PATH, ZContinuumList } from '@shared/contracts/continuums';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { monthlyReportCsv } from '@shared/domain/benchmarks/monthly-report';
import { z } from 'zod';
import type { Scope } from './repo';
import {
  benchmarkPeople,
  benchmarksFor,
  communityBenchmarksFor,
  listContinuums,
  monthlyReportFor,
} from './service';

const guarded = { ...errorResponses, 401: ZApiError, 403: ZApiError };
const scopeOf = (coc: string | undefined): Scope =>
  coc ? { kind: 'continuum', code: coc } : { kind: 'network' };

/**
 * The measures communities are judged by (issue 35): admins read any CoC's or the network's, a partner its
 * own people's. The guards run on request, before validation. The named people behind a figure are personal
 * data: each read is audited and never cached.
 */
export const benchmarksRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = auth.requireUser('admin');

  app.get(
    ADMIN_CONTINUUMS_PATH,
    { onRequest: admin, schema: { response: { 200: ZContinuumList, ...guarded } } },
    async () => ({ continuums: await listContinuums(db) }),
  );

  app.get(
    ADMIN_BENCHMARKS_PATH,
    {
      onRequest: admin,
      schema: { querystring: ZBenchmarksQuery, response: { 200: ZBenchmarks, ...guarded } },
    },
    async (request) => {
      const { coc, source } = request.query;
      if (source === 'community' && coc) return communityBenchmarksFor(db, coc);
      return benchmarksFor(db, scopeOf(coc));
    },
  );

  app.get(
    ADMIN_BENCHMARK_PEOPLE_PATH,
    {
      onRequest: admin,
      schema: { querystring: ZBenchmarkPeopleQuery, response: { 200: ZBenchmarkPeople, ...guarded } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reader = { kind: 'admin' as const, id: userOf(request).id, ip: request.ip };
      return benchmarkPeople(db, scopeOf(request.query.coc), request.query.figure, reader);
    },
  );

  app.get(
    ADMIN_MONTHLY_REPORT_PATH,
    {
      onRequest: admin,
      schema: {
        querystring: ZMonthlyReportQuery,
        response: {
          200: z.union([ZMonthlyReport, z.string().describe('CSV: a header row and the month')]),
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const { month, coc, format } = request.query;
      const report = await monthlyReportFor(db, scopeOf(coc), month);
      if (format === 'json') return report;
      const filename = `by-name-list-${coc ?? 'network'}-${month}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(monthlyReportCsv(report, month, report.community));
    },
  );

  app.get(
    PARTNER_BENCHMARKS_PATH,
    { onRequest: auth.requirePartner, schema: { response: { 200: ZBenchmarks, ...guarded } } },
    async (request) => benchmarksFor(db, { kind: 'organization', id: partnerOf(request).organizationId }),
  );

  app.get(
    PARTNER_BENCHMARK_PEOPLE_PATH,
    {
      onRequest: auth.requirePartner,
      schema: { querystring: ZPartnerBenchmarkPeopleQuery, response: { 200: ZBenchmarkPeople, ...guarded } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { organizationId } = partnerOf(request);
      const reader = { kind: 'partner' as const, id: organizationId, ip: request.ip };
      return benchmarkPeople(db, { kind: 'organization', id: organizationId }, request.query.figure, reader);
    },
  );
};
