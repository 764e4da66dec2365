// The SVG scene builder and path helpers shared by every illustration.
import { makeRng, hash32 } from './random.mjs';

/** A number with at most one decimal, no trailing zeros. */
export function f(v) {
  const r = Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

export const pts = (list) => list.map(([x, y]) => `${f(x)} ${f(y)}`).join(' ');
/** Closed polygon. */
export const poly = (list) => `M${pts(list)}Z`;
/** Open polyline. */
export const line = (list) => `M${pts(list)}`;

/** Catmull-Rom spline through the points, as cubic Béziers. */
export function smooth(list, close = false) {
  const p = list;
  let d = `M${f(p[0][0])} ${f(p[0][1])}`;
  const n = p.length;
  const at = (i) => (close ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pts([c1, c2, p2])}`;
  }
  return close ? d + 'Z' : d;
}

/** Circle as a path (so many can share one element). */
export const circ = (cx, cy, r) =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 1 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 1 ${f(-2 * r)} 0Z`;

export const ell = (cx, cy, rx, ry) =>
  `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 1 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 1 ${f(-2 * rx)} 0Z`;

export const rect = (x, y, w, h) => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;

/** Horizontal pill (rounded bar) of height h. */
export const pill = (x, y, w, h) => {
  const r = h / 2;
  return `M${f(x + r)} ${f(y)}h${f(w - h)}a${f(r)} ${f(r)} 0 0 1 0 ${f(h)}h${f(h - w)}a${f(r)} ${f(r)} 0 0 1 0 ${f(-h)}Z`;
};

/** Arch-topped window/opening: width w, total height h, base at y. */
export const archRect = (x, y, w, h) => {
  const r = w / 2;
  return `M${f(x)} ${f(y)}v${f(-(h - r))}a${f(r)} ${f(r)} 0 0 1 ${f(w)} 0v${f(h - r)}Z`;
};

export function attrs(o) {
  let out = '';
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return out;
}

export const tf = (x, y, sx = 1, sy = sx) =>
  sx === 1 && sy === 1
    ? `translate(${f(x)} ${f(y)})`
    : `translate(${f(x)} ${f(y)}) scale(${sxy(sx, sy)})`;
function sxy(sx, sy) {
  const a = Math.round(sx * 1000) / 1000;
  const b = Math.round(sy * 1000) / 1000;
  return a === b ? `${a}` : `${a} ${b}`;
}

function normStops(stops) {
  return stops.map((s, i) => {
    if (typeof s === 'string') return [stops.length === 1 ? 0 : i / (stops.length - 1), s, 1];
    return [s[0], s[1], s[2] ?? 1];
  });
}

const stopTag = ([o, c, op]) =>
  `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${op === 1 ? '' : ` stop-opacity="${op}"`}/>`;

export class Scene {
  constructor(W, H, seed) {
    this.W = W;
    this.H = H;
    this.seed = hash32(seed);
    this.rng = makeRng(seed);
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.cache = new Map();
    this.meta = { sky: null, bottom: null };
  }

  /** A fresh seed for a sub-element, stable for a given call order. */
  sub() {
    return this.rng.int(1, 2 ** 30);
  }

  id() {
    return 'a' + (this.n++).toString(36);
  }

  /** Define something once per file (keyed), returning its id. */
  once(key, make) {
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id();
    this.cache.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** Vertical (default), horizontal ('h') or custom-direction linear gradient. */
  grad(stops, dir = 'v') {
    const norm = normStops(stops);
    let co;
    if (dir === 'v') co = ' x2="0" y2="1"';
    else if (dir === 'h') co = '';
    else co = attrs(dir);
    const body = `${co}>${norm.map(stopTag).join('')}`;
    const id = this.once('lg' + body, (i) => `<linearGradient id="${i}"${body}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops, opts = {}) {
    const norm = normStops(stops);
    const body = `${attrs(opts)}>${norm.map(stopTag).join('')}`;
    const id = this.once('rg' + body, (i) => `<radialGradient id="${i}"${body}</radialGradient>`);
    return `url(#${id})`;
  }

  add(...parts) {
    for (const p of parts) if (p) this.body.push(p);
    return this;
  }

  path(d, fill, extra = {}) {
    if (!d) return this;
    return this.add(`<path d="${d}"${attrs({ fill, ...extra })}/>`);
  }

  stroke(d, color, width, extra = {}) {
    if (!d) return this;
    return this.add(
      `<path d="${d}"${attrs({ fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`,
    );
  }

  group(content, extra = {}) {
    const inner = Array.isArray(content) ? content.join('') : content;
    return this.add(`<g${attrs(extra)}>${inner}</g>`);
  }

  /** Capture what a function draws into a string instead of the body. */
  capture(fn) {
    const saved = this.body;
    this.body = [];
    fn();
    const out = this.body.join('');
    this.body = saved;
    return out;
  }

  toString() {
    const { W, H } = this;
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>\n` : '';
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">\n` +
      defs +
      this.body.join('\n') +
      '\n</svg>\n';
    // path data needs no space before a minus sign
    return svg.replace(/ d="([^"]*)"/g, (m, d) => ` d="${d.replace(/ -/g, '-')}"`);
  }
}
