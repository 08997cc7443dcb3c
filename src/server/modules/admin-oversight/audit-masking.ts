/**
 * Personal data in the audit log viewer stays masked: the account name tried at sign-in, the address a
 * request came from, and anything in an event's details that looks like an email or a phone number.
 */

const EMAIL = /[^\s@"'<>,;:()[\]]+@[^\s@"'<>,;:()[\]]+\.[A-Za-z]{2,}/g;
// 10 digits (a US number, optionally +1), with or without separators; not part of a longer token (ids)
const PHONE = /(?<![\w-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\w-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERSONAL_KEY = /e-?mail|phone/i;

/** jordan@example.com → j***@example.com; a user name (no @) → a***. */
export function maskAccount(account: string): string {
  const at = account.lastIndexOf('@');
  if (at <= 0) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 1)}***${account.slice(at)}`;
}

/** 518-555-0142 → ***-***-**42: every digit but the last two hidden, separators kept. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 2 ? digit : '*'));
}

/** 203.0.113.7 → 203.0.113.x (the /24); an IPv6 address keeps its /48 (2001:db8:1:x). */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.x`;
  if (!ip.includes(':')) return 'x';
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : ip.split(':');
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}:x`;
}

/** A text with every email and phone number in it masked. */
export function maskText(text: string): string {
  if (UUID.test(text)) return text;
  return text.replace(EMAIL, (email) => maskAccount(email)).replace(PHONE, (phone) => maskPhone(phone));
}

/** Details with personal data masked at any depth; a value under an email or phone key is masked whole. */
export function maskDetails(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (PERSONAL_KEY.test(key) && value !== '') {
      return !value.includes('@') && /\d/.test(value) ? maskPhone(value) : maskAccount(value);
    }
    return maskText(value);
  }
  if (Array.isArray(value)) return value.map((item) => maskDetails(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDetails(v, k)]));
  }
  return value;
}
