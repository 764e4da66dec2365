import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../config.ts';

export const TEST_BUCKET = 'maestrale-documenti';

/**
 * An S3 API server (s3rver) on 127.0.0.1, a free port and a folder of its own, with one empty
 * bucket: what the object store is tested against. Like S3 and MinIO, it refuses a write with
 * `If-None-Match: *` to a key already there (s3rver alone would replace the object).
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  server.middleware.unshift(async (ctx, next) => {
    const [bucket, ...key] = ctx.path.split('/').slice(1).map(decodeURIComponent);
    if (
      ctx.method === 'PUT' &&
      ctx.get('if-none-match') === '*' &&
      bucket &&
      key.length > 0 &&
      (await server.store.existsObject(bucket, key.join('/')))
    ) {
      ctx.status = 412;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
        '<Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
      return;
    }
    await next();
  });
  const { port } = await server.run();
  const settings: ObjectStorageConfig = {
    bucket: TEST_BUCKET,
    region: 'eu-south-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    timeoutMs: 10_000,
    maxAttempts: 2,
  };
  return {
    settings,
    /** Where an object's bytes lie, to spoil or remove one behind the store's back. */
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The bucket's address through a link the test can cut: once `cutAfterPuts(n)` has let n more
 * uploads through, every request is met by a closed connection until `heal()`.
 */
export async function cuttableLink(target: string) {
  const { hostname, port } = new URL(target);
  let putsLeft = Infinity;
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const bucket = net.connect(Number(port), hostname);
    for (const socket of [client, bucket]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.once('close', () => sockets.delete(socket));
    }
    const close = () => [client, bucket].forEach((socket) => socket.destroy());
    if (cut) return close();
    client.on('data', (chunk: Buffer) => {
      // A chunk that opens with a method opens a request (a photo's bytes never do).
      const method = /^(PUT|GET|HEAD|DELETE|POST) /.exec(chunk.toString('latin1', 0, 8))?.[1];
      if (method === 'PUT') {
        if (putsLeft === 0) cut = true;
        else putsLeft -= 1;
      }
      if (cut) close();
      else bucket.write(chunk);
    });
    bucket.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('end', () => bucket.end());
    bucket.on('end', () => client.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cutAfterPuts(puts: number) {
      putsLeft = puts;
    },
    heal() {
      cut = false;
      putsLeft = Infinity;
    },
    close() {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}
