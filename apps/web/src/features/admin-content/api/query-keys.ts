import type { TestimonialKind } from '@kt/contract/admin/content-limits';

/** The admin's lists of site content in the query cache. */
export const contentKeys = {
  all: ['admin-content'] as const,
  team: ['admin-content', 'team'] as const,
  testimonials: (kind: TestimonialKind) => ['admin-content', 'testimonials', kind] as const,
  faq: ['admin-content', 'faq'] as const,
  initiatives: ['admin-content', 'initiatives'] as const,
};

/**
 * The public pages' copies of the same content in this tab's query cache (their keys start with
 * 'content'): read again after a change, so the admin sees it there at once too.
 */
export const publicContentKey = ['content'] as const;
