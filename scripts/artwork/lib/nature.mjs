// Sky, light, land and water: the layers every poster is built from.
import { f, poly, line, smooth, circ, pill, rect } from './core.mjs';
import { fractal, makeRng } from './random.mjs';
import { mix, shade } from './color.mjs';

export function sky(s, colors, extra = {}) {
  s.meta.sky = typeof colors[0] === 'string' ? colors : colors.map((c) => c[1]);
  s.path(rect(0, 0, s.W, s.H), s.grad(colors), extra);
}

/** Soft radial glow. */
export function glow(s, x, y, r, color, op = 0.6) {
  s.path(
    circ(x, y, r),
    s.radial([
      [0, color, op],
      [0.45, color, op * 0.45],
      [1, color, 0],
    ]),
  );
}

export function sun(
  s,
  x,
  y,
  r,
  { core = '#fff1c9', halo = '#ffd98a', haloR = 3.2, haloOp = 0.65 } = {},
) {
  glow(s, x, y, r * haloR, halo, haloOp);
  s.path(circ(x, y, r), core);
}

/** Moon: full, or crescent when phase (0..1 offset of the shadow) is given. */
export function moon(
  s,
  x,
  y,
  r,
  { color = '#f4ecd2', halo = '#dfe6ff', haloOp = 0.35, phase = 0 } = {},
) {
  glow(s, x, y, r * 3.4, halo, haloOp);
  if (!phase) {
    s.path(circ(x, y, r), color);
    return;
  }
  const id = s.id();
  s.defs.push(
    `<mask id="${id}"><path d="${circ(x, y, r)}" fill="#fff"/><path d="${circ(x + r * phase * 1.1, y - r * phase * 0.35, r * 0.95)}" fill="#000"/></mask>`,
  );
  s.path(circ(x, y, r), color, { mask: `url(#${id})` });
}

export function stars(
  s,
  n,
  { y0 = 0, y1 = s.H * 0.5, x0 = 0, x1 = s.W, color = '#fff8e4', op = 0.85 } = {},
) {
  const r = makeRng(s.sub());
  const sizes = [[], [], []];
  for (let i = 0; i < n; i++) {
    const x = r.range(x0, x1);
    const yy = y0 + (y1 - y0) * Math.pow(r.next(), 1.3);
    sizes[r.next() < 0.65 ? 0 : r.next() < 0.75 ? 1 : 2].push(`M${f(x)} ${f(yy)}h0`);
  }
  const widths = [2, 3.2, 4.6];
  sizes.forEach((list, i) => {
    if (list.length) s.stroke(list.join(''), color, widths[i], { opacity: op * (0.6 + i * 0.2) });
  });
}

/** Art-deco cloud of stacked rounded bars. */
export function cloudBars(s, x, y, w, color, op = 0.7, h = Math.max(10, w * 0.075)) {
  const r = makeRng(s.sub());
  const bars = [];
  const rows = w > 260 ? 3 : 2;
  for (let i = 0; i < rows; i++) {
    const ww = w * (1 - i * 0.28) * r.range(0.85, 1);
    const xx = x + r.range(-0.15, 0.25) * w * (i ? 1 : 0);
    bars.push(pill(xx, y + i * h * 1.45, ww, h));
  }
  s.path(bars.join(''), color, { opacity: op });
}

/** Puffy cloud with a flat base. */
export function cloudPuff(s, x, y, w, color, op = 0.85) {
  const r = makeRng(s.sub());
  const n = 5 + Math.floor(w / 110);
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const rr = w * (0.07 + 0.13 * Math.sin(Math.PI * t)) * r.range(0.8, 1.15);
    d += circ(x + t * w, y - rr * 0.85, rr);
  }
  d += pill(x, y - w * 0.07, w, w * 0.07);
  s.path(d, color, { opacity: op });
}

/** Light bands across the sky (sunset streaks). */
export function streaks(s, list, color, op = 0.25) {
  s.path(list.map(([x, y, w, h]) => pill(x, y, w, h)).join(''), color, { opacity: op });
}

const profiles = {
  cone: (d) => 1 - d,
  sharp: (d) => Math.pow(1 - d, 1.6),
  round: (d) => (Math.cos(Math.PI * d) + 1) / 2,
  dome: (d) => Math.sqrt(1 - d * d),
  mesa: (d) => (d < 0.55 ? 1 : Math.max(0, 1 - (d - 0.55) / 0.45) ** 0.6),
  concave: (d) => Math.pow(1 - d, 2.2),
  kili: (d) => Math.min(1, Math.pow(1 - d, 1.5) * 1.7),
};

