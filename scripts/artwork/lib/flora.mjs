// Trees and plants, drawn as flat silhouettes.
import { f, poly, circ, ell, smooth } from './core.mjs';
import { makeRng } from './random.mjs';

/** Palm tree: base (x, y), height h, lean = horizontal offset of the crown. */
export function palm(
  s,
  x,
  y,
  h,
  {
    lean = h * 0.18,
    color = '#1d2f33',
    frond,
    nuts = true,
    fronds = 9,
    feather = h > 200,
    trunk = 1,
    crown = 1,
  } = {},
) {
  const r = makeRng(s.sub());
  const tx = x + lean;
  const ty = y - h;
  const w0 = h * 0.03 * trunk;
  const w1 = h * 0.015 * trunk;
  const cx = x + lean * 0.1;
  const cy = y - h * 0.55;
  let d = `M${f(x - w0)} ${f(y)}Q${f(cx - w0)} ${f(cy)} ${f(tx - w1)} ${f(ty)}L${f(tx + w1)} ${f(ty)}Q${f(cx + w0)} ${f(cy)} ${f(x + w0)} ${f(y)}Z`;
  let fd = '';
  const L = h * 0.46 * crown;
  for (let i = 0; i < fronds; i++) {
    const u = i / (fronds - 1);
    const a = Math.PI * (0.92 + 1.16 * u) + r.range(-0.1, 0.1);
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const up = Math.max(0, -sa);
    const len = L * r.range(0.85, 1.1) * (0.7 + 0.3 * Math.abs(ca));
    // arched frond: rises, then droops to the tip
    const ctrl = [tx + ca * len * 0.55, ty + sa * len * 0.5 - len * 0.25];
    const tip = [
      tx + ca * len,
      ty + sa * len * 0.35 + len * (0.3 - up * 0.25) + Math.abs(ca) * len * 0.18,
    ];
    const cdx = tip[0] - tx;
    const cdy = tip[1] - ty;
    const cl = Math.hypot(cdx, cdy) || 1;
    let nx = -cdy / cl;
    let ny = cdx / cl;
    if (ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    const w = len * (feather ? 0.2 : 0.17);
    fd += `M${f(tx)} ${f(ty)}Q${f(ctrl[0] - nx * w * 0.2)} ${f(ctrl[1] - ny * w * 0.2)} ${f(tip[0])} ${f(tip[1])}Q${f(ctrl[0] + nx * w)} ${f(ctrl[1] + ny * w)} ${f(tx)} ${f(ty)}Z`;
  }
  if (nuts)
    d +=
      circ(tx - h * 0.02, ty + h * 0.03, h * 0.022) +
      circ(tx + h * 0.022, ty + h * 0.035, h * 0.02);
  if (frond) {
    s.path(d, color);
    s.path(fd, frond);
  } else s.path(d + fd, color);
}

/** Spruce: jagged tiers. */
export function pineD(x, y, h, w = h * 0.32, tiers = 5) {
  const right = [];
  const left = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const yy = y - h + h * 0.92 * t;
    const ww = w * (0.25 + 0.75 * t);
    right.push([x + ww * 0.45, yy - h * 0.06], [x + ww, yy]);
    left.unshift([x - ww, yy], [x - ww * 0.45, yy - h * 0.06]);
  }
  const tw = Math.max(1, w * 0.1);
  return poly([
    [x, y - h],
    ...right,
    [x + tw, y - h * 0.08],
    [x + tw, y],
    [x - tw, y],
    [x - tw, y - h * 0.08],
    ...left,
  ]);
}

/** Row of pines between x0 and x1 on ground y (±jitter). */
export function forest(s, { x0, x1, y, hMin, hMax, color, gap = hMax * 0.3, jitter = 8, op }) {
  const r = makeRng(s.sub());
  let d = '';
  for (let x = x0; x < x1; x += gap * r.range(0.6, 1.3)) {
    const h = r.range(hMin, hMax);
    const yy = y + r.range(-jitter, jitter);
    const w = h * r.range(0.26, 0.34);
    if (hMax < 60)
      d += poly([
        [x - w, yy],
        [x, yy - h],
        [x + w, yy],
      ]);
    else if (hMax < 130)
      d += poly([
        [x - w, yy],
        [x - w * 0.45, yy - h * 0.45],
        [x - w * 0.7, yy - h * 0.42],
        [x, yy - h],
        [x + w * 0.7, yy - h * 0.42],
        [x + w * 0.45, yy - h * 0.45],
        [x + w, yy],
      ]);
    else d += pineD(x, yy, h, w, h > 150 ? 5 : 4);
  }
  s.path(d, color, { opacity: op });
}

