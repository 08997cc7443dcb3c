/**
 * Profile addresses: /partner/{slug}. A UUID in that place means the organisation page
 * (/partner/{id}), so a slug must never look like a UUID (docs/decisions/0007).
 */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

export const isUuidShaped = (value: string) => UUID_SHAPE.test(value);

/** A usable slug: lower-case words joined by single hyphens, at most 80 characters, never UUID-shaped. */
export const isValidSlug = (slug: string) =>
  slug.length <= SLUG_MAX && SLUG_SHAPE.test(slug) && !isUuidShaped(slug);

/** A URL slug from an organisation's name: "St. Mary's Vets" -> 'st-marys-vets'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX - 4)
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'partner';
  return isUuidShaped(slug) ? `${slug}-org` : slug;
}
