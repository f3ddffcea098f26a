import type { Server } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { addressKey } from '../rate-limits/rate-limit-guard.ts';

/**
 * The addresses whose connections are not counted: a proxy that TRUST_PROXY names holds
 * connections for many visitors (it should cap them itself). `true` and a hop count trust every
 * peer, so nothing is counted then.
 */
function trustedPeers(trustProxy: boolean | number | string[]): ((address: string) => boolean) | 'all' {
  if (trustProxy === true || typeof trustProxy === 'number') return 'all';
  if (trustProxy === false || trustProxy.length === 0) return () => false;
  const list = new BlockList();
  for (const item of trustProxy) {
    const [address = '', prefix] = item.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Caps the connections one client holds open at once (`max`; 0: no cap). A client that opens
 * hundreds of idle connections would otherwise use up the server's sockets for everyone; the
 * connection over the cap is destroyed at once, before a byte of it is read. Counted per
 * address as the rate limits count (an IPv6 /64 is one client).
 */
export function limitConnectionsPerAddress(server: Server, options: { max: number; trustProxy: boolean | number | string[] }) {
  if (options.max <= 0) return;
  const isTrusted = trustedPeers(options.trustProxy);
  if (isTrusted === 'all') return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrusted(address)) return;
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= options.max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
