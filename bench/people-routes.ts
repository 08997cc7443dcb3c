// The routes of run.ts's '50,000 people' scenario (bench/people.ts fills the database).

/**
 * A person's status and timeline (issue 33, point 8): the caseload and a person's page, for the case worker and an
 * admin; `{veteran}` is one of the demo partner's people. The admin list with a status filter reads every person's
 * events (shown for what it costs).
 */
export const peopleRoutes: { name: string; path: string; partner?: boolean; admin?: boolean }[] = [
  // the caseload page's own request (use-caseload.ts: 25 a page), then the API's default page of 50
  {
    name: 'GET /api/partner/caseload?limit=25 (people)',
    path: '/api/partner/caseload?status=all&limit=25&offset=0',
    partner: true,
  },
  { name: 'GET /api/partner/caseload (people)', path: '/api/partner/caseload', partner: true },
  { name: 'GET /api/partner/caseload/{id} (people)', path: '/api/partner/caseload/{veteran}', partner: true },
  { name: 'GET /api/admin/people/{id} (people)', path: '/api/admin/people/{veteran}', admin: true },
  { name: 'GET /api/admin/people (people)', path: '/api/admin/people', admin: true },
  {
    name: 'GET /api/admin/people?status=offered (people)',
    path: '/api/admin/people?status=offered',
    admin: true,
  },
];
