// Savannah and Swahili-coast pieces.
import { f, poly, rect, circ, ell } from './core.mjs';
import { place, P, S, windowRows } from './build.mjs';
import { ridge } from './nature.mjs';
import { merlons } from './shapes.mjs';
import { animal, zebra } from './fauna.mjs';
import { makeRng } from './random.mjs';
import { shade } from './color.mjs';

/** Kilimanjaro: broad massif with flat Kibo summit and snow fields. */
export function kilimanjaro(s, x, base, w, h, { rock = '#5a6a8a', snow = '#f4f6fa', fill } = {}) {
  const pts = ridge(s, {
    y: base,
    amp: h * 0.025,
    rough: 0.5,
    step: 12,
    peaks: [
      [x, h, w * 0.5, 'kili'],
      [x + w * 0.3, h * 0.6, w * 0.06, 'cone'],
    ],
    fill: fill ?? rock,
    bottom: base + 4,
    snow: { line: base - h * 0.94, color: snow, jag: h * 0.06 },
  });
  const r = makeRng(s.sub());
  let d = '';
  for (let i = 0; i < 9; i++) {
    const sx = x - w * 0.13 + r.range(0, w * 0.26);
    const sy = base - h * r.range(0.88, 0.93);
    d += `M${f(sx)} ${f(sy)}l${f(r.range(-8, 8))} ${f(h * r.range(0.03, 0.08))}`;
  }
  s.stroke(d, snow, h * 0.012, { opacity: 0.7 });
  return pts;
}

/** Grass plain from y to the bottom, with tufts. */
export function savanna(
  s,
  y,
  { colors = ['#c9a45a', '#a8843e', '#7a5e2a'], tufts = '#6a4e22', n = 70 } = {},
) {
  s.path(rect(0, y, s.W, s.H - y), s.grad(colors));
  s.meta.last = colors[colors.length - 1];
  const r = makeRng(s.sub());
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = Math.pow(r.next(), 0.8);
    const yy = y + 10 + t * (s.H - y - 10);
    const x = r.range(0, s.W);
    const hh = 6 + t * 26;
    d += `M${f(x)} ${f(yy)}l${f(-hh * 0.3)} ${f(-hh)}M${f(x)} ${f(yy)}l${f(hh * 0.05)} ${f(-hh * 1.1)}M${f(x)} ${f(yy)}l${f(hh * 0.35)} ${f(-hh * 0.9)}`;
  }
  s.stroke(d, tufts, 2, { opacity: 0.55 });
}

/** Far savannah trees: small flat-topped acacias along a line. */
export function farAcacias(s, list, color) {
  let d = '';
  for (const [x, y, k] of list) {
    d += ell(x, y - 16 * k, 18 * k, 4.5 * k) + rect(x - 0.8 * k, y - 14 * k, 1.6 * k, 14 * k);
  }
  s.path(d, color);
}

/** Herd: list of [kind, x, y, scale, flip]. Zebras get stripes. */
export function herd(s, list, color, { zebraBody, zebraStripe } = {}) {
  for (const [kind, x, y, k, flip] of list) {
    if (kind === 'zebra' && zebraBody)
      zebra(s, x, y, k, { flip, body: zebraBody, stripe: zebraStripe });
    else animal(s, kind, x, y, k, color, { flip });
  }
}

/** Swahili town: white/ochre houses with carved balconies along a waterfront; returns nothing. */
export function stoneTown(
  s,
  x0,
  x1,
  base,
  {
    colors = ['#f1e6d2', '#e6d2b4', '#f6efe2', '#d9c2a0'],
    wood = '#5a3a2a',
    win = '#4a3a34',
    scale = 1,
    lit,
  } = {},
) {
  const r = makeRng(s.sub());
  const walls = new Map();
  let balc = '';
  const rows = [];
  for (let x = x0; x < x1;) {
    const w = r.range(90, 170) * scale;
    const h = r.range(120, 220) * scale;
    const c = r.pick(colors);
    let d = rect(x, base - h, w, h) + merlons(x, x + w, base - h, 5 * scale, 5 * scale);
    walls.set(c, (walls.get(c) ?? '') + d);
    const floors = Math.floor(h / (48 * scale));
    for (let fl = 0; fl < floors; fl++) {
      const fy = base - h + 20 * scale + fl * 48 * scale;
      if (fl === 1 && r.chance(0.6))
        balc +=
          rect(x + 6 * scale, fy + 22 * scale, w - 12 * scale, 5 * scale) +
          rect(x + 4 * scale, fy - 8 * scale, w - 8 * scale, 4 * scale);
      rows.push([x + 8 * scale, x + w - 8 * scale, fy + 22 * scale]);
    }
    x += w + r.range(-6, 2);
  }
  for (const [c, d] of walls) s.path(d, c);
  windowRows(s, rows, {
    w: 10 * scale,
    h: 20 * scale,
    gap: 18 * scale,
    color: lit ?? win,
    op: lit ? 0.9 : undefined,
  });
  s.path(balc, wood);
}

