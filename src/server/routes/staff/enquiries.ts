import { Hono } from 'hono';
import {
  enquiriesQuery,
  enquiryAnswerSchema,
  enquiryChangeSchema,
  enquiryIdParam,
  enquiryNoteSchema,
} from '#domain/enquiry-handling.ts';
import type { AppEnv } from '../../context.ts';
import {
  addEnquiryNote,
  answerEnquiry,
  changeEnquiry,
  staffEnquiries,
  staffEnquiry,
} from '../../repositories/enquiries.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

/** "Richieste": what visitors wrote, where staff are with each, their notes and answers. */
export const staffEnquiriesRoutes = new Hono<AppEnv & StaffEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/', validate('query', enquiriesQuery), async (c) =>
    c.json(await staffEnquiries(c.var.deps.db, c.req.valid('query'))),
  )
  .patch(
    '/:id',
    validate('param', enquiryIdParam),
    validate('json', enquiryChangeSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid('param');
      await changeEnquiry(db, id, c.req.valid('json'), { staff: c.var.staff, now: clock.now() });
      return c.json(await staffEnquiry(db, id));
    },
  )
  .post(
    '/:id/notes',
    validate('param', enquiryIdParam),
    validate('json', enquiryNoteSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid('param');
      const act = { staff: c.var.staff, now: clock.now() };
      await addEnquiryNote(db, id, c.req.valid('json').text, act);
      return c.json(await staffEnquiry(db, id), 201);
    },
  )
  .post(
    '/:id/answer',
    validate('param', enquiryIdParam),
    validate('json', enquiryAnswerSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const { id } = c.req.valid('param');
      const act = { staff: c.var.staff, now: clock.now() };
      await answerEnquiry(db, id, c.req.valid('json'), act, config);
      return c.json(await staffEnquiry(db, id), 201);
    },
  );
