import { assignMatches } from './assign';
import { DAY_MS, milesNorth, NOW, property, veteran } from './instances.fixtures';
import { scoreMatch } from './score';
import type { EngineProperty, EngineVeteran } from './types';

const run = (veterans: EngineVeteran[], properties: EngineProperty[], candidatesPerVeteran?: number) =>
  assignMatches(veterans, properties, { now: NOW, candidatesPerVeteran });
const pairs = (matches: { veteranId: string; propertyId: string }[]) =>
  matches.map((m) => `${m.veteranId}->${m.propertyId}`).sort();
const waited = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe('assignMatches', () => {
  it('proposes nothing without veterans or homes', () => {
    expect(run([], [property()])).toEqual([]);
    expect(run([veteran()], [])).toEqual([]);
  });

  it('is global, not first-come: the longest-waiting veteran yields the home only another can use', () => {
    const first = veteran({ id: 'first', waitingSince: waited(30) });
    const withPet = veteran({ id: 'pet', hasPet: true, waitingSince: waited(1) });
    const petHome = property({ id: 'petHome', allowsPets: true });
    const other = property({ id: 'other', ...milesNorth(5) });
    expect(pairs(run([first, withPet], [petHome, other]))).toEqual(['first->other', 'pet->petHome']);
  });

  it('serves as many veterans of a level as it can before raising their scores', () => {
    // the pet owner can only use the pet-friendly home 45 miles away; first alone there would score 53,
    // both served score 22 + 18 = 40 in total, yet both are served
    const first = veteran({ id: 'first' });
    const second = veteran({ id: 'second', ...milesNorth(45), hasPet: true });
    const near = property({ id: 'near', allowsPets: true });
    const far = property({ id: 'far', ...milesNorth(45) });
    expect(scoreMatch(first, near, NOW)?.score).toBe(53);
    expect(pairs(run([first, second], [near, far]))).toEqual(['first->far', 'second->near']);
    const only = veteran({ id: 'onlyNear', ...milesNorth(60), hasPet: true });
    // but a home out of reach stays out of reach
    expect(pairs(run([first, only], [near]))).toHaveLength(1);
  });

  it('serves the most urgent first, even when a less urgent veteran would score higher', () => {
    const critical = veteran({ id: 'critical', urgency: 'critical', ...milesNorth(40) });
    const normal = veteran({ id: 'normal', urgency: 'normal' });
    const home = property({ id: 'home' });
    expect(scoreMatch(normal, home, NOW)?.score).toBeGreaterThan(scoreMatch(critical, home, NOW)?.score ?? 0);
    expect(pairs(run([normal, critical], [home]))).toEqual(['critical->home']);
  });

  it('gives each veteran at most one home and each home at most its units', () => {
    const people = ['a', 'b', 'c', 'd'].map((id) => veteran({ id }));
    const matches = run(people, [property({ id: 'two', unitsAvailable: 2 }), property({ id: 'one' })]);
    expect(matches).toHaveLength(3);
    expect(new Set(matches.map((m) => m.veteranId)).size).toBe(3);
    expect(matches.filter((m) => m.propertyId === 'two')).toHaveLength(2);
  });

  it('never proposes an unavailable home or one without units', () => {
    const homes = [property({ id: 'gone', available: false }), property({ id: 'full', unitsAvailable: 0 })];
    expect(run([veteran()], homes)).toEqual([]);
  });

  it('matches a veteran whose ZIP has no coordinates only within that ZIP', () => {
    const placeless = veteran({ id: 'placeless', latitude: null, longitude: null });
    const homes = [property({ id: 'north', ...milesNorth(1) }), property({ id: 'sameZip' })];
    expect(pairs(run([placeless], homes))).toEqual(['placeless->sameZip']);
  });

  it('stores the score and the reason of scoreMatch', () => {
    const v = veteran({ hasVoucher: true, urgency: 'critical', maxRentCents: 100_000 });
    const p = property({ ...milesNorth(3.2), acceptsVouchers: true, rentCents: 95_000 });
    const scored = scoreMatch(v, p, NOW);
    expect(run([v], [p])).toEqual([
      { veteranId: v.id, propertyId: p.id, score: scored?.score, reason: scored?.reason },
    ]);
    expect(scored?.reason).toBe('accepts HUD-VASH; 3.2 miles; rent $950 within budget; critical urgency');
  });

  it('gives a veteran whose short list was taken a fresh list of the homes left', () => {
    const a = veteran({ id: 'a', waitingSince: waited(60) });
    const b = veteran({ id: 'b' });
    const homes = [property({ id: 'best' }), property({ id: 'next', ...milesNorth(20) })];
    // each keeps only their single best home; the loser gets the other one in the next round
    expect(run([a, b], homes, 1)).toHaveLength(2);
  });

  it('skips excluded pairs and offers the veteran the next home instead', () => {
    const homes = [property({ id: 'declined' }), property({ id: 'next', ...milesNorth(5) })];
    const matches = assignMatches([veteran({ id: 'v' })], homes, {
      now: NOW,
      isExcluded: (v, p) => v.id === 'v' && p.id === 'declined',
    });
    expect(pairs(matches)).toEqual(['v->next']);
  });

  it('answers the same whatever the order of its input', () => {
    const people = Array.from({ length: 8 }, (_, i) =>
      veteran({ id: `v${i}`, urgency: i % 2 ? 'high' : 'normal', ...milesNorth(i * 3) }),
    );
    const homes = Array.from({ length: 5 }, (_, i) => property({ id: `p${i}`, ...milesNorth(i * 4) }));
    const forward = run(people, homes);
    expect(run([...people].reverse(), [...homes].reverse())).toEqual(forward);
  });
});
