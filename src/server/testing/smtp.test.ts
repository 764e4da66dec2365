import net from 'node:net';
import { expect, it } from 'vitest';
import { startSmtpServer } from './smtp.ts';

it('the test mail server goes on when a sender dies in the middle of a message', async () => {
  // As the server killed by SIGKILL while its e-mails wait for the slow server's answer.
  const smtp = await startSmtpServer({ delayMs: 400 });
  try {
    const socket = net.connect(Number(new URL(smtp.url).port), '127.0.0.1');
    socket.on('error', () => {});
    const lines = ['EHLO mittente', 'MAIL FROM:<a@mittente.example>', 'RCPT TO:<b@example.com>'];
    const commands = [...lines, 'DATA', 'Subject: Prova\r\n\r\nCiao\r\n.'];
    socket.on('data', () => {
      const next = commands.shift();
      if (next) socket.write(`${next}\r\n`);
    });
    await expect.poll(() => smtp.received.length).toBe(1);
    socket.resetAndDestroy();
    await new Promise((resolve) => socket.once('close', resolve));
    // Still answering, and the next sender's message arrives.
    const again = net.connect(Number(new URL(smtp.url).port), '127.0.0.1');
    const greeting = await new Promise<string>((resolve) =>
      again.once('data', (data) => resolve(String(data))),
    );
    expect(greeting).toMatch(/^220 /);
    again.destroy();
  } finally {
    await smtp.stop();
  }
});
