import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.ts';

/** The visitor's address: from the trusted proxy header when configured, else the socket. */
export function clientAddress(c: Context<AppEnv>): string {
  const header = c.var.deps.config.clientIpHeader;
  if (header) {
    const value = c.req.header(header)?.split(',')[0]?.trim();
    if (value) return value;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not behind a Node socket (in-process requests)
  }
}

/** An anonymous key for "the same visitor", never stored: address and browser, hashed. */
export function visitorKey(c: Context<AppEnv>): string {
  return createHash('sha256')
    .update(`${clientAddress(c)}|${c.req.header('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