/** Heights along a ridge: base line y, noise amplitude, explicit peaks [x, height, halfWidth, profile]. */
export function ridgePoints(s, o) {
  const {
    y,
    amp = 30,
    peaks = [],
    rough = 0.5,
    step = 16,
    freq = 1 / 260,
    x0 = -20,
    x1 = s.W + 20,
  } = o;
  const seed = o.seed ?? s.sub();
  const nz = fractal(seed, rough);
  const out = [];
  for (let x = x0; x <= x1 + 1e-6; x += step) {
    let h = 0;
    for (const [px, ph, pw, prof = 'cone'] of peaks) {
      const d = Math.abs(x - px) / pw;
      if (d < 1) h = Math.max(h, ph * profiles[prof](d));
    }
    out.push([x, y - h - nz(x * freq) * amp]);
  }
  return out;
}

/** A filled mountain/hill layer; returns its top points. */
export function ridge(s, o) {
  const p = o.points ?? ridgePoints(s, o);
  const bottom = o.bottom ?? s.H;
  const first = p[0];
  const last = p[p.length - 1];
  let d;
  if (o.smooth) d = smooth(p) + `L${f(last[0])} ${f(bottom)}L${f(first[0])} ${f(bottom)}Z`;
  else d = poly([[first[0], bottom], ...p, [last[0], bottom]]);
  const fill = Array.isArray(o.fill) ? s.grad(o.fill) : o.fill;
  s.path(d, fill, { opacity: o.op });
  if (bottom >= s.H - 1 && !o.op)
    s.meta.last = Array.isArray(o.fill) ? o.fill[o.fill.length - 1] : o.fill;
  if (o.facets)
    facets(s, p, o.facets, o.y !== undefined ? Math.min(bottom, o.y + (o.amp ?? 30) + 10) : bottom);
  if (o.snow) snow(s, p, o.snow);
  return p;
}

function facets(s, p, { color, op = 0.35, window = 5, depth }, bottom) {
  const r = makeRng(s.sub());
  let d = '';
  for (let i = window; i < p.length - window; i++) {
    let isPeak = true;
    for (let k = -window; k <= window; k++) if (k && p[i + k][1] < p[i][1]) isPeak = false;
    if (!isPeak) continue;
    let j = i + 1;
    while (j < p.length - 1 && !(p[j][1] >= p[j - 1][1] && p[j][1] >= p[j + 1][1] && j - i > 2))
      j++;
    const low = depth ? Math.min(bottom, p[i][1] + depth) : bottom;
    const foot = p[i][0] + (p[j][0] - p[i][0]) * r.range(0.05, 0.3);
    const seg = p.slice(i, j + 1).map(([x, y]) => [x, Math.min(y, low)]);
    d += poly([...seg, [foot, low]]);
  }
  s.path(d, color, { opacity: op });
}

function snow(s, p, { line: yl, color = '#f4f7fb', jag = 26, op }) {
  const r = makeRng(s.sub());
  let d = '';
  let i = 0;
  while (i < p.length) {
    if (p[i][1] >= yl) {
      i++;
      continue;
    }
    let j = i;
    while (j < p.length && p[j][1] < yl) j++;
    const a = p[i - 1] ?? p[i];
    const b = p[j] ?? p[j - 1];
    const cross = (u, v) => {
      if (u[1] === v[1]) return u[0];
      return u[0] + ((yl - u[1]) / (v[1] - u[1])) * (v[0] - u[0]);
    };
    const start = [cross(a, p[i]), yl];
    const end = [cross(p[j - 1], b), yl];
    const top = p.slice(i, j);
    const peakY = Math.min(...top.map((q) => q[1]));
    const depthMax = Math.min(jag, (yl - peakY) * 0.9);
    const lower = [];
    const span = end[0] - start[0];
    const steps = Math.max(2, Math.round(span / 14));
    for (let k = steps - 1; k > 0; k--) {
      const x = start[0] + (span * k) / steps;
      const dip = k % 2 ? r.range(0.5, 1) * depthMax : r.range(-0.2, 0.35) * depthMax;
      lower.push([x, yl + dip]);
    }
    d += poly([start, ...top, end, ...lower]);
    i = j;
  }
  s.path(d, color, { opacity: op });
}

