import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { watchCatalogue } from './catalogue/store.ts';
import { ConfigError, loadConfig } from './config.ts';
import { systemClock } from './context.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDepartures } from './db/seed.ts';
import { createDocumentStore } from './files/file-store.ts';
import { makeDataFoldersPrivate } from './files/private-paths.ts';
import { reportBadDatesTo } from '#domain/format.ts';
import { createLogger } from './logger.ts';
import { timedWork } from './jobs/index.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { createMailSender } from './mail/sender.ts';
import { createMailTransport } from './mail/transport.ts';
import { ensureFirstStaff } from './security/staff-auth.ts';

const SHUTDOWN_GRACE_MS = 4000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  reportBadDatesTo((value) =>
    logger.warn({ value }, 'a date could not be shown: "Data non disponibile"'),
  );
  // Before anything is written there: the data folders readable by this user only.
  makeDataFoldersPrivate(config);
  const db = connectDatabase(config.database, {
    // The pool replaces a lost connection on the next request; the log says it happened.
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  const applied = await migrateToLatest(db);
  const seeded = await seedDepartures(db, systemClock.now());
  const staff = await ensureFirstStaff(db, config.firstStaff, systemClock.now());
  logger.info(
    { database: config.database.kind, applied, seededDepartures: seeded, firstStaff: staff?.email },
    'database ready',
  );

  // The outbox's sender: e-mails written by the routes leave from here (docs/decisions/021).
  const transport = createMailTransport(config.mail);
  const mailer = createMailSender({ db, transport, clock: systemClock, logger });
  mailer.start();
  logger.info(
    transport.target === 'files' ? { mail: 'files', dir: config.mail.dir } : { mail: 'smtp' },
    'e-mail sender started',
  );

  const files = await createDocumentStore(config);
  // Timed work: seat holds, transfer checks, balance reminders, the purges (decision 023).
  const scheduler = createScheduler({
    jobs: timedWork(db, config, { files, logger }),
    clock: systemClock,
    logger,
  });
  scheduler.start();

  // The catalogue as the agency keeps it, reloaded when any process saves a change (decision 035).
  const catalogue = await watchCatalogue(db, {
    clock: systemClock,
    logger,
  });
  const app = createApp({
    db,
    files,
    config,
    clock: systemClock,
    logger,
    catalogue,
  });
  // With a certificate, HTTP/2 over TLS: the page and its files share one connection.
  const tls = config.tls && {
    createServer: createSecureServer,
    serverOptions: {
      cert: fs.readFileSync(config.tls.certFile),
      key: fs.readFileSync(config.tls.keyFile),
      allowHTTP1: true,
    },
  };
  const server = serve(
    { fetch: app.fetch, hostname: config.host, port: config.port, ...tls },
    (info) => {
      const scheme = tls ? 'https' : 'http';
      logger.info({ url: `${scheme}://${info.address}:${info.port}` }, 'listening');
    },
  );

  // HTTP/2 connections are sessions: closing one lets its requests in flight finish.
  const sessions = new Set<ServerHttp2Session>();
  if (tls) {
    (server as Http2SecureServer).on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
  }

  let stopping = false;

  // HTTP/1.1 keeps a connection open after its answer, and a closing server waits for it.
  // While stopping, every answer still to be sent says "Connection: close", and a connection
  // that falls idle is closed at once, so the stop comes as soon as the last answer has gone.
  const answering = new Set<ServerResponse>();
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor !== 1) return; // HTTP/2 sessions are closed as a whole below
    if (stopping) lastOnItsConnection(res);
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      if (stopping && 'closeIdleConnections' in server) server.closeIdleConnections();
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    answering.forEach(lastOnItsConnection);
    // Deliveries under way finish (or, past the grace, are retried after their lease).
    const mailStopped = mailer.stop();
    const schedulerStopped = scheduler.stop();
    catalogue.close();
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period: closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
      sessions.forEach((session) => session.destroy());
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await Promise.all([mailStopped, schedulerStopped]);
      // Every request has had its answer: a database that cannot be closed cleanly (it is
      // already gone) changes nothing for anyone, so the stop is still a clean one.
      await db
        .destroy()
        .catch((error: unknown) => logger.warn({ err: error }, 'database not closed cleanly'));
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    sessions.forEach((session) => session.close());
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Under a supervisor that holds our stdin (the end-to-end tests), its exit stops us too.
  if (process.env.STOP_WHEN_STDIN_CLOSES === 'true') {
    process.stdin.on('close', () => stop('SIGTERM'));
    process.stdin.resume();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
