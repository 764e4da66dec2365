import { decodeEntities } from '../page-styles.ts';
import { testClientFiles } from './client-files.ts';
import { testEngines } from './databases.ts';
import { createTestApp } from './test-app.ts';

export const SITE_URL = 'https://www.maestraleviaggi.example';

/**
 * The real app rendering pages into the project's index.html, on a public address of its own,
 * with a client build of the tests' own (its posters draw the link previews). SQLite: the heads
 * do not depend on the database.
 */
export async function openPageApp() {
  const { dir, remove } = testClientFiles();
  const database = await testEngines[0]!.open();
  const { app, config } = await createTestApp(database.db, {
    env: { CLIENT_DIR: dir, SITE_URL },
  });
  return {
    app,
    config,
    db: database.db,
    async close() {
      await database.drop();
      remove();
    },
  };
}

/** What a search engine or a link preview reads in a page's head, decoded. */
export function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) =>
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)]
      .filter(([, name]) => name === key)
      .map(([, , content]) => decodeEntities(content!));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    ([, json]) => JSON.parse(json!) as { '@type': string | string[] } & Record<string, unknown>,
  );
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map(([, href]) =>
      decodeEntities(href!),
    ),
    /** The one value of a meta tag (name or property), undefined when there is none. */
    meta: (key: string) => {
      const values = meta(key);
      if (values.length > 1) throw new Error(`${key} is in the head ${values.length} times`);
      return values[0];
    },
    /** The schema.org blocks of the page of that type (head and body). */
    ofType: (type: string) => jsonLd.filter((block) => [block['@type']].flat().includes(type)),
  };
}

/** What a visitor reads in a page's body (or a piece of it), tags left out. */
export function textOf(html: string): string {
  const body = html.includes('<div id="root"') ? html.slice(html.indexOf('<div id="root"')) : html;
  return decodeEntities(body.replace(/<[^>]+>/g, ''));
}

/** The text of the page's h1 headings, decoded. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
    decodeEntities(inner!.replace(/<[^>]+>/g, '')).trim(),
  );
}
