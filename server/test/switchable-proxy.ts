import net from 'node:net';

export interface SwitchableProxy {
  port: number;
  /** Refuses connections and cuts those open, as a server that went away does. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a server (the S3 test server), that a test switches off and
 * on to make an outage: while down, connecting is refused (ECONNREFUSED), as with a stopped S3.
 */
export async function startSwitchableProxy(targetPort: number): Promise<SwitchableProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    down,
    up: () => (server.listening ? Promise.resolve() : listen(port)),
    close: down,
  };
}