/** House of Wonders-like clock tower block with tiers of balconies. */
export function wonders(
  s,
  x,
  base,
  w,
  { wall = '#f4ece0', wood = '#5a3a2a', roof = '#6a5a4a' } = {},
) {
  const inner =
    P(rect(-50, -46, 100, 46) + rect(-10, -74, 20, 28) + rect(-7, -84, 14, 10), wall) +
    P(
      rect(-50, -32, 100, 2.4) +
        rect(-50, -17, 100, 2.4) +
        rect(-52, -47, 104, 2.4) +
        rect(-11, -75, 22, 2) +
        poly([
          [-8, -84],
          [0, -92],
          [8, -84],
        ]),
      wood,
    ) +
    S(
      'M-46 -2V-46M-38 -2V-46M-30 -2V-46M-22 -2V-46M-14 -2V-46M-6 -2V-46M2 -2V-46M10 -2V-46M18 -2V-46M26 -2V-46M34 -2V-46M42 -2V-46',
      wood,
      1.4,
    ) +
    P(circ(0, -62, 4.5), '#f6f0e4') +
    P(circ(0, -62, 4.5), roof, { opacity: 0.2 });
  place(s, x, base, w / 100, inner);
}

/** Carved Zanzibar door, centre x, base y, width w (height ~1.9w). */
export function zanzibarDoor(
  s,
  x,
  base,
  w,
  { wood = '#5a3622', carve = '#8a5a36', brass = '#d9b04a', dark = '#2e1c14' } = {},
) {
  const k = w / 100;
  let frame = rect(-58, -190, 116, 190) + 'M-58 -190A58 40 0 0 1 58 -190Z';
  let inner = P(frame, wood);
  let cv = '';
  for (let yy = -180; yy < -6; yy += 14) cv += `M-52 ${yy}l4 6l-4 6M52 ${yy}l-4 6l4 6`;
  for (let a = 0; a < 9; a++) {
    const t = Math.PI + (a / 8) * Math.PI;
    cv += `M0 -190L${f(Math.cos(t) * 46)} ${f(-190 + Math.sin(t) * 32)}`;
  }
  inner += S(cv, carve, 2.2);
  inner +=
    P(rect(-44, -182, 88, 182), dark) +
    P(rect(-42, -180, 41, 180) + rect(1, -180, 41, 180), wood) +
    P(rect(-2, -180, 4, 180), carve);
  let studs = '';
  for (let yy = -168; yy < -8; yy += 22)
    for (const xx of [-32, -14, 14, 32]) studs += circ(xx, yy, 2.6);
  inner += P(studs, brass);
  inner += S('M-20 -90h12M8 -90h12', brass, 2);
  place(s, x, base, k, inner);
}

/** Safari tent on a deck; scale 1 ≈ 120 px wide. */
export function safariTent(
  s,
  x,
  base,
  scale,
  { canvas = '#d9c8a2', fly = '#a8916a', deck = '#5a4030', glow = '#ffcf7a', lit = false } = {},
) {
  let inner = P(rect(-64, -8, 128, 8), deck) + S('M-56 0V12M0 0V12M56 0V12', deck, 3);
  inner += P('M-50 -8L-50 -46L0 -70L50 -46L50 -8Z', canvas);
  inner += P('M-62 -40L0 -78L62 -40L56 -36L0 -70L-56 -36Z', fly);
  inner += P('M-14 -8L-14 -44L14 -44L14 -8Z', lit ? glow : shade(canvas, -0.3));
  if (lit)
    inner += P(
      circ(0, -30, 60),
      s.radial([
        [0, glow, 0.35],
        [1, glow, 0],
      ]),
    );
  place(s, x, base, scale, inner);
}

/** Baskets of spices: list of [x, y, r, colour]. */
export function spiceBaskets(s, list, { basket = '#8a6238', weave = '#6a4a28' } = {}) {
  let b = '';
  let w = '';
  for (const [x, y, rr, c] of list) {
    s.path(ell(x, y - rr * 0.45, rr * 0.9, rr * 0.5), c);
    b += `M${f(x - rr)} ${f(y - rr * 0.5)}L${f(x + rr)} ${f(y - rr * 0.5)}L${f(x + rr * 0.8)} ${f(y)}L${f(x - rr * 0.8)} ${f(y)}Z`;
    w += `M${f(x - rr * 0.95)} ${f(y - rr * 0.3)}H${f(x + rr * 0.95)}M${f(x - rr * 0.88)} ${f(y - rr * 0.12)}H${f(x + rr * 0.88)}`;
  }
  s.path(b, basket);
  s.stroke(w, weave, 2, { opacity: 0.7 });
}

/** Milky Way: a soft diagonal band with extra stars. */
export function milkyWay(
  s,
  { x0 = 0, y0 = s.H * 0.6, x1 = s.W, y1 = 0, width = 200, color = '#c9c4ff' } = {},
) {
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const g = s.grad(
    [
      [0, color, 0],
      [0.5, color, 0.22],
      [1, color, 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  s.add(
    `<path d="${rect(0, -width / 2, len, width)}" fill="${g}" transform="translate(${f(x0)} ${f(y0)}) rotate(${f(ang)})"/>`,
  );
  const r = makeRng(s.sub());
  let d = '';
  for (let i = 0; i < 90; i++) {
    const t = r.next();
    const off = r.soft() * width * 0.4;
    const px = x0 + (x1 - x0) * t - Math.sin((ang * Math.PI) / 180) * off;
    const py = y0 + (y1 - y0) * t + Math.cos((ang * Math.PI) / 180) * off;
    d += `M${f(px)} ${f(py)}h0`;
  }
  s.stroke(d, '#fffaf0', 1.8, { opacity: 0.7 });
}
