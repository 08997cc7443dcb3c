// The demo partner's and the demo admin's sessions for bench/run.ts.

export interface Partner {
  token: string;
  organizationId: string;
  /** the demo admin's session cookie */
  adminCookie: string;
  /** one of the demo partner's people (none when the caseload is empty) */
  veteranId: string;
}

/** Signs in as the demo partner and the demo admin (once per scenario, well under the sign-in limits). */
export async function signIn(port: number): Promise<Partner> {
  const res = await fetch(`http://127.0.0.1:${port}/api/partner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner@demo.org', password: 'veterans-demo' }),
  });
  if (!res.ok) throw new Error(`partner sign-in answered ${res.status}`);
  const body = (await res.json()) as { token: string; organization: { id: string } };
  const admin = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'veterans-demo' }),
  });
  if (!admin.ok) throw new Error(`admin sign-in answered ${admin.status}`);
  const adminCookie = (admin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const caseload = await fetch(`http://127.0.0.1:${port}/api/partner/caseload?limit=1`, {
    headers: { authorization: `Bearer ${body.token}` },
  });
  const first = ((await caseload.json()) as { items: { veteranId: string }[] }).items[0];
  return {
    token: body.token,
    organizationId: body.organization.id,
    adminCookie,
    veteranId: first?.veteranId ?? '',
  };
}
