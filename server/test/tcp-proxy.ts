import net from 'node:net';

/**
 * A TCP proxy a test controls, to play a network link to the database that goes silent: while frozen it
 * forwards nothing either way (what a cut cable or a hung router does), and a side that hangs up closes
 * the other at once, without flushing what was held.
 */
export interface TcpProxy {
  port: number;
  freeze(): void;
  /** Freezes the link once `text` passes from the client to the server (after forwarding it). */
  freezeAfter(text: string): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false;
  let trigger: string | undefined;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const pipe = (from: net.Socket, to: net.Socket, watch: boolean) => {
      from.on('data', (chunk: Buffer) => {
        const send = () => {
          if (!to.destroyed) to.write(chunk);
        };
        if (frozen) held.push(send);
        else send();
        if (watch && trigger && chunk.toString('latin1').includes(trigger)) {
          trigger = undefined;
          frozen = true;
        }
      });
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
    };
    pipe(client, upstream, true);
    pipe(upstream, client, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    freeze: () => {
      frozen = true;
    },
    freezeAfter: (text) => {
      trigger = text;
    },
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
