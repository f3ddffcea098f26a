import type { z } from 'zod';
import type { AccountCategory } from '../accounts/account-types.ts';
import type { RateLimitPolicy } from '../limits.ts';
import type { HttpMethod } from './path-to.ts';

/** A file field an endpoint takes: refused while streaming beyond `maxBytes`, with `tooLarge`. */
export type FileRule = { maxBytes: number; tooLarge: string };

/**
 * Who may call: anyone, any signed-in account, or a signed-in account of one of these
 * categories ('employee' is a dealer's employee acting for the dealer). ['admin'] endpoints sit
 * under the admin plugin's one hook.
 */
export type Access = 'public' | 'signed-in' | readonly [AccountCategory, ...AccountCategory[]];

/** A rate-limit class: counted per address before the body is read, per e-mail after it is checked. */
export type RateLimitRule = { name: string; policy: RateLimitPolicy; emailFrom?: 'body' | 'params' };

/** The encodings every body endpoint accepts (the platform's one body layer). */
export const bodyEncodings = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'] as const;

/**
 * One endpoint of the API, whole: the server registers its route from this, the web client
 * calls through it, the body layer's list and the OpenAPI document are derived from it.
 */
export type EndpointDefinition = {
  readonly method: HttpMethod;
  /** The server's route pattern, exactly the spec's path with ':name' for each part that varies. */
  readonly path: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's schema; absent when the answer has no body the client reads (a file, a redirect). */
  readonly response?: z.ZodType;
  /** The success status (200 unless said). */
  readonly status?: number;
  /** Other answers that are not errors (the spec's search answers 302 with its list). */
  readonly otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /** The file parts the body may carry; any other file part is refused. */
  readonly files?: Readonly<Record<string, FileRule>>;
  /** The call sends no body at all (its fields are in the path). */
  readonly bodyless?: boolean;
  readonly rateLimit?: RateLimitRule;
  /** The message of a refused body, when the spec names one for this form. */
  readonly validationMessage?: string;
  /** Open to an admin who must change their password first (the change itself). */
  readonly openBeforePasswordChange?: boolean;
  /** One line for the API's documentation. */
  readonly summary?: string;
};

/** Keeps the literal types of a definition (its path pattern above all) for the typed client. */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What a successful call answers. */
export type AnswerOf<D extends EndpointDefinition> = D['response'] extends z.ZodType ? z.output<D['response']> : unknown;
/** What a call sends as its body (before the server's parsing). */
export type BodyOf<D extends EndpointDefinition> = Input<D['body']>;
export type QueryOf<D extends EndpointDefinition> = Input<D['query']>;
/** The parsed parts a handler receives. */
export type ParsedParams<D extends EndpointDefinition> = Output<D['params']>;
export type ParsedQuery<D extends EndpointDefinition> = Output<D['query']>;
export type ParsedBody<D extends EndpointDefinition> = Output<D['body']>;
