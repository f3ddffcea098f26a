import { describe, expect, it } from 'vitest';
import type { Channel, ChannelHandlers } from '../db/client.ts';
import { createListCache, entityTag, matchesEntityTag } from './list-cache.ts';

const log = { warn: () => undefined, info: () => undefined } as unknown as Parameters<typeof createListCache>[1]['log'];

/** A channel in memory: what is announced reaches the listener at once, like PGlite. */
function memoryChannel() {
  let handlers: ChannelHandlers | undefined;
  const sent: string[] = [];
  const database = {
    async listen(_channel: string, given: ChannelHandlers): Promise<Channel> {
      handlers = given;
      return {
        notify: async (payload) => {
          sent.push(payload);
          handlers?.message(payload);
        },
        close: async () => undefined,
      };
    },
  };
  const announce = (payload: string) => handlers?.message(payload);
  return { database, announce, sent, lose: () => handlers?.lost(), restore: () => handlers?.restored() };
}

function counter() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return JSON.stringify({ version: calls });
    },
    get calls() {
      return calls;
    },
  };
}

describe('the list cache', () => {
  it('computes an answer once and forgets it when one of its tags is announced, or everything', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    const source = counter();
    const first = await cache.answer('prices:282001', ['pincode:282001'], source.compute);
    expect(await cache.answer('prices:282001', ['pincode:282001'], source.compute)).toBe(first);
    channel.announce('pincode:282002');
    await cache.answer('prices:282001', ['pincode:282001'], source.compute);
    expect(source.calls).toBe(1);
    channel.announce('pincode:282001');
    expect((await cache.answer('prices:282001', ['pincode:282001'], source.compute)).body).toBe('{"version":2}');
    channel.announce('*');
    expect((await cache.answer('prices:282001', ['pincode:282001'], source.compute)).body).toBe('{"version":3}');
  });

  it('does not keep an answer whose data changed while it was being read', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    let version = 0;
    const racing = async () => {
      version += 1;
      const read = version;
      // The change commits between the read and the store.
      channel.announce('pincode:282001');
      return String(read);
    };
    expect((await cache.answer('k', ['pincode:282001'], racing)).body).toBe('1');
    expect((await cache.answer('k', ['pincode:282001'], racing)).body).toBe('2');
    expect(cache.size).toBe(0);
  });

  it('shares one read among requests arriving together, but not with requests after a change', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    const releases: (() => void)[] = [];
    let reads = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        reads += 1;
        const read = reads;
        releases.push(() => resolve(String(read)));
      });
    const together = [cache.answer('k', ['t'], slow), cache.answer('k', ['t'], slow)];
    channel.announce('t');
    const afterChange = cache.answer('k', ['t'], slow);
    for (const release of releases) release();
    expect(reads).toBe(2);
    expect((await afterChange).body).toBe('2');
    expect((await Promise.all(together)).map((answer) => answer.body)).toEqual(['1', '1']);
  });

  it('reads from the database while announcements are lost, and empties itself when they are back', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    const source = counter();
    await cache.answer('k', ['t'], source.compute);
    channel.lose();
    await cache.answer('k', ['t'], source.compute);
    await cache.answer('k', ['t'], source.compute);
    expect(source.calls).toBe(3);
    channel.restore();
    await cache.answer('k', ['t'], source.compute);
    await cache.answer('k', ['t'], source.compute);
    expect(source.calls).toBe(4);
  });

  it('keeps nothing when turned off', async () => {
    const cache = await createListCache(memoryChannel().database, { enabled: false, log });
    const source = counter();
    await cache.answer('k', ['t'], source.compute);
    await cache.answer('k', ['t'], source.compute);
    expect(source.calls).toBe(2);
    await cache.settle();
  });

  it('drops the oldest answers beyond its size', async () => {
    // Each entry costs its body (10 bytes), its key (1) and 256 bytes of bookkeeping: two fit in 600.
    const cache = await createListCache(memoryChannel().database, { enabled: true, log, maxBytes: 600 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, [], async () => '0123456789');
    expect(cache.size).toBe(2);
  });

  it('forgets only the answers stored under a changed tag, and a key dropped for size leaves no trace under its tags', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log, maxBytes: 600 });
    const source = { calls: 0, compute: async () => `${(source.calls += 1)}` };
    await cache.answer('page:1', ['dealer:1'], source.compute);
    await cache.answer('page:2', ['dealer:2'], source.compute);
    channel.announce('dealer:1');
    expect(cache.size).toBe(1);
    await cache.answer('page:2', ['dealer:2'], source.compute);
    expect(source.calls).toBe(2);
    await cache.answer('page:3', ['dealer:3'], source.compute);
    await cache.answer('page:4', ['dealer:3'], source.compute);
    expect(cache.size).toBe(2);
    channel.announce('dealer:2');
    expect(cache.size).toBe(2);
    channel.announce('dealer:3');
    expect(cache.size).toBe(0);
  });

  it('settles once its own announcement comes back', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    await cache.answer('k', ['t'], async () => '[]');
    await expect(cache.settle()).resolves.toBeUndefined();
    expect(channel.sent).toHaveLength(1);
  });

  it('sends one announcement for writes settling together, and a new one for a write after it left', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    await cache.answer('k', ['t'], async () => '[]');
    await Promise.all([cache.settle(), cache.settle(), cache.settle()]);
    expect(channel.sent).toHaveLength(1);
    await cache.settle();
    expect(channel.sent).toHaveLength(2);
  });

  it('holds an answer under the tags its read named for a wildcard, with its cursor, until one of those changes', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    let calls = 0;
    const page = async () => ({ body: `[${(calls += 1)}]`, cursor: 'next', tags: ['user:2', 'user:3'] });
    const first = await cache.answer('orders:customer:1:50', ['orders:customer:1', 'user:*'], page);
    expect(first).toMatchObject({ body: '[1]', cursor: 'next' });
    channel.announce('user:4');
    channel.announce('orders:customer:5');
    expect(await cache.answer('orders:customer:1:50', ['orders:customer:1', 'user:*'], page)).toBe(first);
    channel.announce('user:3');
    expect((await cache.answer('orders:customer:1:50', ['orders:customer:1', 'user:*'], page)).body).toBe('[2]');
    channel.announce('orders:customer:1');
    expect((await cache.answer('orders:customer:1:50', ['orders:customer:1', 'user:*'], page)).body).toBe('[3]');
  });

  it('neither keeps nor shares a read during which any tag of its wildcard changed', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    const releases: (() => void)[] = [];
    let reads = 0;
    const slow = () =>
      new Promise<{ body: string; tags: string[] }>((resolve) => {
        reads += 1;
        const read = reads;
        releases.push(() => resolve({ body: String(read), tags: ['user:2'] }));
      });
    const before = cache.answer('k', ['orders:dealer:2', 'user:*'], slow);
    // A rename of another account the read may be showing: the read cannot say yet whether it does.
    channel.announce('user:7');
    const after = cache.answer('k', ['orders:dealer:2', 'user:*'], slow);
    for (const release of releases) release();
    expect([(await before).body, (await after).body]).toEqual(['1', '2']);
    expect(cache.size).toBe(1);
    expect((await cache.answer('k', ['orders:dealer:2', 'user:*'], slow)).body).toBe('2');
  });

  it('refuses a read that names a tag outside the wildcards it was asked with', async () => {
    const cache = await createListCache(memoryChannel().database, { enabled: true, log });
    await expect(cache.answer('k', ['orders:dealer:2', 'user:*'], async () => ({ body: '[]', tags: ['pincode:282001'] }))).rejects.toThrow(/outside the wildcards/);
    expect(cache.size).toBe(0);
  });

  it('passes the cursor on when turned off', async () => {
    const cache = await createListCache(memoryChannel().database, { enabled: false, log });
    expect(await cache.answer('k', ['user:*'], async () => ({ body: '[]', cursor: 'c', tags: ['user:1'] }))).toMatchObject({ body: '[]', cursor: 'c' });
    expect(cache.size).toBe(0);
  });

  it('has nothing to settle while it holds nothing', async () => {
    const channel = memoryChannel();
    const cache = await createListCache(channel.database, { enabled: true, log });
    await cache.settle();
    expect(channel.sent).toHaveLength(0);
  });
});

describe('entity tags', () => {
  it('match the exact tag, a weak copy of it, one of a list, or *', () => {
    const tag = entityTag('[1,2,3]');
    expect(tag).not.toBe(entityTag('[1,2,4]'));
    expect(matchesEntityTag(tag, tag)).toBe(true);
    expect(matchesEntityTag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag(`"a", ${tag}`, tag)).toBe(true);
    expect(matchesEntityTag('*', tag)).toBe(true);
    expect(matchesEntityTag('"a"', tag)).toBe(false);
    expect(matchesEntityTag(undefined, tag)).toBe(false);
  });
});
