import { describe, expect, it } from 'vitest';
import { addressPartsOf, formatAddress, formatFullAddress, formatPlace } from './address';

describe('the address formatter', () => {
  const home = { address: '12 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

  it('writes the street, town and state, with the ZIP code after the state in the full line', () => {
    expect(formatAddress(home)).toBe('12 Main St, Austin, TX');
    expect(formatPlace(home)).toBe('Austin, TX 78701');
    expect(formatFullAddress(home)).toBe('12 Main St, Austin, TX 78701');
  });

  it('leaves out the parts that are not known', () => {
    expect(formatAddress({ address: '12 Main St', city: null, state: 'TX' })).toBe('12 Main St, TX');
    expect(formatPlace({ city: 'Austin', state: '', zipCode: '78701' })).toBe('Austin, 78701');
    expect(formatFullAddress({ address: '', city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(formatFullAddress({})).toBe('');
  });

  it('takes the four parts of an address from a record that holds more', () => {
    expect(addressPartsOf({ ...home, id: 'h1', score: 80 })).toEqual(home);
  });
});
