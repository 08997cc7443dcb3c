import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadTextFile, filenameFromDisposition } from './download';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadTextFile', () => {
  it('clicks a link to a Blob URL with the file name', () => {
    URL.createObjectURL = vi.fn(() => 'blob:checklist');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('checklist.txt');
      expect(this.href).toBe('blob:checklist');
    });
    expect(downloadTextFile('checklist.txt', 'hello')).toBe(true);
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('returns false when the browser refuses', () => {
    URL.createObjectURL = vi.fn(() => {
      throw new Error('blocked');
    });
    expect(downloadTextFile('x.txt', 'hello')).toBe(false);
  });
});

describe('filenameFromDisposition', () => {
  it("reads the server's file name, quoted or encoded, without folders", () => {
    expect(filenameFromDisposition('attachment; filename="referrals-2025-01-28.csv"', 'x.csv')).toBe(
      'referrals-2025-01-28.csv',
    );
    expect(filenameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.pdf", 'x.pdf')).toBe('café.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('....etcpasswd');
  });

  it('falls back when the header is missing or has no name', () => {
    expect(filenameFromDisposition(null, 'report.pdf')).toBe('report.pdf');
    expect(filenameFromDisposition('attachment', 'report.pdf')).toBe('report.pdf');
  });
});
