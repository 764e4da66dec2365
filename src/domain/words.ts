/**
 * How counts and names read in a sentence, in one place: every "1 posto / 3 posti" of the site,
 * its e-mails and its back office goes through `countOf`, so none reads "restano 1 posti".
 */

// Italian's rules by hand, as Intl.PluralRules and Intl.ListFormat give them (words.test.ts):
// the first of each in a page costs its main thread the locale's data, for one line of code.

/** Whether a count takes the singular ("resta 1 posto") or the plural ("restano 3 posti"). */
export const isOne = (count: number) => count === 1;

/** "1 posto", "3 posti", "0 posti": a count and its noun, by Italian's plural rules. */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${isOne(count) ? one : other}`;
}

/** "Giulia, Marco, Francesca e Davide". */
export function listOfNames(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * The opening of a text, at most `limit` characters, cut after a whole word and closed with "…":
 * "Dieci giorni tra le luci di Shibuya…". A text within the limit stays as it is.
 */
export function openingOf(text: string, limit: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return text.trim();
  const opening = characters.slice(0, limit + 1).join('');
  const lastSpace = opening.search(/\s\S*$/);
  const words = lastSpace > 0 ? opening.slice(0, lastSpace) : characters.slice(0, limit).join('');
  return `${words.replace(/[\s,;:.!?'’(–—-]+$/, '')}…`;
}

/** "Medio Oriente" → "medio-oriente": lower case, without accents, words joined by dashes. */
export function keyOfName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Words that open a surname ("De Luca", "Della Valle", "van Dijk"), in lower case. */
const SURNAME_PARTICLES = new Set([
  'da',
  'dal',
  'dalla',
  'de',
  'dei',
  'degli',
  'del',
  'della',
  'delle',
  'dello',
  'der',
  'des',
  'di',
  'du',
  'la',
  'le',
  'li',
  'lo',
  'san',
  'santa',
  'van',
  'von',
]);

/**
 * How a greeting names someone who gave their whole name: "Elena" of "Elena Marino", "Gian
 * Maria" of "Gian Maria Rossi", "Elena" of "Elena De Luca". The last word is the surname, with
 * the particles before it; a single word is the name itself.
 */
export function firstNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  let end = words.length - 1;
  while (end > 1 && SURNAME_PARTICLES.has(words[end - 1]!.toLowerCase())) end -= 1;
  return words.slice(0, end).join(' ');
}
