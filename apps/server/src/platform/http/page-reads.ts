import type { EndpointDefinition, ParsedParams } from '@kt/contract/http/endpoint';
import type { CachedAnswer } from '../cache/list-cache.ts';
import { compileResponseSerializer } from './response-serializer.ts';

/** A path's parameters as the route's pattern names them, raw strings as in a URL. */
export type ReadInput = { readonly params: Readonly<Record<string, string>> };

/**
 * One public read as its route answers it, given the parameters its schema parsed: the same
 * cached JSON text and entity tag the API sends. `undefined`: nothing there (the route's 404).
 */
export type PageRead<D extends EndpointDefinition> = (params: ParsedParams<D>) => Promise<CachedAnswer | undefined>;

/**
 * The public reads a server-rendered page may make in process, by route: each feature adds the
 * function its own handler sends from, so the page's HTML costs the same cached answers as its
 * JSON and never calls the server over HTTP (platform/http/page-renderer.ts).
 */
export type PageReads = {
  add<const D extends EndpointDefinition>(definition: D, read: PageRead<D>): void;
  /**
   * The answer of a route (by method and path pattern), its parameters checked by the route's
   * schema (undefined when they fail it, as the route's 400); throws for a route nobody added.
   */
  read(route: { readonly method: string; readonly path: string }, input: ReadInput): Promise<CachedAnswer | undefined>;
  /** The same read with its parameters checked once, to be made again (a rendered page asking whether its answers changed). */
  prepare(route: { readonly method: string; readonly path: string }, input: ReadInput): () => Promise<CachedAnswer | undefined>;
  /** The routes added, so a test can hold each one's answer to its route's (page-reads.test.ts). */
  routes(): { readonly method: string; readonly path: string }[];
};

const routeKey = (route: { readonly method: string; readonly path: string }) => `${route.method} ${route.path}`;

export function createPageReads(): PageReads {
  const reads = new Map<string, { definition: EndpointDefinition; read: (params: unknown) => Promise<CachedAnswer | undefined> }>();
  const prepare: PageReads['prepare'] = (route, input) => {
    const entry = reads.get(routeKey(route));
    if (!entry) throw new Error(`page reads: ${routeKey(route)} is not served in process`);
    const { params } = entry.definition;
    if (!params) return () => entry.read({});
    const parsed = params.safeParse(input.params);
    return parsed.success ? () => entry.read(parsed.data) : () => Promise.resolve(undefined);
  };
  return {
    add(definition, read) {
      const key = routeKey(definition);
      if (reads.has(key)) throw new Error(`page reads: ${key} added twice`);
      reads.set(key, { definition, read: read as (params: unknown) => Promise<CachedAnswer | undefined> });
    },
    read: async (route, input) => prepare(route, input)(),
    prepare,
    routes: () => [...reads.values()].map(({ definition }) => ({ method: definition.method, path: definition.path })),
  };
}

const serializers = new WeakMap<EndpointDefinition, (data: unknown) => string>();

/**
 * The JSON text of a definition's success answer, written by the same compiled serialiser its
 * route uses: a cached answer reads the same whether the API or a rendered page filled it.
 */
export function serializeAnswer(definition: EndpointDefinition, data: unknown): string {
  let serialize = serializers.get(definition);
  if (!serialize) {
    serialize = definition.response
      ? compileResponseSerializer({
          schema: definition.response,
          method: definition.method,
          url: definition.path,
          httpStatus: String(definition.status ?? 200),
        } as Parameters<typeof compileResponseSerializer>[0])
      : (value: unknown) => JSON.stringify(value);
    serializers.set(definition, serialize);
  }
  return serialize(data);
}
