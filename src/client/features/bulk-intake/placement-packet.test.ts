import { describe, expect, it } from 'vitest';
import { sampleBatch } from './bulk-intake.fixtures';
import { buildPlacementPacket, placementPacketFilename } from './placement-packet';

describe('buildPlacementPacket', () => {
  const support = { email: 'help@example.org', phone: '518-555-0142' };
  const text = buildPlacementPacket(sampleBatch, new Date(2025, 0, 28), support);

  it('lists every veteran with status, priority, reason and top matches', () => {
    expect(text).toContain('Prepared: Jan 28, 2025');
    expect(text).toContain('1. Dana Brooks (ZIP 12345)\n   Status: 4 matches found\n   Priority: High');
    expect(text).toContain(
      '   - 10 Voucher Way, Schenectady, NY 12345: Great match · 85 of 100. In your ZIP code, accepts HUD-VASH, inspected.',
    );
    expect(text).toContain('2. Eli Stone (ZIP 99950)\n   Status: Waitlisted\n   Priority: Standard');
    expect(text).toContain('   Reason: No home matches within 50 miles yet');
    expect(text).toContain('   Top matches: none yet. Follow-up within 7-14 days.');
  });

  it('ends with the next steps and the support contact details', () => {
    expect(text).toMatch(/NEXT STEPS\n1\. Call High priority veterans first/);
    expect(text).toContain('SUPPORT\nEmail: help@example.org\nPhone: 518-555-0142\n');
  });

  it('gives no phone line when the deployment has no support phone', () => {
    const withoutPhone = buildPlacementPacket(sampleBatch, new Date(2025, 0, 28), {
      ...support,
      phone: null,
    });
    expect(withoutPhone).toContain('SUPPORT\nEmail: help@example.org\n');
    expect(withoutPhone).not.toContain('Phone:');
  });

  it('names the file after the batch', () => {
    expect(placementPacketFilename(sampleBatch.batchId)).toBe('placement-packet-b7a1c2d3.txt');
  });
});
