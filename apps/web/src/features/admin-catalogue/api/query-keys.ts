/** The admin's catalogue and category requests in the query cache. */
export const catalogueKeys = {
  catalogue: ['admin-catalogue', 'catalogue'] as const,
  requests: ['admin-catalogue', 'category-requests'] as const,
};

/** The public pages' copies of the catalogue in this tab (their keys start with 'catalog'): read again after a change. */
export const publicCatalogKey = ['catalog'] as const;
