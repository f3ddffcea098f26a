import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Channel, Database } from '../db/client.ts';

/** A list as it leaves the server: the JSON text and its entity tag; a page with more after it, the next page's cursor. */
export type CachedAnswer = { readonly body: string; readonly etag: string; readonly cursor?: string };

/**
 * What a read gives the cache: the JSON text, or the text with the next page's cursor and the
 * tags only the read can know (the accounts an order page shows), which stand in for the
 * wildcard among the tags asked with (`user:*`).
 */
export type ComputedAnswer = string | { readonly body: string; readonly cursor?: string; readonly tags?: readonly string[] };

/**
 * Public lists that rarely change (the catalogue, the prices and dealers of a pincode) kept as
 * their JSON text. Database triggers announce every change on one channel (see migration
 * 0008): 'pincode:282001' for a pincode's lists, '*' for everything (the catalogue is in them
 * all). Every server on the database hears them, so a change made through any instance, the
 * admin or plain SQL reaches every cache. While the channel is down nothing is cached.
 *
 * A tag 'family:*' is a wildcard: the answer depends on some tags of the family that only its
 * read names (the dealers an order page shows). While the read runs, a change of any tag of the
 * family spoils it; once read, it is held under the tags it named.
 */
export type ListCache = {
  /** The answer for `key` (tagged with the changes that make it stale), computed once while fresh. */
  answer(key: string, tags: readonly string[], compute: () => Promise<ComputedAnswer>): Promise<CachedAnswer>;
  /**
   * Resolves once every change committed before the call has reached this cache: after a
   * write, so that the writer's next read on this instance cannot see the old list.
   */
  settle(): Promise<void>;
  /** How many answers are held (none: a write has nothing to settle). */
  readonly size: number;
  close(): Promise<void>;
};

export const listCacheChannel = 'kt_list_cache';
const everything = '*';
/** What one stored entry costs besides its body and key (maps, tag sets, the entity tag), roughly. */
const entryOverheadBytes = 256;
const settlePrefix = 'settle:';
/** Above this many bytes of JSON the oldest answers are dropped (LIST_CACHE_MB). */
const defaultMaxBytes = 128 * 1024 * 1024;
/** A settle that does not come back in this time (channel in trouble) empties the cache instead. */
const settleTimeoutMs = 2000;

type Entry = CachedAnswer & { tags: readonly string[]; bytes: number };

const isWildcard = (tag: string) => tag.endsWith(':*');
/** The wildcard of a tag's family: 'user:17' is one of 'user:*'. */
const familyOf = (tag: string) => {
  const colon = tag.indexOf(':');
  return colon < 0 ? undefined : `${tag.slice(0, colon)}:*`;
};

export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** An answer's JSON text with its entity tag. */
export function cachedAnswerOf(body: string): CachedAnswer {
  return { body, etag: entityTag(body) };
}

