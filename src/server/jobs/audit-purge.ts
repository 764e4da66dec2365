import type { Db } from '../db/database.ts';
import { purgeAuditTrail } from '../repositories/audit.ts';
import type { Job } from './scheduler.ts';

/** The audit trail's retention: lines older than AUDIT_RETENTION_YEARS go. */
export function auditPurge(db: Db, years: number): Job {
  return { name: 'audit-purge', run: (now) => purgeAuditTrail(db, now, years) };
}
