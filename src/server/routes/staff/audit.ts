import { Hono } from 'hono';
import { auditQuery, type AuditPage } from '#domain/audit.ts';
import type { AppEnv } from '../../context.ts';
import { auditTrail } from '../../repositories/audit.ts';
import { requireOwner, type StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

/**
 * "Registro attività": the owner reads who did what (domain/audit.ts). Read only: no route
 * changes or deletes a line.
 */
export const staffAuditRoutes = new Hono<AppEnv & StaffEnv>().get(
  '/',
  requireOwner,
  validate('query', auditQuery),
  async (c) => {
    const { db, config } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    const page = await auditTrail(db, c.req.valid('query'));
    return c.json({ ...page, retentionYears: config.auditRetentionYears } satisfies AuditPage);
  },
);
