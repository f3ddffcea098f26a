import type { AnswerOf, BodyOf, EndpointDefinition } from '@kt/contract/http/endpoint';
import { pathTo, type ParamNames, type PathParams, type QueryValues, type RouteRef } from '@kt/contract/http/path-to';
import { apiExchange, type ApiInit } from './api-client.ts';

/** The definition a route of the contract's tables stands for (a type only: tables carry none at run time). */
type DefinitionOf<R> = R extends { readonly definition?: infer D } ? (D extends EndpointDefinition ? D : never) : never;
type HasParams<R extends RouteRef> = [ParamNames<R['path']>] extends [never] ? false : true;

export type CallInit<R extends RouteRef> = Omit<ApiInit, 'method' | 'json'> & {
  query?: QueryValues;
  /** A JSON body, typed by the definition; a FormData or URLSearchParams body goes in `body`. */
  json?: BodyOf<DefinitionOf<R>>;
} & (HasParams<R> extends true ? { params: PathParams<R['path']> } : { params?: undefined });

/** `init` may be left out when the path has no parameters. */
type InitArgs<R extends RouteRef> = HasParams<R> extends true ? [init: CallInit<R>] : [init?: CallInit<R>];

/** The path of a call through a route of the contract's tables. */
export function pathOf<R extends RouteRef>(route: R, params?: PathParams<R['path']>, query?: QueryValues): string {
  return pathTo(route as RouteRef, (params ?? {}) as never, query);
}

/**
 * Calls an endpoint through its route: the method and path come from the definition, the
 * answer's type too. `exchangeEndpoint` gives the response as well (a list's Link header).
 */
export async function callEndpoint<R extends RouteRef>(route: R, ...args: InitArgs<R>): Promise<AnswerOf<DefinitionOf<R>>> {
  if (inProcess) {
    const { params, query } = (args[0] ?? {}) as { params?: Record<string, string>; query?: QueryValues };
    return (await inProcess(route, params ?? {}, query)) as AnswerOf<DefinitionOf<R>>;
  }
  return (await exchangeEndpoint(route, ...args)).data;
}

/**
 * Answers a public read without the network: the server rendering a page passes the cached
 * answers its API sends (src/entry-server.tsx). Throws for a call it does not serve.
 */
export type InProcessCalls = (route: RouteRef, params: Readonly<Record<string, string>>, query: QueryValues | undefined) => Promise<unknown>;

let inProcess: InProcessCalls | undefined;

/** Server rendering only: from now on callEndpoint asks `calls`, never fetch. */
export function answerCallsInProcess(calls: InProcessCalls): void {
  inProcess = calls;
}

export async function exchangeEndpoint<R extends RouteRef>(route: R, ...[init]: InitArgs<R>) {
  const { params, query, ...rest } = (init ?? {}) as CallInit<RouteRef> & { params?: PathParams<R['path']> };
  return apiExchange<AnswerOf<DefinitionOf<R>>>(pathOf(route, params, query), { ...rest, method: route.method } as ApiInit);
}
