import { auditEvents, matches, organizations, properties, veterans } from '@server/db/schema';
import { formatAddress } from '@shared/domain/address';
import { matchName, personShortName } from '@shared/domain/person-names';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * The records an audit event is about, joined in the audit log's one statement (issue 37): a match's veteran
 * and home, a veteran, a home, an organisation. Aliased: the actor's organisation is joined too.
 */
export const targetMatch = alias(matches, 'target_match');
export const targetVeteran = alias(veterans, 'target_veteran');
export const targetProperty = alias(properties, 'target_property');
export const targetOrganization = alias(organizations, 'target_organization');

const isTarget = (type: string) => eq(auditEvents.targetType, type);

/** The join conditions, applied in this order (the veteran and the home of a match come through the match). */
export const onTargetMatch = and(isTarget('match'), eq(targetMatch.id, auditEvents.targetId));
export const onTargetVeteran = sql`${targetVeteran.id} = case ${auditEvents.targetType} when 'veteran' then ${auditEvents.targetId} when 'match' then ${targetMatch.veteranId} end`;
export const onTargetProperty = sql`${targetProperty.id} = case ${auditEvents.targetType} when 'property' then ${auditEvents.targetId} when 'match' then ${targetMatch.propertyId} end`;
export const onTargetOrganization = and(
  isTarget('organization'),
  eq(targetOrganization.id, auditEvents.targetId),
);

/** The fields targetName reads. */
export const targetFields = {
  veteranId: targetVeteran.id,
  veteranName: targetVeteran.name,
  propertyAddress: targetProperty.address,
  propertyCity: targetProperty.city,
  propertyState: targetProperty.state,
  organizationName: targetOrganization.name,
};

export interface TargetRow {
  veteranId: string | null;
  veteranName: string | null;
  propertyAddress: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  organizationName: string | null;
}

/**
 * The record as staff name it: a match "Dana R. · 5944 Liberty Rd", a veteran "Dana R.", a home by its address,
 * an organisation by its name; null for any other record, or one no longer there.
 */
export function targetName(targetType: string | null, row: TargetRow): string | null {
  switch (targetType) {
    case 'match':
      return row.propertyAddress === null
        ? null
        : matchName({ veteranName: row.veteranName, propertyAddress: row.propertyAddress });
    case 'veteran':
      return row.veteranId === null ? null : personShortName(row.veteranName);
    case 'property':
      return row.propertyAddress === null
        ? null
        : formatAddress({ address: row.propertyAddress, city: row.propertyCity, state: row.propertyState });
    case 'organization':
      return row.organizationName;
    default:
      return null;
  }
}
