import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ENQUIRY_SENT_PARAM, enquiryMessages } from '#domain/enquiry.ts';
import { enquirySchema } from '#domain/enquiry-input.ts';
import { ADS_PREFIX } from '#domain/site-paths.ts';
import { z } from '#domain/zod.ts';
import type { AppEnv } from '../context.ts';
import { isDatabaseUnavailable } from '../db/connect.ts';
import { HttpError } from '../http-error.ts';
import type { ContactFormState, SendPage } from '../pages.ts';
import { apiBodyLimit } from '../security/body-limit.ts';
import { fromThisSite } from '../security/same-origin.ts';
import { validate } from '../validation.ts';
import { enquiryRateLimit, receiveEnquiry } from './contact-requests.ts';

/** The pages whose enquiry form the browser sends here itself when JavaScript does not run. */
const CONTACT_PAGES = ['/contact', `${ADS_PREFIX}/contact`];

/** The form's fields as the browser sends them, as the schema's input: a ticked box says "on". */
function enquiryFields(body: unknown) {
  const form = (body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    destinationId: text('destinationId'),
    travelDate: text('travelDate'),
    airport: text('airport'),
    consent: form.consent === 'on' ? (true as const) : undefined,
  };
}

/** The API's schema, read from the browser's form encoding. */
const formEnquirySchema = z.preprocess(enquiryFields, enquirySchema);

/** What the visitor sent, to put back in the fields (nothing if the body cannot be read). */
async function sentValues(c: Context<AppEnv>): Promise<ContactFormState['values']> {
  const fields = await c.req.parseBody().then(enquiryFields, () => ({}));
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * A form any site can send (a JSON body it cannot, without the API's consent): only one sent
 * from this site's pages is read, so the form is no way around what the API refuses.
 */
const fromTheSitesPages = createMiddleware<AppEnv>(async (c, next) => {
  if (!fromThisSite(c)) {
    throw new HttpError(
      403,
      'forbidden',
      'Richiesta rifiutata: il modulo si invia solo dalle pagine del sito.',
    );
  }
  await next();
});

/**
 * The contact form sent without JavaScript (`application/x-www-form-urlencoded`): the API's
 * checks, limit and storing, then 303 to the page that thanks the visitor (Post/Redirect/Get);
 * any refusal is the contact page again, with what the visitor wrote and why.
 */
export function contactFormRoutes(sendPage: SendPage) {
  const app = new Hono<AppEnv>();
  for (const page of CONTACT_PAGES) {
    app.post(
      page,
      fromTheSitesPages,
      apiBodyLimit,
      enquiryRateLimit,
      validate('form', formEnquirySchema),
      async (c) => {
        await receiveEnquiry(c.var.deps, c.req.valid('form'));
        return c.redirect(`${page}?${ENQUIRY_SENT_PARAM}=1`, 303);
      },
    );
  }

  app.onError(async (error, c) => {
    const answer = async (status: ContentfulStatusCode, form: ContactFormState) =>
      (await sendPage(c, { status, form })) ??
      c.text(form.failure ?? enquiryMessages.required, status);
    if (error instanceof HttpError && error.fields) {
      return answer(422, { values: await sentValues(c), errors: error.fields });
    }
    if (error instanceof HttpError && error.status < 500) {
      // A refused site's or an unread body's words are not put back in the page.
      const kept = error.status === 403 || error.status === 413 ? {} : await sentValues(c);
      return answer(error.status, { values: kept, errors: {}, failure: error.message });
    }
    const { logger } = c.var.deps;
    const failed = { values: await sentValues(c), errors: {}, failure: enquiryMessages.sendFailed };
    if (error instanceof HTTPException) return answer(error.status, failed);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, reqId: c.var.requestId }, 'database unavailable');
      c.header('Retry-After', '30');
      return answer(503, failed);
    }
    logger.error({ err: error, reqId: c.var.requestId }, 'unhandled error');
    return answer(500, failed);
  });
  return app;
}
