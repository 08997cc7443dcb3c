import { describeApi } from '@server/test/test-app.fixtures';
import { VA_PROPERTY_CHECKLIST_PATH } from '@shared/contracts/landlord-tools';
import { numberedChecklistPoints, VA_PROPERTY_CHECKLIST } from '@shared/domain/va-property-checklist';
import { describe, expect, it } from 'vitest';

/** The text pdfkit wrote: its hex strings decoded (Helvetica writes one byte a character), spaces dropped. */
function pdfText(pdf: Buffer): string {
  const hex = [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1] ?? '');
  return hex
    .map((h) => Buffer.from(h, 'hex').toString('latin1'))
    .join('')
    .replace(/\s+/g, '');
}

describe('the VA Property Checklist', () => {
  it('has the 47 points the toolkit promises, numbered 1 to 47, none repeated', () => {
    const points = numberedChecklistPoints();
    expect(points).toHaveLength(47);
    expect(points.map((p) => p.number)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(points.map((p) => p.text)).size).toBe(47);
    expect(VA_PROPERTY_CHECKLIST.map((s) => s.title)).toContain('Safety');
  });
});

describeApi('GET /api/resources/va-property-checklist.pdf', (ctx) => {
  it('downloads the checklist as a PDF with every point, to anyone, without signing in', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: VA_PROPERTY_CHECKLIST_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="va-property-checklist.pdf"');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text.startsWith('VAPropertyChecklist')).toBe(true);
    for (const point of numberedChecklistPoints()) {
      expect(text).toContain(`${point.number}.${point.text}`.replace(/\s+/g, ''));
    }
  });
});