/** Rounded broadleaf tree from circles. */
export function roundTreeD(x, y, h, r0 = h * 0.32, seed = 1) {
  const r = makeRng(seed);
  const tw = h * 0.05;
  let d = poly([
    [x - tw, y],
    [x - tw * 0.6, y - h * 0.6],
    [x + tw * 0.6, y - h * 0.6],
    [x + tw, y],
  ]);
  const cy = y - h + r0;
  d += circ(x, cy, r0);
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + r.range(0, 1);
    d += circ(
      x + Math.cos(a) * r0 * 0.6,
      cy + Math.sin(a) * r0 * 0.4 + r0 * 0.15,
      r0 * r.range(0.55, 0.75),
    );
  }
  return d;
}

export function roundTrees(s, list, color, op) {
  s.path(
    list.map(([x, y, h, rr]) => roundTreeD(x, y, h, rr ?? h * 0.32, s.sub())).join(''),
    color,
    { opacity: op },
  );
}

/** Italian cypress (tall flame). */
export const cypressD = (x, y, h, w = h * 0.11) =>
  `M${f(x)} ${f(y - h)}C${f(x + w * 0.7)} ${f(y - h * 0.78)} ${f(x + w * 1.05)} ${f(y - h * 0.35)} ${f(x + w * 0.5)} ${f(y)}L${f(x - w * 0.5)} ${f(y)}C${f(x - w * 1.05)} ${f(y - h * 0.35)} ${f(x - w * 0.7)} ${f(y - h * 0.78)} ${f(x)} ${f(y - h)}Z`;

export function cypresses(s, list, color, op) {
  s.path(list.map(([x, y, h]) => cypressD(x, y, h)).join(''), color, { opacity: op });
}

/** Flat-topped acacia. */
export function acacia(s, x, y, h, { color = '#2b2118', w = h * 0.75, flip = false } = {}) {
  const r = makeRng(s.sub());
  const m = flip ? -1 : 1;
  const fy = y - h * 0.42;
  const ty = y - h * 0.8;
  const sw = Math.max(2, h * 0.035);
  const lx = x + m * w * 0.05;
  let br = `M${f(x)} ${f(y - sw)}L${f(lx)} ${f(fy)}`;
  br += `M${f(lx)} ${f(fy)}L${f(x - m * w * 0.45)} ${f(ty + 6)}`;
  br += `M${f(lx)} ${f(fy)}L${f(x + m * w * 0.4)} ${f(ty + 4)}`;
  br += `M${f(lx)} ${f(fy)}L${f(x + m * w * 0.05)} ${f(ty)}`;
  s.stroke(br, color, sw, { 'stroke-linejoin': 'round' });
  s.path(
    poly([
      [x - sw * 0.9, y],
      [lx - sw * 0.4, fy],
      [lx + sw * 0.4, fy],
      [x + sw * 0.9, y],
    ]),
    color,
  );
  const top = [];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const xx = x - w + 2 * w * t + m * w * 0.02;
    const arc = Math.sin(Math.PI * t);
    top.push([xx, ty - h * (0.05 + 0.16 * Math.pow(arc, 0.6)) * r.range(0.85, 1.15)]);
  }
  const bottom = [];
  for (let i = n; i >= 0; i--) {
    const t = i / n;
    bottom.push([x - w + 2 * w * t + m * w * 0.02, ty + h * 0.04 * r.range(0.3, 1.2)]);
  }
  s.path(smooth([...top, ...bottom], true), color);
}

export function baobab(s, x, y, h, color = '#3a2a22') {
  const r = makeRng(s.sub());
  const w = h * 0.16;
  const ty = y - h * 0.62;
  let d = `M${f(x - w * 1.15)} ${f(y)}C${f(x - w * 0.95)} ${f(y - h * 0.3)} ${f(x - w * 0.75)} ${f(ty + h * 0.1)} ${f(x - w * 0.55)} ${f(ty)}L${f(x + w * 0.55)} ${f(ty)}C${f(x + w * 0.75)} ${f(ty + h * 0.1)} ${f(x + w * 0.95)} ${f(y - h * 0.3)} ${f(x + w * 1.15)} ${f(y)}Z`;
  let br = '';
  const ends = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const bx = x - w * 0.5 + w * t;
    const ex = x + (t - 0.5) * h * 0.75 * r.range(0.8, 1.2);
    const ey = ty - h * r.range(0.2, 0.36) * (1 - Math.abs(t - 0.5) * 0.6);
    br += `M${f(bx)} ${f(ty + 4)}Q${f(bx + (ex - bx) * 0.3)} ${f(ey + (ty - ey) * 0.3)} ${f(ex)} ${f(ey)}`;
    ends.push([ex, ey]);
  }
  s.stroke(br, color, h * 0.045);
  for (const [ex, ey] of ends) d += ell(ex, ey - 2, h * r.range(0.05, 0.09), h * 0.035);
  s.path(d, color);
}

