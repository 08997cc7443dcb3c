import type { CoLivingMatchStatus, HouseholdStatus } from './vocabulary';
import {
  advanceRefusal,
  canDecline,
  declinedWaitingReason,
  declineRefusal,
  householdStatusAfter,
  nextSteps,
  type WorkflowHousehold,
} from './workflow';

const household = (
  memberStatuses: CoLivingMatchStatus[],
  status: HouseholdStatus = 'forming',
  maxOccupants = 3,
): WorkflowHousehold => ({ status, maxOccupants, memberStatuses });

describe('co-living placement workflow', () => {
  it('moves one step at a time and names the current status when a step is skipped', () => {
    const full = household(['pending', 'pending', 'pending']);
    expect(advanceRefusal('pending', 'notified', full)).toBeNull();
    expect(advanceRefusal('notified', 'interview', full)).toBeNull();
    expect(advanceRefusal('pending', 'interview', full)).toBe(
      'This proposal is proposed: its next step is notified, not interview.',
    );
    expect(advanceRefusal('notified', 'notified', full)).toContain('notified: its next step is interview');
    expect(advanceRefusal('placed', 'placed', household(['placed'], 'trial'))).toBe(
      'This proposal is placed: it has no next step.',
    );
    expect(advanceRefusal('declined', 'notified', full)).toContain('declined: it has no next step');
  });

  it('lets a member start the trial before the others, but only once every place is proposed', () => {
    expect(advanceRefusal('interview', 'trial', household(['interview', 'pending', 'notified']))).toBeNull();
    expect(advanceRefusal('interview', 'trial', household(['interview', 'pending', 'declined']))).toBe(
      'A member starts the trial once every place is proposed: 2 of 3 places are.',
    );
    expect(nextSteps('interview', household(['interview', 'pending']))).toEqual([]);
    expect(nextSteps('interview', household(['interview', 'pending', 'pending']))).toEqual(['trial']);
  });

  it('places a member only while the household is on trial', () => {
    expect(advanceRefusal('trial', 'placed', household(['trial', 'trial', 'interview']))).toBe(
      'A member is placed once the whole household is on trial.',
    );
    expect(nextSteps('trial', household(['trial', 'trial', 'trial'], 'trial'))).toEqual(['placed']);
  });

  it('refuses every step and decline in an active or dissolved household', () => {
    for (const status of ['active', 'dissolved'] as const) {
      const closed = household(['trial', 'pending', 'pending'], status);
      expect(advanceRefusal('pending', 'notified', closed)).toContain(`household is ${status}`);
      expect(declineRefusal('pending', closed)).toContain(`household is ${status}`);
      expect(nextSteps('pending', closed)).toEqual([]);
      expect(canDecline('pending', closed)).toBe(false);
    }
  });

  it('declines until placed', () => {
    const open = household(['pending', 'trial', 'placed'], 'trial');
    for (const status of ['pending', 'notified', 'interview', 'trial'] as const)
      expect(canDecline(status, open)).toBe(true);
    expect(declineRefusal('placed', open)).toBe('This proposal is placed: it can no longer be declined.');
    expect(declineRefusal('declined', open)).toContain('declined: it can no longer be declined');
  });

  it.each<[string, WorkflowHousehold, HouseholdStatus]>([
    ['stays forming while someone has not accepted', household(['trial', 'trial', 'interview']), 'forming'],
    ['starts the trial when the last member accepts', household(['trial', 'trial', 'trial']), 'trial'],
    ['counts placed members as accepted', household(['placed', 'trial', 'trial']), 'trial'],
    ['stays forming when not full', household(['trial', 'trial', 'declined']), 'forming'],
    ['stays on trial until all are placed', household(['placed', 'trial', 'placed'], 'trial'), 'trial'],
    [
      'becomes active when every member is placed',
      household(['placed', 'placed', 'placed'], 'trial'),
      'active',
    ],
    [
      'goes back to forming when a trial loses a member',
      household(['trial', 'trial', 'declined'], 'trial'),
      'forming',
    ],
    ['dissolves with no member left', household(['declined', 'declined'], 'forming'), 'dissolved'],
    ['dissolves a trial whose members all declined', household(['declined'], 'trial', 1), 'dissolved'],
    ['keeps an active household active', household(['placed', 'placed', 'declined'], 'active'), 'active'],
  ])('%s', (_name, state, expected) => {
    expect(householdStatusAfter(state)).toBe(expected);
  });

  it('words the reason an applicant waits again', () => {
    expect(declinedWaitingReason('housemate', 'Different schedules')).toBe(
      'Declined by a housemate: Different schedules',
    );
  });
});
