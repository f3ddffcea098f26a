import { definitions } from './endpoint-definitions.ts';
import type { FileRule } from './http/endpoint.ts';

export type { FileRule };

/**
 * A route that may carry a body (POST, PATCH, PUT, DELETE). `path` is the server's route
 * pattern. Every such route accepts multipart/form-data, application/x-www-form-urlencoded and
 * application/json alike; only the routes listed with `files` take file parts, and `bodyless`
 * marks a call that sends no body at all (its fields are in the path).
 */
export type BodyRoute = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  files?: Readonly<Record<string, FileRule>>;
  bodyless?: boolean;
};

/**
 * Every route of ours that may carry a body, derived from the endpoint definitions: the body
 * layer's tests generate their cases from it, and a route missing here has no definition.
 */
export const bodyRoutes: readonly BodyRoute[] = Object.values(definitions).flatMap((definition): BodyRoute[] =>
  definition.method === 'GET'
    ? []
    : [
        {
          method: definition.method,
          path: definition.path,
          ...('files' in definition && definition.files ? { files: definition.files } : {}),
          ...('bodyless' in definition && definition.bodyless ? { bodyless: true } : {}),
        },
      ],
);

/** The key a route is known by in tests and maps: 'POST /api/add_item/'. */
export function bodyRouteKey(route: Pick<BodyRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Limits of every body, whatever its encoding. */
export const bodyLimits = {
  /** Text fields of one multipart or urlencoded body. */
  maxFields: 50,
  /** Bytes of one text field. */
  maxFieldBytes: 64 * 1024,
  /** Bytes of one field name. */
  maxFieldNameBytes: 100,
  /** Nesting of a JSON body: objects and arrays inside each other. */
  maxJsonDepth: 16,
} as const;
