import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from './testing/databases.ts';
import { testClientFiles } from './testing/client-files.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** The public pages as the server writes them: each one valid HTML (issue 39). */
const pages = [
  '/',
  '/travels',
  '/travel/grecia',
  '/about',
  '/team',
  '/contact',
  '/booking',
  '/verifica-prenotazioni',
  '/privacy-policy',
  '/ads-special',
  '/ads-special/travel/grecia',
];

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** What html-validate's rules leave to the W3C validator, checked here by hand. */
function beyondTheRules(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, value] of html.matchAll(/\s(href|src|srcset|imagesrcset)="([^"]*)"/g)) {
    // A URL has no raw "<", ">" or space (a data: address escapes them).
    if (
      /[<> ]/.test(
        name === 'srcset' || name === 'imagesrcset' ? value!.replaceAll(', ', ',') : value!,
      )
    )
      problems.push(`${name} is not a valid URL: ${value!.slice(0, 60)}`);
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (/\ssizes=/.test(tag) && !/\ssrcset=/i.test(tag))
      problems.push(`sizes without srcset: ${tag.slice(0, 80)}`);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\simagesizes=/.test(tag) && !/\simagesrcset=/.test(tag))
      problems.push(`imagesizes without imagesrcset: ${tag.slice(0, 80)}`);
  }
  return problems;
}

describe('the public pages are valid HTML', () => {
  let database: TestDatabase;
  let app: TestApp;
  const client = testClientFiles();

  beforeAll(async () => {
    database = await testEngines[0]!.open();
    ({ app } = await createTestApp(database.db, { env: { CLIENT_DIR: client.dir } }));
  });
  afterAll(async () => {
    await database.drop();
    client.remove();
  });

  it.each(pages)('%s', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const report = await validator.validateString(html);
    const messages = report.results
      .flatMap((result) => result.messages)
      .map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    expect([...messages, ...beyondTheRules(html)]).toEqual([]);
  });
});
