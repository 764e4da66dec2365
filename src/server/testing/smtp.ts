import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test's own process, on 127.0.0.1 (not a test file itself). */
export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message received, parsed, in order of arrival. */
  received: ParsedMail[];
  /** Stops answering: the port refuses connections until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** Recipients at this domain are refused for good (550). */
export const UNKNOWN_DOMAIN = 'sconosciuto.example';

/** A free port: taken by the system, then let go. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Started unless `down`: then the first `start()` brings it up on the same address. With
 * `delayMs`, each message is kept (in `received`) at once but acknowledged only after that
 * pause, as a slow server does: a sender that dies meanwhile never learns it was delivered.
 */
export async function startSmtpServer(
  options: { down?: boolean; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A mailbox the server does not know: the final 550 of an unknown address.
      onRcptTo(address, _session, done) {
        done(
          address.address.endsWith(`@${UNKNOWN_DOMAIN}`)
            ? Object.assign(new Error('5.1.1 Mailbox unknown'), { responseCode: 550 })
            : undefined,
        );
      },
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            setTimeout(done, options.delayMs ?? 0);
          })
          .catch(done);
      },
    });
    // A sender killed in the middle of a message resets its connection; smtp-server reports
    // that as an 'error', which unheard would throw in the test's process. A real mail server
    // drops the half message and goes on: so does this one.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  if (!options.down) await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(resolve) : resolve()));
      server = null;
    },
  };
}
