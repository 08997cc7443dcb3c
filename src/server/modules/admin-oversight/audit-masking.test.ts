import { maskAccount, maskDetails, maskIp, maskPhone, maskText } from './audit-masking';

const ID = '00000000-0000-4000-8000-000000000000';

describe('audit masking', () => {
  it('masks personal data in audit values', () => {
    expect(maskAccount('jordan@example.com')).toBe('j***@example.com');
    expect(maskAccount('admin')).toBe('a***');
    expect(maskIp('203.0.113.7')).toBe('203.0.113.x');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.2.x');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0:x');
    expect(maskPhone('(518) 555-0142')).toBe('(***) ***-**42');
    expect(maskDetails({ phone: '5185550142', ids: [ID], count: 3, at: '2025-01-28T10:00:00.000Z' })).toEqual(
      {
        phone: '********42',
        ids: [ID],
        count: 3,
        at: '2025-01-28T10:00:00.000Z',
      },
    );
  });

  it('masks emails and phone numbers inside text, and leaves ids, dates and counts alone', () => {
    expect(maskText('call 518-555-0142 or jordan@example.com')).toBe('call ***-***-**42 or j***@example.com');
    expect(maskText(ID)).toBe(ID);
    expect(maskText('ref 12345678-1234 at 2025-01-28')).toBe('ref 12345678-1234 at 2025-01-28');
    expect(maskText('+1 (518) 555-0142')).toBe('+* (***) ***-**42');
  });
});
