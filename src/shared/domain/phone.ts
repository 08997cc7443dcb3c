// Phone numbers as stored and shown: no zod here, so a static page that shows a phone loads no validation code.

/** Digits of a US phone number without the country code: how phones are stored and compared. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Stored digits shown as people read them: '5185550142' -> '518-555-0142'. */
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