/** True when an If-None-Match header names this entity tag (or '*'); weak tags compare as equal. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export async function createListCache(
  database: Pick<Database, 'listen'>,
  options: { enabled: boolean; log: FastifyBaseLogger; maxBytes?: number },
): Promise<ListCache> {
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, { promise: Promise<CachedAnswer>; tags: readonly string[] }>();
  /**
   * Bumped by each change of a tag (and of its family's wildcard); a fill stores its answer only
   * if none of its tags moved meanwhile. Only a running fill compares them, so they are
   * forgotten whenever none runs (else every customer who ever ordered would stay in it).
   */
  const tagVersions = new Map<string, number>();
  let running = 0;
  let everythingVersion = 0;
  let bytes = 0;
  let listening = false;
  const instance = randomUUID();
  let settleCount = 0;
  const settleWaiters = new Map<string, () => void>();

  const forgetAll = () => {
    entries.clear();
    keysByTag.clear();
    inFlight.clear();
    bytes = 0;
    everythingVersion += 1;
  };
  /** The keys stored under each tag, so a change touches its own entries only (a dealer's page among thousands). */
  const keysByTag = new Map<string, Set<string>>();
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const forgetTag = (tag: string) => {
    for (const changed of [tag, familyOf(tag)]) {
      if (changed === undefined) continue;
      if (running > 0) tagVersions.set(changed, (tagVersions.get(changed) ?? 0) + 1);
      for (const key of [...(keysByTag.get(changed) ?? [])]) remove(key);
      for (const [key, fill] of inFlight) if (fill.tags.includes(changed)) inFlight.delete(key);
    }
  };
  const onMessage = (payload: string) => {
    if (payload.startsWith(settlePrefix)) {
      settleWaiters.get(payload.slice(settlePrefix.length))?.();
      return;
    }
    if (payload === everything) forgetAll();
    else forgetTag(payload);
  };

  let channel: Channel | undefined;
  if (options.enabled) {
    channel = await database.listen(listCacheChannel, {
      message: onMessage,
      lost: () => {
        listening = false;
        forgetAll();
        for (const wake of settleWaiters.values()) wake();
        options.log.warn('list cache: change announcements lost; serving from the database until they are back');
      },
      restored: () => {
        forgetAll();
        listening = true;
        options.log.info('list cache: change announcements back');
      },
    });
    listening = true;
  }

  let nextSettle: Promise<void> | undefined;
  const settleOnce = async () => {
    if (!channel) return;
    settleCount += 1;
    const id = `${instance}:${settleCount}`;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      settleWaiters.set(id, resolve);
      timer = setTimeout(() => {
        forgetAll();
        resolve();
      }, settleTimeoutMs);
    });
    try {
      await channel.notify(`${settlePrefix}${id}`);
      await echoed;
    } catch {
      forgetAll();
    } finally {
      clearTimeout(timer);
      settleWaiters.delete(id);
    }
  };

  const versionsOf = (tags: readonly string[]) => [everythingVersion, ...tags.map((tag) => tagVersions.get(tag) ?? 0)].join(',');

  const store = (key: string, entry: Entry) => {
    if (entry.bytes > maxBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const fill = async (key: string, tags: readonly string[], compute: () => Promise<ComputedAnswer>) => {
    running += 1;
    try {
      const before = versionsOf(tags);
      const computed = await compute();
      const { body, cursor, tags: named } = typeof computed === 'string' ? { body: computed, cursor: undefined, tags: undefined } : computed;
      const held = named ? [...tags.filter((tag) => !isWildcard(tag)), ...named] : tags;
      if (named?.some((tag) => !tags.includes(tag) && !tags.includes(familyOf(tag) ?? tag))) {
        throw new Error(`list cache: ${key} named a tag outside the wildcards it was asked with`);
      }
      // The key and the entry's bookkeeping count too, so many small answers (a 404 per unknown id) stay bounded.
      const answer: Entry = {
        ...cachedAnswerOf(body),
        ...(cursor === undefined ? {} : { cursor }),
        tags: held,
        bytes: Buffer.byteLength(body) + key.length + entryOverheadBytes + held.length * 32,
      };
      if (listening && versionsOf(tags) === before) store(key, answer);
      return answer;
    } finally {
      running -= 1;
      if (running === 0) tagVersions.clear();
    }
  };

  return {
    get size() {
      return entries.size;
    },

    async answer(key, tags, compute) {
      if (!listening) {
        const computed = await compute();
        if (typeof computed === 'string') return cachedAnswerOf(computed);
        return { ...cachedAnswerOf(computed.body), ...(computed.cursor === undefined ? {} : { cursor: computed.cursor }) };
      }
      const held = entries.get(key);
      if (held) return held;
      const pending = inFlight.get(key);
      if (pending) return pending.promise;
      const promise = fill(key, tags, compute).finally(() => {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      });
      inFlight.set(key, { promise, tags });
      return promise;
    },

    settle() {
      if (!channel || entries.size === 0) return Promise.resolve();
      // Writes finishing together share one round trip: each joins the next announcement not
      // yet sent, which leaves after all of their commits.
      nextSettle ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        nextSettle = undefined;
        return settleOnce();
      });
      return nextSettle;
    },

    async close() {
      listening = false;
      forgetAll();
      await channel?.close();
    },
  };
}

/**
 * Sends a cached answer as it is (no serialising again). With `revalidate` it carries its
 * entity tag, and a browser or CDN that already holds it gets an empty 304; never on the spec's
 * routes that answer 302 with data, whose body a 304 would drop.
 */
export function sendCachedAnswer<R>(
  ifNoneMatch: string | undefined,
  typedReply: R,
  answer: CachedAnswer,
  options: { status: number; cacheControl: string; revalidate: boolean },
): R {
  // The route's reply type names its object answer; a cached answer is that object as JSON text.
  const reply = typedReply as unknown as FastifyReply;
  reply.header('cache-control', options.cacheControl);
  if (options.revalidate) {
    reply.header('etag', answer.etag);
    if (matchesEntityTag(ifNoneMatch, answer.etag)) {
      reply.code(304).send();
      return typedReply;
    }
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.code(options.status).send(answer.body);
  return typedReply;
}
