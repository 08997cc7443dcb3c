import { once } from 'node:events';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { type App, buildApp } from '@server/app';
import { describeApi } from '@server/test/test-app.fixtures';
import { createLogger } from './logging';

/** The client address each request was logged with ("incoming request" lines). */
function addressLog() {
  const addresses: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } };
        if (entry.msg === 'incoming request' && entry.req?.remoteAddress)
          addresses.push(entry.req.remoteAddress);
      }
      done();
    },
  });
  return { logger: createLogger('info', destination), addresses };
}

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A raw connection; answers what the server sent and how long until it closed the connection. */
async function openSocket(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => {}); // a write after the server hung up
  await once(socket, 'connect');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += String(chunk);
  });
  const closed = once(socket, 'close').then(() => ({ received, afterMs: Date.now() - opened }));
  return { socket, closed };
}

describeApi('client addresses and server timeouts', (ctx) => {
  const db = () => ctx().handle.db;

  it('ignores X-Forwarded-For unless TRUST_PROXY names the sender', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.23' };
    const untrusting = addressLog();
    const byDefault = await buildApp({ db: db(), logger: untrusting.logger });
    const trusting = addressLog();
    const withProxy = await buildApp({
      db: db(),
      logger: trusting.logger,
      trustProxy: ['10.0.0.5', '192.168.0.0/16'],
    });
    try {
      // by default nobody is trusted, not even loopback or a private network (the old hard-coded list)
      await byDefault.inject({ url: '/api/health', remoteAddress: '127.0.0.1', headers: forwarded });
      await byDefault.inject({ url: '/api/health', remoteAddress: '10.0.0.5', headers: forwarded });
      expect(untrusting.addresses).toEqual(['127.0.0.1', '10.0.0.5']);

      await withProxy.inject({ url: '/api/health', remoteAddress: '10.0.0.5', headers: forwarded });
      await withProxy.inject({ url: '/api/health', remoteAddress: '192.168.7.9', headers: forwarded });
      await withProxy.inject({ url: '/api/health', remoteAddress: '203.0.113.9', headers: forwarded });
      await withProxy.inject({ url: '/api/health', remoteAddress: '10.0.0.6', headers: forwarded });
      // a client behind the proxy can't pick its address by prepending its own: only the hop the proxy added counts
      await withProxy.inject({
        url: '/api/health',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.77' },
      });
      expect(trusting.addresses).toEqual([
        '198.51.100.23',
        '198.51.100.23',
        '203.0.113.9',
        '10.0.0.6',
        '198.51.100.77',
      ]);
    } finally {
      await byDefault.close();
      await withProxy.close();
    }
  });

  it('sets the default timeouts on the HTTP server', async () => {
    const app = await buildApp({ db: db() });
    try {
      expect(app.server.requestTimeout).toBe(20_000);
      expect(app.server.headersTimeout).toBe(10_000);
      expect(app.server.keepAliveTimeout).toBe(72_000);
    } finally {
      await app.close();
    }
  });

  it('cuts a slow body, a silent connection and an idle kept-alive one on time', async () => {
    const app = await buildApp({ db: db(), timeouts: { requestMs: 1_000, keepAliveMs: 1_000 } });
    try {
      const port = await listen(app);

      const slow = await openSocket(port);
      slow.socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
      );
      const drip = setInterval(() => slow.socket.write(' '), 200);
      const silent = await openSocket(port);

      const idle = await openSocket(port);
      idle.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');

      const [slowEnd, silentEnd, idleEnd] = await Promise.all([slow.closed, silent.closed, idle.closed]);
      clearInterval(drip);
      // the timeout (1 s) plus at most one check interval (1 s), with room for a busy machine (Node's default
      // interval alone is 30 s)
      expect(slowEnd.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(slowEnd.afterMs).toBeGreaterThanOrEqual(900);
      expect(slowEnd.afterMs).toBeLessThan(5_000);
      expect(silentEnd.afterMs).toBeLessThan(5_000);
      expect(idleEnd.received).toMatch(/^HTTP\/1\.1 200 /);
      expect(idleEnd.afterMs).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});