/** Bamboo grove layer: vertical stalks with nodes and leaves. */
export function bamboo(s, { x0, x1, y0 = -20, y1, count, color, node, leaf, width = 16, op }) {
  const r = makeRng(s.sub());
  let stalks = '';
  let nodes = '';
  let leaves = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + r.range(0.1, 0.9)) / count) * (x1 - x0);
    const w = width * r.range(0.75, 1.2);
    const lean = r.range(-30, 30);
    stalks += poly([
      [x - w / 2, y1],
      [x + lean - w / 2.4, y0],
      [x + lean + w / 2.4, y0],
      [x + w / 2, y1],
    ]);
    for (let yy = y1 - r.range(30, 90); yy > y0; yy -= r.range(70, 110)) {
      const t = (yy - y1) / (y0 - y1);
      nodes += `M${f(x + lean * t - w * 0.6)} ${f(yy)}h${f(w * 1.2)}`;
      if (r.chance(0.16)) {
        const dir = r.chance(0.5) ? 1 : -1;
        const bx = x + lean * t;
        for (let k = 0; k < 2; k++) {
          const lx = bx + dir * r.range(30, 70);
          const ly = yy + r.range(-10, 40);
          leaves += `M${f(bx)} ${f(yy)}Q${f((bx + lx) / 2)} ${f(Math.min(yy, ly) - 12)} ${f(lx)} ${f(ly)}Q${f((bx + lx) / 2)} ${f(Math.min(yy, ly) + 2)} ${f(bx)} ${f(yy)}Z`;
        }
      }
    }
  }
  s.path(stalks, color, { opacity: op });
  s.stroke(nodes, node, 3, { opacity: op });
  if (leaves) s.path(leaves, leaf, { opacity: op });
}

/** Broad spreading tree (takamaka / banyan-like). */
export function broadTree(s, x, y, h, { color = '#1f3b2a', lean = 0, w = h * 0.7 } = {}) {
  const r = makeRng(s.sub());
  const tw = h * 0.06;
  let d = poly([
    [x - tw * 1.4, y],
    [x - tw * 0.6 + lean, y - h * 0.55],
    [x + tw * 0.6 + lean, y - h * 0.55],
    [x + tw * 1.4, y],
  ]);
  const cx = x + lean;
  const cy = y - h * 0.72;
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const xx = cx - w + 2 * w * t;
    const rr = h * (0.14 + 0.12 * Math.sin(Math.PI * t)) * r.range(0.85, 1.15);
    d += circ(xx, cy - Math.sin(Math.PI * t) * h * 0.12 + r.range(-8, 8), rr);
  }
  s.path(d, color);
}

/** Grass tufts along a line. */
export function grass(s, { x0, x1, y, n, h = 18, color, op = 0.8, width = 2 }) {
  const r = makeRng(s.sub());
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(x0, x1);
    const yy = typeof y === 'function' ? y(x) : y + r.range(-4, 4);
    const hh = h * r.range(0.6, 1.2);
    d += `M${f(x)} ${f(yy)}l${f(-hh * 0.3)} ${f(-hh)}M${f(x)} ${f(yy)}l${f(hh * 0.05)} ${f(-hh * 1.1)}M${f(x)} ${f(yy)}l${f(hh * 0.35)} ${f(-hh * 0.9)}`;
  }
  s.stroke(d, color, width, { opacity: op });
}

/** Low bushes: clusters of ellipses. */
export function bushes(s, list, color, op) {
  let d = '';
  const r = makeRng(s.sub());
  for (const [x, y, w] of list) {
    d +=
      ell(x, y - w * 0.18, w * 0.5, w * 0.22) +
      ell(x - w * 0.25, y - w * 0.12, w * 0.3, w * 0.16) +
      ell(x + w * 0.28 * r.range(0.8, 1.2), y - w * 0.1, w * 0.28, w * 0.14);
  }
  s.path(d, color, { opacity: op });
}
