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

export type ProxyTarget = { host: string; port: number };

/**
 * The connections of a proxy on loopback, so that closing it ends them all: `track` each one
 * (client or upstream), `forward` a client to a target, `closeAll` ends them and stops listening.
 */
export function proxyConnections(server: net.Server) {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    track,
    /** Joins the client to a new connection to `target`; each ends with the other. */
    forward(client: net.Socket, target: ProxyTarget) {
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    },
    async closeAll() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Listens on 127.0.0.1 (`port` 0: a free one) and answers the port. */
export async function listenOnLoopback(server: net.Server, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as net.AddressInfo).port;
}

export async function startTcpProxy(target: ProxyTarget): Promise<TcpProxy> {
  let mode: 'forward' | 'blackhole' = 'forward';
  const server = net.createServer();
  const connections = proxyConnections(server);
  server.on('connection', (client) => {
    connections.track(client);
    if (mode === 'blackhole') return;
    connections.forward(client, target);
  });
  const port = await listenOnLoopback(server);
  const stop = () => connections.closeAll();
  return {
    port,
    async start() {
      mode = 'forward';
      if (!server.listening) await listenOnLoopback(server, port);
    },
    stop,
    async blackhole() {
      await stop();
      mode = 'blackhole';
      await listenOnLoopback(server, port);
    },
    close: stop,
  };
}
