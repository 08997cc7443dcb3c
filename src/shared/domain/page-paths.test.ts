import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, pagePath } from './page-paths';

describe('pagePath', () => {
  it("fills a page's pattern with its ids", () => {
    expect(pagePath(PAGE_PATTERNS.partnerHousehold, { householdId: 'h-1' })).toBe(
      '/partner/co-living/households/h-1',
    );
    expect(pagePath(PAGE_PATTERNS.duplicatePair, { pairId: 'a b' })).toBe('/admin/duplicates/a%20b');
  });
});
