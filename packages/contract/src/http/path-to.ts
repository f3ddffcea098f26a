// Zod-free: a light page builds its API paths from the route table with this and nothing else.

/** The names of a route pattern's parameters: '/a/:id/b/:pincode/' gives 'id' | 'pincode'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in ParamNames<P>]: string | number };

export type QueryValues = Record<string, string | number | boolean | undefined>;

/** A route as the client needs it: the method and the server's path pattern. */
export type RouteRef<P extends string = string> = { readonly method: HttpMethod; readonly path: P };
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The path of a call: each ':name' of the pattern replaced by its value, encoded; then the
 * query, if any (undefined values left out).
 */
export function pathTo<P extends string>(route: RouteRef<P>, params: PathParams<P>, query?: QueryValues): string {
  const values = params as Record<string, string | number>;
  const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathTo: ${route.path} needs '${name}'`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