/** Water body from y to the bottom with highlight strokes. */
export function water(
  s,
  { y, colors, bottom = s.H, lines = 26, lineColor = '#ffffff', lineOp = 0.35, x0 = 0, x1 = s.W },
) {
  s.path(rect(x0, y, x1 - x0, bottom - y), s.grad(colors));
  if (bottom >= s.H - 1) s.meta.last = colors[colors.length - 1];
  if (lines) ripples(s, { y, bottom, n: lines, color: lineColor, op: lineOp, x0, x1 });
}

export function ripples(s, { y, bottom, n, color, op = 0.35, x0 = 0, x1 = s.W, width = 1 }) {
  const r = makeRng(s.sub());
  let d = '';
  const thin = [];
  const thick = [];
  for (let i = 0; i < n; i++) {
    const t = Math.pow(r.next(), 1.4);
    const yy = y + 6 + t * (bottom - y - 10);
    const len = (18 + t * 110) * r.range(0.5, 1.2) * width;
    const x = r.range(x0, x1 - len);
    (t < 0.35 ? thin : thick).push(`M${f(x)} ${f(yy)}h${f(len)}`);
  }
  d = thin.join('');
  if (d) s.stroke(d, color, 2, { opacity: op });
  if (thick.length) s.stroke(thick.join(''), color, 3.5, { opacity: op * 0.9 });
}

/** Column of light on water under the sun/moon. */
export function reflection(s, { x, y, w, bottom, color = '#ffe7b0', op = 0.6, gap = 14 }) {
  const r = makeRng(s.sub());
  const bands = ['', '', ''];
  let yy = y + 6;
  while (yy < bottom) {
    const t = (yy - y) / (bottom - y);
    const ww = w * (0.4 + t * 0.8) * r.range(0.45, 1.05);
    const k = Math.min(2, Math.floor(t * 3));
    const h = 3.5 + k * 2.5;
    bands[k] +=
      `M${f(x - ww / 2 + h / 2 + r.range(-0.1, 0.1) * w)} ${f(yy + h / 2)}h${f(Math.max(0, ww - h))}`;
    yy += gap * (0.8 + t * 1.6) + h;
  }
  bands.forEach((d, k) => s.stroke(d, color, 3.5 + k * 2.5, { opacity: op }));
}

export function birds(s, { x, y, n = 3, spread = 120, size = 14, color = '#14233f', op = 0.65 }) {
  const r = makeRng(s.sub());
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + r.range(-spread, spread);
    const by = y + r.range(-spread * 0.4, spread * 0.4);
    const z = size * r.range(0.7, 1.2);
    d += `M${f(bx - z)} ${f(by)}q${f(z / 2)} ${f(-z * 0.55)} ${f(z)} 0q${f(z / 2)} ${f(-z * 0.55)} ${f(z)} 0`;
  }
  s.stroke(d, color, Math.max(1.6, size / 6), { opacity: op, 'stroke-linejoin': 'round' });
}

/** Horizontal band of mist fading up and down. */
export function mist(s, y, h, color, op = 0.5) {
  s.path(
    rect(0, y - h / 2, s.W, h),
    s.grad([
      [0, color, 0],
      [0.5, color, op],
      [1, color, 0],
    ]),
  );
}

/** Gradient that fades from transparent (top) to a colour at the horizon. */
export function horizonHaze(s, y, h, color, op = 0.6) {
  s.path(
    rect(0, y - h, s.W, h),
    s.grad([
      [0, color, 0],
      [1, color, op],
    ]),
  );
}

/** Smooth ground/hill through control points (left to right), filled to the bottom. */
export function hill(s, points, fill, { bottom = s.H, op } = {}) {
  const p = points;
  const d = smooth(p) + `L${f(p[p.length - 1][0])} ${f(bottom)}L${f(p[0][0])} ${f(bottom)}Z`;
  s.path(d, Array.isArray(fill) ? s.grad(fill) : fill, { opacity: op });
  if (bottom >= s.H - 1 && !op) s.meta.last = Array.isArray(fill) ? fill[fill.length - 1] : fill;
}

/** Sea spray/foam line along a shore: a wavy white stroke. */
export function foam(s, points, color = '#ffffff', width = 4, op = 0.8) {
  s.stroke(smooth(points), color, width, { opacity: op });
}

export { poly, line, smooth, mix, shade };
