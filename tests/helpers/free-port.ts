import { once } from 'node:events';
import net from 'node:net';

/**
 * A free loopback port, for servers that must know theirs before they start: nginx cannot be
 * told to pick one, and a sidecar's BASE_URL (built into feeds and topics) names its port.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
