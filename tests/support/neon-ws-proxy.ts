import net from 'node:net';
import type { TestProject } from 'vitest/node';
import { WebSocketServer } from 'ws';

/**
 * Neon's serverless driver speaks the Postgres protocol over a WebSocket. This global setup
 * starts the same kind of proxy Neon runs, on loopback, forwarding to the local PostgreSQL.
 */
export default async function startNeonProxy(project: TestProject) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '';
    const [host, port] = address.split(':');
    if (host !== '127.0.0.1' && host !== 'localhost') {
      socket.close(1008, 'loopback only');
      return;
    }
    const tcp = net.connect(Number(port), host);
    const pending: Buffer[] = [];
    let connected = false;
    tcp.on('connect', () => {
      connected = true;
      for (const chunk of pending) tcp.write(chunk);
    });
    socket.on('message', (data: Buffer) => (connected ? tcp.write(data) : pending.push(data)));
    tcp.on('data', (data) => socket.send(data));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
    socket.on('close', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => server.on('listening', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  project.provide('neonWsProxy', `127.0.0.1:${port}`);
  return async () => {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    neonWsProxy: string;
  }
}
