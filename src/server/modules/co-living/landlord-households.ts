import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import type { ModuleRoutes } from '@server/module';
import { defineNotice, messageRecipient } from '@server/modules/messages';
import { userOf } from '@server/plugins/auth';
import {
  LANDLORD_CO_LIVING_PATH,
  type LandlordHousehold,
  ZLandlordHousehold,
} from '@shared/contracts/co-living-households';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

// The home's landlord and its co-living households: told when every member said yes (the trial begins), and
// shown on the landlord dashboard with the members' first names and the trial dates.

/** Households the landlord hosts: on trial or active, on a home of theirs. */
const HOSTED = sql`h.status in ('trial', 'active')`;

/** A household with its home, its landlord and its members' first names (declined members are not). */
const householdSql = (where: ReturnType<typeof sql>) => sql`
  select h.id, h.household_name as "householdName", h.status,
         concat_ws(', ', p.address, p.city, p.state) as address,
         h.trial_started_at as "trialStartedAt", h.trial_ends_at as "trialEndsAt",
         l.email as "landlordEmail", l.user_id as "landlordUserId",
         coalesce((select json_agg(split_part(trim(v.name), ' ', 1) order by m.created_at, m.id)
                     from co_living_matches m
                     join co_living_applications a on a.id = m.application_id
                     join veterans v on v.id = a.veteran_id
                    where m.household_id = h.id and m.status <> 'declined'), '[]') as "firstNames"
    from co_living_households h
    join properties p on p.id = h.property_id
    left join landlords l on l.id = p.landlord_id
   where ${where}`;

interface HouseholdRow {
  id: string;
  householdName: string;
  status: LandlordHousehold['status'];
  address: string;
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  landlordEmail: string | null;
  landlordUserId: string | null;
  firstNames: string[];
}

const day = (value: string | null) =>
  value
    ? new Date(value).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : 'to be set';

/** The household's trial begins: the home's landlord learns the members' first names and the trial dates. */
export const coLivingHouseholdTrial = defineNotice(
  () =>
    sql<HouseholdRow | null>`(select row_to_json(t) from (${householdSql(sql`h.id = ${messageRecipient}`)}) t)`,
  (_row, household) => {
    if (!household?.landlordEmail) return null;
    const names = household.firstNames;
    const who =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
    return {
      to: [household.landlordEmail],
      draft: {
        subject: 'A co-living household begins its trial in your home',
        paragraphs: [
          'Hello,',
          `Every member of ${household.householdName} accepted the home at ${household.address}: ${who} begin their trial there.`,
          `The trial runs from ${day(household.trialStartedAt)} to ${day(household.trialEndsAt)}; the placement is final once it went well for everyone.`,
          'Your dashboard shows the household. Contact the housing team with any question.',
        ],
        page: PAGE_PATHS.landlordDashboard,
        action: 'Open your dashboard',
      },
    };
  },
);

/** The signed-in landlord's hosted households, newest trial first. */
export async function landlordHouseholds(db: Database, landlordId: string): Promise<LandlordHousehold[]> {
  const found = await rows<HouseholdRow>(
    db,
    sql`${householdSql(sql`p.landlord_id = ${landlordId} and ${HOSTED}`)} order by h.trial_started_at desc nulls last, h.id`,
  );
  return found.map(({ landlordEmail: _email, landlordUserId: _user, ...household }) => ({
    ...household,
    trialStartedAt: household.trialStartedAt ? new Date(household.trialStartedAt).toISOString() : null,
    trialEndsAt: household.trialEndsAt ? new Date(household.trialEndsAt).toISOString() : null,
  }));
}

/** GET /api/landlord/co-living-households: the landlord's own; an admin has the co-living dashboard. */
export const landlordHouseholdRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.get(
    LANDLORD_CO_LIVING_PATH,
    {
      onRequest: auth.requireUser('landlord'),
      schema: {
        response: { 200: z.array(ZLandlordHousehold), ...errorResponses, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { landlordId } = userOf(request);
      return landlordId ? landlordHouseholds(db, landlordId) : [];
    },
  );
};
