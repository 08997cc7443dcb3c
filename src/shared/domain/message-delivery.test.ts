import { describe, expect, it } from 'vitest';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, messageKindLabel } from './message-delivery';

describe('message kinds in words', () => {
  it('gives every kind the code queues a plain label, never its stored name', () => {
    const unlabelled = MESSAGE_KINDS.filter((kind) => {
      const label = MESSAGE_KIND_LABELS[kind];
      // a label is words: not empty, not the kind, no dotted or snake_case name in it
      return typeof label !== 'string' || label.trim() === '' || label === kind || /\w[._]\w/.test(label);
    });
    expect(unlabelled).toEqual([]);
    for (const kind of MESSAGE_KINDS) expect(messageKindLabel(kind)).toBe(MESSAGE_KIND_LABELS[kind]);
  });

  it('labels only kinds that exist, each with its own words', () => {
    expect(Object.keys(MESSAGE_KIND_LABELS).sort()).toEqual([...MESSAGE_KINDS].sort());
    const labels = Object.values(MESSAGE_KIND_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads the kinds the previous helper found raw in words', () => {
    expect(messageKindLabel('offer.decision_overdue')).toBe(
      "Veteran's decision on an offered home overdue, to the case manager",
    );
    expect(messageKindLabel('co_living.decision_escalation')).not.toContain('co_living');
  });

  it('shows a kind no longer queued (an old row) as it is stored, and never a prototype property', () => {
    expect(messageKindLabel('legacy.kind')).toBe('legacy.kind');
    expect(messageKindLabel('constructor')).toBe('constructor');
  });
});
