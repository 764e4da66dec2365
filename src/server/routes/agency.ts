import { Hono } from 'hono';
import { teamFacts } from '#content/team.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import type { TeamMember } from '#domain/team.ts';
import type { AppEnv } from '../context.ts';
import { sendPrecomputed } from '../http/compression.ts';

/** The agency as the pages present it: its configuration and its team. */
export type Agency = { config: SiteConfig; team: readonly TeamMember[] };

const answers = new WeakMap<SiteConfig, Agency>();

/** One answer per configuration, so it is serialized and compressed once (sendPrecomputed). */
function agencyOf(config: SiteConfig): Agency {
  let agency = answers.get(config);
  if (!agency) answers.set(config, (agency = { config, team: teamFacts }));
  return agency;
}

/**
 * What every page's application reads as it starts, beside the catalogue (client/lib/page-data.ts):
 * in the page itself it would cost each page about 0.4 KB of its first round trip. It changes
 * only with the configuration, so browsers revalidate it and mostly get a 304.
 */
export const agencyRoutes = new Hono<AppEnv>().get('/agency', (c) =>
  sendPrecomputed(c, agencyOf(c.var.deps.config.site), 'no-cache'),
);
