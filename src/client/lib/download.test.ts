import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadTextFile } from './download';

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
