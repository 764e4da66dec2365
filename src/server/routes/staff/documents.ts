import { Hono } from 'hono';
import { staffPageQuery } from '#domain/backoffice-input.ts';
import type { AppEnv } from '../../context.ts';
import { documentFile, staffDocuments } from '../../repositories/documents.ts';
import { validate } from '../../validation.ts';

export const staffDocumentsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', staffPageQuery), async (c) => {
    const page = await staffDocuments(c.var.deps.db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(page);
  })
  .get('/:id/file', async (c) => {
    const { db, files } = c.var.deps;
    const document = await documentFile(db, c.req.param('id'));
    const bytes = await files.read(document.file_path);
    // Personal data: shown in the staff's browser, never kept by it or by any cache.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': document.mime_type,
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
