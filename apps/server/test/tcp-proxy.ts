import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL, Redis), so a test can take
 * that server away from the app without touching the server the other tests share: `stop()`
 * ends every connection and refuses new ones (a restart, a crash), `start()` listens again on
 * the same port, and `blackhole()` accepts connections and never answers (a host that drops
 * packets).
 */
export type TcpProxy = {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  blackhole(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port,
    async start() {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    stop,
    async blackhole() {
      await stop();
      mode = 'blackhole';
      await listen(port);
    },
    close: stop,
  };
}
