import { formatDate } from '@client/lib/format';
import type { BulkIntakeMatch, BulkIntakeResponse } from '@shared/contracts/bulk-intake';
import type { SupportContact } from '@shared/contracts/site-shell';
import { formatFullAddress } from '@shared/domain/address';
import { WAITLIST_FOLLOW_UP } from '@shared/domain/constants';
import { WAITLISTED_STATUS } from '@shared/domain/intake-priority';
import { matchFitWithScore } from '@shared/domain/match-fit';

export const placementPacketFilename = (batchId: string) => `placement-packet-${batchId.slice(0, 8)}.txt`;

export const matchPlace = (match: BulkIntakeMatch) => formatFullAddress(match);

const NEXT_STEPS = [
  'Call High priority veterans first. The reason under each veteran says why.',
  'Share the top matches with each veteran and confirm which homes they want to see.',
  'Route veterans who are ready to the landlords of their matching homes.',
  `Waitlisted veterans hear back from us within ${WAITLIST_FOLLOW_UP}. Check in with them if they have not.`,
  'Keep this packet with your case notes. It holds personal details: store it securely.',
];

/** The placement packet as plain text: every veteran with status, priority, reason and top matches. */
export function buildPlacementPacket(
  { batchId, results }: BulkIntakeResponse,
  preparedAt: Date,
  support: SupportContact | undefined,
): string {
  const lines = [
    'PLACEMENT PACKET',
    `Batch: ${batchId}`,
    `Prepared: ${formatDate(preparedAt)}`,
    `Veterans: ${results.length}`,
    '',
  ];
  results.forEach((result, index) => {
    lines.push(`${index + 1}. ${result.name} (ZIP ${result.zipCode})`);
    lines.push(`   Status: ${result.status}`);
    lines.push(`   Priority: ${result.priority}`);
    lines.push(`   Reason: ${result.priorityReason}`);
    if (result.topMatches.length === 0) {
      lines.push(
        result.status === WAITLISTED_STATUS
          ? `   Top matches: none yet. Follow-up within ${WAITLIST_FOLLOW_UP}.`
          : '   Top matches: none',
      );
    } else {
      lines.push('   Top matches:');
      for (const match of result.topMatches) {
        lines.push(`   - ${matchPlace(match)}: ${matchFitWithScore(match.score)}. ${match.reason}.`);
      }
    }
    lines.push('');
  });
  lines.push('NEXT STEPS');
  NEXT_STEPS.forEach((step, index) => {
    lines.push(`${index + 1}. ${step}`);
  });
  if (support) {
    lines.push('', 'SUPPORT', `Email: ${support.email}`);
    if (support.phone) lines.push(`Phone: ${support.phone}`);
  }
  lines.push('');
  return lines.join('\n');
}
