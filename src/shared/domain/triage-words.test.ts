import { describe, expect, it } from 'vitest';
import { INTAKE_PRIORITIES } from './intake-priority';
import { priorityText, TRIAGE_EXPLANATION, triageLabels, urgencyText } from './triage-words';
import { URGENCY_LEVELS } from './urgency';

describe('the case workers’ one vocabulary for how soon to act (issue 37, point 7)', () => {
  it('names each level with its word, so urgency and priority never share a bare label', () => {
    const urgency = URGENCY_LEVELS.map(urgencyText);
    const priority = INTAKE_PRIORITIES.map(priorityText);
    expect(urgency).toEqual(['Critical urgency', 'High urgency', 'Normal urgency', 'Low urgency']);
    expect(priority).toEqual(['High priority', 'Standard priority']);
    expect(new Set([...urgency, ...priority]).size).toBe(urgency.length + priority.length);
  });

  it('lists the urgency first, then the priority, for what is known', () => {
    expect(triageLabels({ urgency: 'critical', priority: 'Standard' })).toEqual([
      { kind: 'urgency', text: 'Critical urgency', tone: 'urgent' },
      { kind: 'priority', text: 'Standard priority', tone: 'quiet' },
    ]);
    expect(triageLabels({ priority: 'High' })).toEqual([
      { kind: 'priority', text: 'High priority', tone: 'raised' },
    ]);
    expect(triageLabels({ urgency: 'low' }).map((label) => label.text)).toEqual(['Low urgency']);
    expect(triageLabels({})).toEqual([]);
  });

  it('explains both words in one sentence each', () => {
    expect(TRIAGE_EXPLANATION).toMatch(/^Urgency is how soon/);
    expect(TRIAGE_EXPLANATION).toContain('Priority is worked out from');
  });
});
