/** A screen path of the web app ('/marketplace/:num') as a pattern; a trailing slash matches too. */
export function screenPathPattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}
