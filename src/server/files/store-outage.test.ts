import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { photo } from '../testing/photos.ts';
import { createTestApp, shippedCatalogue } from '../testing/test-app.ts';
import { signInStaff } from '../routes/staff/staff-testing.ts';
import { createS3FileStore } from './s3-store.ts';
import { StoreUnavailableError, storeUnavailableMessage } from './store-unavailable.ts';

/** A bucket's address that takes every connection and never says a word (issue 40). */
async function silentEndpoint() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

const DEADLINE_MS = 800;

describe('a bucket that never answers', () => {
  let silent: Awaited<ReturnType<typeof silentEndpoint>>;
  let database: TestDatabase;
  const store = () =>
    createS3FileStore({
      bucket: 'documenti',
      region: 'eu-south-1',
      endpoint: silent.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'chiave', secretAccessKey: 'segreto' },
      timeoutMs: DEADLINE_MS,
      maxAttempts: 2,
    });

  beforeAll(async () => {
    silent = await silentEndpoint();
    database = await testEngines[0]!.open();
  });
  afterAll(async () => {
    silent.close();
    await database.drop();
  });

  it('is called unavailable once each attempt has had its deadline', async () => {
    const started = Date.now();
    await expect(
      store().put('document_uploads/docs-1', 'passport-1', new Uint8Array([1])),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
    // Two attempts of 0.8 s, and the SDK's pause between them: seconds, not minutes.
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('an upload is answered 503 with Retry-After and the Italian message, within the deadline', async () => {
    const { config, clock } = await createTestApp(database.db);
    const app = createApp({
      db: database.db,
      catalogue: shippedCatalogue(),
      files: store(),
      config,
      clock,
      logger: createLogger(config),
    });
    const cookie = await signInStaff(app, database.db);
    const form = new FormData();
    form.append('photo', new File([await photo({ width: 1600, height: 1000 })], 'mare.jpg'));
    const started = Date.now();
    const res = await app.request('/api/staff/trip-photos', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect((await res.json()).error).toMatchObject({
      code: 'unavailable',
      message: storeUnavailableMessage,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
