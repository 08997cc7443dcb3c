import { describe, expect, it } from 'vitest';
import { personSpells } from './active-spells';
import { dataQuality, type RecordedEvent } from './data-quality';

const AT = Date.UTC(2026, 5, 30);
const ago = (days: number) => new Date(AT - days * 86_400_000).toISOString();
const identified = (days: number, livingSituation: number | null, by: string | null): RecordedEvent => ({
  type: 'identified',
  occurredAt: ago(days),
  recordedAt: ago(days),
  recordedByPartner: by,
  details: { livingSituation, homelessSince: null },
});

describe('the data-quality card', () => {
  it('counts complete records and recent contact among the active, and partners that updated a record', () => {
    const paths = [
      personSpells('a', [identified(10, 116, 'org-1')]),
      personSpells('b', [identified(100, 99, 'org-2')]),
      personSpells('c', [identified(40, null, null)]),
      personSpells('d', [identified(20, 101, 'org-1')]),
    ];
    expect(
      dataQuality(paths, AT, {
        thresholdDays: 90,
        openPossibleDuplicates: 3,
        partners: ['org-1', 'org-2', 'org-3'],
      }),
    ).toEqual({
      identifiedWithSituation: 0.5,
      contactedWithinThreshold: 0.75,
      openPossibleDuplicates: 3,
      partnersUpdating: { updated: 1, total: 3, share: 0.333 },
      target: 0.9,
    });
  });
  it('says nothing (null) when nobody is active', () => {
    const quality = dataQuality([], AT, { thresholdDays: 90, openPossibleDuplicates: 0, partners: [] });
    expect(quality.identifiedWithSituation).toBeNull();
    expect(quality.partnersUpdating.share).toBeNull();
  });
});
