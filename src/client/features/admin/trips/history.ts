import {
  tripFieldLabels,
  type CatalogueChange,
  type FieldChange,
} from '#domain/catalogue-admin.ts';
import { tripStateLabels } from '#domain/trip-input.ts';
import { countOf } from '#domain/words.ts';
import { formatEuro } from '../../../lib/format.ts';

/**
 * How the history reads a save: each field by its Italian name, before → after in a few words
 * ("Prezzo a persona: 1.400 € → 1.300 €", "Programma: 7 giorni → 8 giorni"), never the raw data.
 */

export type ChangeLine = { label: string; summary: string };

const SHORT = 60;
const CONTEXT = 20;

const quoted = (text: string) => `“${text}”`;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const list = (items: string[]) => items.map((item) => quoted(clip(item, 40))).join(', ');
const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Two versions of a text: whole when short, else the part that changed with a few characters
 * around it ("…giorno a Oia → …giorno a Fira").
 */
export function textChange(before: string, after: string): string {
  if (before.length <= SHORT && after.length <= SHORT) {
    return `${quoted(before)} → ${quoted(after)}`;
  }
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  const lead = before.slice(Math.max(0, start - CONTEXT), start);
  const tail = before.slice(before.length - end, before.length - end + CONTEXT);
  const around = (middle: string) =>
    `${start > CONTEXT ? '…' : ''}${lead}${clip(middle, SHORT)}${tail}${end > CONTEXT ? '…' : ''}`;
  const removed = before.slice(start, before.length - end);
  const added = after.slice(start, after.length - end);
  return `${quoted(around(removed))} → ${quoted(around(added))}`;
}

/** What a list of names gained and lost: "aggiunto “Bari Palese”; tolto “Roma Fiumicino”". */
function namesChange(before: string[], after: string[]): string {
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  const parts: string[] = [];
  if (added.length > 0) parts.push(`${added.length > 1 ? 'aggiunti' : 'aggiunto'} ${list(added)}`);
  if (removed.length > 0) parts.push(`${removed.length > 1 ? 'tolti' : 'tolto'} ${list(removed)}`);
  if (parts.length > 0) return parts.join('; ');
  return 'ordine cambiato';
}

/** A list of records named by one of their texts (hotels by name, reviews by author). */
function recordsChange(before: unknown[], after: unknown[], nameKey: string): string {
  const name = (item: unknown) => (isRecord(item) ? String(item[nameKey] ?? '') : '');
  const beforeNames = before.map(name);
  const afterNames = after.map(name);
  if (!same(beforeNames, afterNames)) return namesChange(beforeNames, afterNames);
  const changed = after.filter((item, index) => !same(item, before[index])).map(name);
  return changed.length > 1 ? `modificati ${list(changed)}` : `modificato ${list(changed)}`;
}

/** The programme: how many days, or which days changed ("cambiato il giorno 3 “Santorini”"). */
function programmeChange(before: unknown[], after: unknown[]): string {
  const days = (count: number) => countOf(count, 'giorno', 'giorni');
  if (before.length !== after.length) return `${days(before.length)} → ${days(after.length)}`;
  const title = (day: unknown) => (isRecord(day) ? String(day.title ?? '') : '');
  const changed = after.flatMap((day, index) => (same(day, before[index]) ? [] : [index]));
  const sorted = (items: unknown[]) => items.map((item) => JSON.stringify(item)).sort();
  if (changed.length > 1 && same(sorted(before), sorted(after))) return 'giorni riordinati';
  if (changed.length === 1) {
    const index = changed[0]!;
    return `cambiato il giorno ${index + 1} ${quoted(clip(title(after[index]), 40))}`;
  }
  return `cambiati i giorni ${changed.map((index) => index + 1).join(', ')}`;
}

const photoCount = (value: unknown) => countOf(asArray(value).length, 'foto', 'foto');

function summary(change: FieldChange, packageTitle: (id: string) => string): string {
  const { field, before, after } = change;
  switch (field) {
    case 'price':
    case 'originalPrice':
    case 'discountedPrice':
      return `${formatEuro(Number(before))} → ${formatEuro(Number(after))}`;
    case 'listPrice': {
      const price = (value: unknown) => (value === null ? 'nessuno' : formatEuro(Number(value)));
      return `${price(before)} → ${price(after)}`;
    }
    case 'ratingFigures': {
      const figures = (value: unknown) =>
        isRecord(value)
          ? `${Number(value.average).toFixed(1)}/5 da ${String(value.count)} (${String(value.source)})`
          : 'nessuna';
      return `${figures(before)} → ${figures(after)}`;
    }
    case 'tripDays':
      return `${countOf(Number(before), 'giorno', 'giorni')} → ${countOf(Number(after), 'giorno', 'giorni')}`;
    case 'packageId':
      return `${packageTitle(String(before))} → ${packageTitle(String(after))}`;
    case 'state':
      return `${tripStateLabels[before as keyof typeof tripStateLabels] ?? String(before)} → ${
        tripStateLabels[after as keyof typeof tripStateLabels] ?? String(after)
      }`;
    case 'itinerary':
      return programmeChange(asArray(before), asArray(after));
    case 'hotels':
      return recordsChange(asArray(before), asArray(after), 'name');
    case 'experiences':
      return recordsChange(asArray(before), asArray(after), 'title');
    case 'reviews':
      return recordsChange(asArray(before), asArray(after), 'authorName');
    case 'includes':
    case 'airports':
    case 'areas':
      return namesChange(asArray(before).map(String), asArray(after).map(String));
    case 'cover':
      if (!before) return 'aggiunta';
      return after ? 'cambiata' : 'tolta';
    case 'gallery':
      return asArray(before).length === asArray(after).length
        ? 'foto cambiate'
        : `${photoCount(before)} → ${photoCount(after)}`;
    default:
      if (typeof before === 'string' && typeof after === 'string') return textChange(before, after);
      if (typeof before === 'number' && typeof after === 'number') return `${before} → ${after}`;
      return 'cambiato';
  }
}

/**
 * The save that created the trip (new or a copy): a trip's first version, saved by someone (the
 * catalogue the site shipped with is every shipped trip's first version, saved by nobody). A later
 * save whose fields had no value before (a first cover photo) is a change like any other.
 */
export function isCreation(change: CatalogueChange): boolean {
  return change.version === 1 && change.changedBy !== null;
}

/** One field of a save, as the history shows it. */
export function describeChange(
  change: FieldChange,
  packageTitle: (id: string) => string = (id) => id,
): ChangeLine {
  return {
    label: tripFieldLabels[change.field] ?? change.field,
    summary: summary(change, packageTitle),
  };
}
