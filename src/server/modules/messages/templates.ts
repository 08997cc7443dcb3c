import type { Draft } from '@server/manifest/message-kind';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text plus simple HTML with the same words and one link to the signed-in page. */
export function renderMessage(draft: Draft, publicUrl: string): RenderedMessage {
  const { subject, paragraphs, page, action } = draft;
  const link = /^https?:\/\//.test(page) ? page : `${publicUrl}${page}`;
  const text = [...paragraphs, `${action}: ${link}`, 'Veterans Housing'].join('\n\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>Veterans Housing</p></body></html>',
  ].join('\n');
  return { subject, text, html };
}
