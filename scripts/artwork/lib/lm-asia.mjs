// Landmarks of Asia and the Middle East, in local units placed with place().
import { f, poly, rect, circ, ell, smooth, pts } from './core.mjs';
import { place, P, S, windowRows } from './build.mjs';
import { pointArch, roundArch, onion, dome, sym, steps, curvedRoof, merlons } from './shapes.mjs';
import { ridge } from './nature.mjs';
import { makeRng } from './random.mjs';
import { shade } from './color.mjs';

// ---------- Dubai ----------

export function burjKhalifa(s, x, y, h, color, { light, windows } = {}) {
  const L = [
    [0, 7.5],
    [-20, 6.4],
    [-34, 5.4],
    [-46, 4.5],
    [-56, 3.6],
    [-64, 2.8],
    [-71, 2.1],
    [-77, 1.5],
    [-82, 1],
  ];
  const R = [
    [0, 7.5],
    [-26, 6],
    [-40, 4.8],
    [-51, 3.9],
    [-60, 3.1],
    [-68, 2.4],
    [-74, 1.8],
    [-80, 1.2],
    [-84, 0.8],
  ];
  const left = [[-L[0][1], 0]];
  for (let i = 1; i < L.length; i++) left.push([-L[i - 1][1], L[i][0]], [-L[i][1], L[i][0]]);
  left.push([-1, -87], [-0.5, -91], [0, -100], [0.45, -91], [0.8, -88]);
  const right = [];
  for (let i = R.length - 1; i >= 1; i--) right.push([R[i][1], R[i][0]], [R[i - 1][1], R[i][0]]);
  right.push([R[0][1], 0]);
  const d = poly([...left, ...right]);
  let inner = P(d, color);
  if (light)
    inner += P(poly([[0.6, -92], [0.8, -88], ...right, [0.6, 0]]), light, { opacity: 0.55 });
  if (windows) inner += P(d, windows, { opacity: 0.8 });
  place(s, x, y, h / 100, inner);
}

export function burjAlArab(s, x, y, h, color, { sail = '#f3efe6', base } = {}) {
  const inner =
    P('M-14 4L44 4L40 0L-12 0Z', base ?? color) +
    P('M-5 0L-5 -90L-3 -90L-1.6 -108L-0.6 -90L1 -90L1 0Z', color) +
    P('M1 -92C18 -80 32 -62 32 -40C32 -20 24 -8 13 0L1 0Z', color) +
    P('M3 -86C16 -74 27 -58 27 -40C27 -22 20 -10 11 -2L3 -2Z', sail) +
    S('M3 -60L22 -60M3 -40L27 -40M3 -20L23 -20', color, 0.8, { opacity: 0.35 }) +
    P(ell(-11, -80, 8, 1.6), color) +
    P('M-5 -79L-12 -79L-5 -70Z', color);
  place(s, x, y, h / 100, inner);
}

/** Sand dunes: crests [[x, y]...] on one layer; sharp crests, lit and shaded (slip) faces. */
export function dunes(s, { crests, base, light, dark, bottom = s.H, seed, shadowLeft = false }) {
  const r = makeRng(seed ?? s.sub());
  const keys = [[-40, base + r.range(-10, 10)]];
  for (let i = 0; i < crests.length; i++) {
    keys.push(crests[i]);
    const nx = i + 1 < crests.length ? crests[i + 1][0] : s.W + 40;
    keys.push([crests[i][0] + (nx - crests[i][0]) * r.range(0.4, 0.6), base + r.range(-10, 15)]);
  }
  keys[keys.length - 1][0] = Math.max(keys[keys.length - 1][0], s.W + 40);
  const prof = [];
  const segs = [];
  for (let i = 0; i < keys.length - 1; i++) {
    const [ax, ay] = keys[i];
    const [bx, by] = keys[i + 1];
    const down = by > ay;
    const seg = [];
    const n = Math.max(2, Math.round((bx - ax) / 12));
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const e = down !== shadowLeft ? 1 - (1 - t) ** 2.2 : t ** 2.2;
      seg.push([
        ax + (bx - ax) * t,
        ay + (by - ay) * (down ? e : shadowLeft ? 1 - (1 - t) ** 2.2 : t ** 1.7),
      ]);
    }
    segs.push(seg);
    prof.push(...(i ? seg.slice(1) : seg));
  }
  s.path(
    poly([[-40, bottom], ...prof, [s.W + 40, bottom]]),
    Array.isArray(light) ? s.grad(light) : light,
  );
  let d = '';
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    const isLee = shadowLeft
      ? seg[0][1] > seg[seg.length - 1][1]
      : seg[0][1] < seg[seg.length - 1][1];
    if (!isLee) continue;
    const crest = shadowLeft ? seg[seg.length - 1] : seg[0];
    const trough = shadowLeft ? seg[0] : seg[seg.length - 1];
    const ctrl = [
      crest[0] + (trough[0] - crest[0]) * r.range(0.05, 0.3),
      trough[1] + (bottom - trough[1]) * r.range(0.3, 0.7),
    ];
    d += `M${pts(seg)}Q${f(ctrl[0])} ${f(ctrl[1])} ${f(seg[0][0])} ${f(seg[0][1])}Z`;
  }
  s.path(d, dark, { opacity: 0.5 });
}

// ---------- Singapore ----------

export function marinaBaySands(s, x, y, h, color, { windows, deck } = {}) {
  let d = '';
  for (const cx of [-32, 0, 32])
    d += poly([
      [cx - 7, 0],
      [cx - 6, -52],
      [cx + 6, -52],
      [cx + 7.5, 0],
    ]);
  const split = S('M-32 0L-31.5 -26M0 0L0.5 -26M32 0L32.5 -26', shade(color, -0.35), 1.2);
  const sky = 'M-44 -52L52 -52L60 -55.5L60 -58L-44 -58Q-47 -56 -44 -52Z';
  let inner =
    P(d, color) +
    (windows ? P(d, windows, { opacity: 0.9 }) : '') +
    split +
    P(sky, deck ?? shade(color, -0.2));
  place(s, x, y, h / 60, inner);
}

export function supertree(s, x, y, h, color, { glow, lines } = {}) {
  const trunk = 'M-3 0L-2.6 -50L-5 -56L-22 -74Q0 -80 22 -74L5 -56L2.6 -50L3 0Z';
  let inner = '';
  if (glow)
    inner += P(
      ell(0, -72, 34, 16),
      s.radial([
        [0, glow, 0.45],
        [1, glow, 0],
      ]),
    );
  inner += P(trunk, color);
  let l = '';
  for (let i = -4; i <= 4; i++) l += `M0 -56L${f(i * 5.2)} ${f(-74 - (4 - Math.abs(i)) * 0.6)}`;
  l += 'M-2.6 -10L2.6 -20M2.6 -10L-2.6 -20M-2.6 -30L2.6 -40M2.6 -30L-2.6 -40';
  inner += S(l, lines ?? shade(color, 0.3), 0.7, { opacity: 0.7 });
  place(s, x, y, h / 78, inner);
}

// ---------- Bali ----------

export function candiBentar(s, x, y, h, color, { trim, gap = 7 } = {}) {
  const tiers = [
    [0, 34],
    [-8, 28],
    [-36, 30],
    [-40, 24],
    [-52, 27],
    [-56, 21],
    [-66, 23],
    [-70, 16],
    [-80, 18],
    [-84, 11],
    [-92, 10],
    [-100, 3],
  ];
  const right = [];
  for (let i = 0; i < tiers.length; i++) {
    const [ty, tw] = tiers[i];
    const next = i + 1 < tiers.length ? tiers[i + 1][0] : -104;
    right.push([gap + tw, ty], [gap + tw, next]);
  }
  const half = poly([[gap, 0], ...right, [gap, -106]]);
  const mirror = poly([[-gap, 0], ...right.map(([a, b]) => [-a, b]), [-gap, -106]]);
  let inner = P(half + mirror, color);
  if (trim) {
    let t = '';
    for (const [ty, tw] of tiers.slice(1, -1))
      t += rect(gap, ty - 1.2, tw, 2.4) + rect(-gap - tw, ty - 1.2, tw, 2.4);
    inner += P(t, trim, { opacity: 0.8 });
  }
  inner += P('M-12 0L12 0L9 -4L-9 -4Z', shade(color, -0.2));
  place(s, x, y, h / 106, inner);
}

/** Balinese meru shrine with stacked thatch roofs. */
export function meru(s, x, y, h, tiers, color, { body } = {}) {
  let d = rect(-9, -18, 18, 18);
  let yy = -18;
  const th = (h * 0.82) / tiers;
  let roofs = '';
  for (let i = 0; i < tiers; i++) {
    const w = 20 * (1 - (i / tiers) * 0.65);
    roofs += poly([
      [-w, yy],
      [w, yy],
      [w * 0.78, yy - th * 0.75],
      [-w * 0.78, yy - th * 0.75],
    ]);
    yy -= th;
  }
  roofs += poly([
    [-2, yy + th * 0.2],
    [0, yy - 6],
    [2, yy + th * 0.2],
  ]);
  place(s, x, y, h / 100, P(d, body ?? color) + P(roofs, color));
}

/** Layered rice terraces filling the frame below y0. */
export function riceTerraces(
  s,
  { y0, y1 = s.H, n = 9, colors, edge, cx = s.W / 2, bowl = 80, seed },
) {
  const r = makeRng(seed ?? s.sub());
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const base = y0 + (y1 - y0) * Math.pow(t, 1.35);
    const pts = [];
    const ph = r.range(0, 6);
    const amp = 10 + 30 * t;
    for (let x = -40; x <= s.W + 41; x += (s.W + 80) / 11) {
      const u = (x - cx) / s.W;
      pts.push([x, base - bowl * (1 - t) * Math.cos(u * Math.PI) + amp * Math.sin(x / 190 + ph)]);
    }
    const col = colors[i % colors.length];
    const d = smooth(pts) + `L${s.W + 40} ${s.H + 10}L-40 ${s.H + 10}Z`;
    s.path(d, col);
    s.stroke(smooth(pts), edge, 2 + t * 5, { opacity: 0.75 });
  }
}

// ---------- Thailand ----------

export function prang(s, x, y, h, color, { dots, niche } = {}) {
  const base = [
    [0, 30],
    [-5, 30],
    [-5, 26],
    [-10, 26],
    [-10, 22],
    [-15, 22],
    [-15, 17],
  ];
  const body = [];
  const N = 13;
  for (let k = 0; k <= N; k++) {
    const t = k / N;
    const yy = -15 - t * 68;
    const w = 15 * Math.pow(1 - t, 0.8) + 1.4;
    body.push([w * 1.12, yy], [w, yy - 2.2]);
  }
  body.push([1.2, -85], [0.6, -98], [0, -101]);
  const right = [...base.map(([yy, w]) => [w, yy]), ...body];
  const d = poly([...right.map(([a, b]) => [-a, b]).reverse(), ...right]);
  let inner = P(d, color);
  if (niche) inner += P(roundArch(-3, -24, 6, 11), niche);
  if (dots) {
    let dd = '';
    for (let k = 1; k < N; k += 2) {
      const t = k / N;
      const yy = -16 - t * 68;
      const w = 15 * Math.pow(1 - t, 0.8);
      for (let xx = -w + 2; xx < w - 1; xx += 3.2) dd += `M${f(xx)} ${f(yy - 1)}h0`;
    }
    inner += S(dd, dots, 1.1, { opacity: 0.7 });
  }
  place(s, x, y, h / 101, inner);
}

/** Thai temple hall seen from the front: layered gables with chofa finials. */
export function thaiTemple(
  s,
  x,
  y,
  h,
  { wall = '#f1e6d2', roof = '#c9542c', trim = '#d4a72c', edge = '#2e6b58', door = '#5a2a1e' } = {},
) {
  let inner =
    P(rect(-34, -18, 68, 18), wall) +
    P(rect(-6, -14, 12, 14) + rect(-22, -12, 7, 9) + rect(15, -12, 7, 9), door);
  inner += P(rect(-38, -20, 76, 3), trim);
  const gables = [
    [46, -20, -46],
    [38, -28, -60],
    [30, -36, -74],
  ];
  for (const [w, by, ay] of gables) {
    inner += P(
      poly([
        [-w, by],
        [0, ay],
        [w, by],
      ]),
      edge,
    );
    inner += P(
      poly([
        [-w + 5, by - 1],
        [0, ay + 6],
        [w - 5, by - 1],
      ]),
      roof,
    );
    inner += S(`M${-w} ${by}L${-w - 5} ${by - 6}M${w} ${by}L${w + 5} ${by - 6}`, trim, 2);
  }
  inner += S('M0 -74L0 -82Q0 -86 3 -86', trim, 2.2);
  inner += P(
    poly([
      [-12, -38],
      [0, -54],
      [12, -38],
    ]),
    trim,
    { opacity: 0.85 },
  );
  place(s, x, y, h / 86, inner);
}

/** Limestone karst tower: width w, height h, base at y. */
export function karst(s, x, y, w, h, { rock, green, streak, seed } = {}) {
  const r = makeRng(seed ?? s.sub());
  const prof = [
    [-0.5, 0],
    [-0.47, -0.25],
    [-0.44, -0.55],
    [-0.4, -0.78],
    [-0.3, -0.93],
    [-0.12, -1],
    [0.08, -0.98],
    [0.26, -0.9],
    [0.38, -0.72],
    [0.44, -0.45],
    [0.47, -0.2],
    [0.5, 0],
  ];
  const pts = prof.map(([px, py], i) => [
    x + px * w * r.range(0.92, 1.08),
    y + py * h * (i === 0 || i === prof.length - 1 ? 1 : r.range(0.95, 1.04)),
  ]);
  const fine = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    for (let k = 0; k < 3; k++) {
      const t = k / 3;
      fine.push([ax + (bx - ax) * t + r.range(-3, 3), ay + (by - ay) * t + r.range(-4, 4)]);
    }
  }
  fine.push(pts[pts.length - 1]);
  ridge(s, {
    points: fine,
    bottom: y + 2,
    fill: rock,
    snow: green ? { line: y - h * 0.72, color: green, jag: h * 0.18 } : undefined,
  });
  if (streak) {
    let d = '';
    for (let i = 0; i < 5; i++) {
      const sx = x + r.range(-0.3, 0.3) * w;
      d += `M${f(sx)} ${f(y - h * r.range(0.5, 0.8))}l${f(r.range(-4, 4))} ${f(h * r.range(0.3, 0.5))}`;
    }
    s.stroke(d, streak, Math.max(2, w * 0.025), { opacity: 0.35 });
  }
}

export function longtail(
  s,
  x,
  y,
  scale,
  {
    hull = '#7a4a2e',
    stripe = '#2f6fa8',
    ribbons = ['#e8494e', '#f3c53a', '#2fa37a'],
    canopy,
    flip = false,
  } = {},
) {
  let inner = '';
  if (canopy)
    inner +=
      P('M-30 -22L14 -22L14 -20L-30 -20Z', canopy) + S('M-28 -20L-28 -4M12 -20L12 -4', hull, 1.2);
  inner += S('M-46 -6L-72 2', '#2a2420', 1.5) + P(rect(-52, -13, 8, 7), '#3a3432');
  inner += P('M-48 -4L30 -4C40 -6 46 -14 50 -30L52.5 -30C51 -14 44 0 34 4L-44 4Z', hull);
  inner += P('M-48 -4L30 -4C40 -6 46 -14 50 -30L51 -26C47 -11 40 -1.5 30 -1.2L-48 -1.2Z', stripe);
  ribbons.forEach((c, i) => {
    inner += S(`M51 -30q${2 + i} 6 ${-1 + i * 2} 12`, c, 1.6);
  });
  place(s, x, y, scale, inner, { flip });
}

// ---------- Japan ----------

/** Mount Fuji: centre x, base y, half-width w, height h. */
export function fuji(s, x, y, w, h, { rock, snow = '#f6f7fb', snowLine = 0.42 } = {}) {
  const pts = [];
  const top = 0.15;
  for (let i = 0; i <= 40; i++) {
    const u = -1 + (2 * i) / 40;
    const a = Math.abs(u);
    const hh = a < top ? 1 - (a < 0.06 ? 0 : 0.015) : Math.pow(1 - (a - top) / (1 - top), 1.9);
    pts.push([x + u * w, y - h * hh]);
  }
  ridge(s, {
    points: pts,
    bottom: y + 2,
    fill: rock,
    snow: { line: y - h * (1 - snowLine), color: snow, jag: h * 0.16 },
  });
}

export function pagoda(s, x, y, h, { body = '#c8402e', roof = '#3a2d2e', tiers = 5 } = {}) {
  let b = rect(-16, -3, 32, 3);
  let rf = '';
  let yy = -3;
  for (let k = 0; k < tiers; k++) {
    const bw = 11 - k * 1.4;
    const bh = 11 - k * 0.8;
    const ew = 24 - k * 2.8;
    b += rect(-bw, yy - bh, bw * 2, bh);
    rf += curvedRoof(0, yy - bh + 2.5, ew, 6, 3);
    yy -= bh + 3.4;
  }
  let inner = P(b, body) + P(rf, roof);
  inner += S(`M0 ${f(yy + 3)}L0 ${f(yy - 20)}`, roof, 1.6);
  let rings = '';
  for (let k = 0; k < 6; k++) rings += `M-2.2 ${f(yy - 2 - k * 2.6)}h4.4`;
  inner += S(rings, roof, 1);
  place(s, x, y, h / (-yy + 20), inner);
}

export function torii(s, x, y, h, { color = '#d9441f', dark = '#1f1a1c' } = {}) {
  const pillars =
    poly([
      [-32, 0],
      [-24, 0],
      [-25, -84],
      [-31, -84],
    ]) +
    poly([
      [24, 0],
      [32, 0],
      [31, -84],
      [25, -84],
    ]);
  const beams = rect(-40, -70, 80, 6) + rect(-3.5, -84, 7, 14) + rect(-46, -88, 92, 5);
  const kasagi = 'M-54 -99Q-36 -91 0 -91Q36 -91 54 -99L52 -92Q36 -86 0 -86Q-36 -86 -50 -90Z';
  const feet = rect(-33, -5, 10, 5) + rect(23, -5, 10, 5);
  place(s, x, y, h / 99, P(pillars + beams, color) + P(kasagi + feet, dark));
}

function widthTower(list, yTop) {
  return sym([...list, [yTop, 0.25]]);
}

export function tokyoTower(s, x, y, h, { red = '#e4502f', white = '#f4ede4' } = {}) {
  const W = (yy) => {
    const t = -yy;
    if (t <= 44) return 4 + 18 * Math.pow(1 - t / 44, 2.2) + 4 * (1 - t / 44);
    if (t <= 75) return 4 + (75 - t) * 0.1;
    return Math.max(0.5, 2.2 - (t - 75) * 0.08);
  };
  const list = [];
  for (let t = 0; t <= 100; t += 4) list.push([-t, W(-t)]);
  let d = widthTower(list, -100);
  d += 'M-13 0C-12 -8 -6 -13 0 -14C6 -13 12 -8 13 0Z';
  const band = (a, b) =>
    sym([
      [-a, W(-a) + 0.3],
      [-b, W(-b) + 0.3],
    ]);
  let bands = band(20, 25) + band(34, 38) + band(56, 60) + band(66, 70) + band(84, 88);
  const decks = rect(-9, -48, 18, 5) + rect(-3.4, -79, 6.8, 3.4);
  place(
    s,
    x,
    y,
    h / 100,
    P(d, red, { 'fill-rule': 'evenodd' }) +
      P(bands, white) +
      P(decks, red) +
      P(rect(-8, -46.5, 16, 1.4), white, { opacity: 0.8 }),
  );
}

export function skytree(s, x, y, h, color, { light } = {}) {
  const d = sym([
    [0, 7],
    [-12, 4.6],
    [-52, 2.6],
    [-53, 4.4],
    [-59, 4.4],
    [-60, 2.3],
    [-79, 1.7],
    [-80, 3],
    [-83, 3],
    [-84, 1.2],
    [-100, 0.3],
  ]);
  let inner = P(d, color);
  if (light) inner += P(rect(-4.4, -57, 8.8, 1.6) + rect(-3, -82, 6, 1), light);
  place(s, x, y, h / 100, inner);
}

/** Kyoto wooden townhouses (machiya) along a street, with lanterns. */
export function machiya(
  s,
  x0,
  x1,
  base,
  { wood = '#4a2f24', roof = '#2b2a2e', lattice = '#7a5238', lantern = '#f2a65a', h = 150 } = {},
) {
  const r = makeRng(s.sub());
  let walls = '';
  let roofs = '';
  let lat = '';
  const lanterns = [];
  for (let x = x0; x < x1;) {
    const w = r.range(120, 180);
    const hh = h * r.range(0.85, 1.1);
    walls += rect(x, base - hh, w, hh);
    roofs += poly([
      [x - 8, base - hh * 0.45],
      [x + w + 8, base - hh * 0.45],
      [x + w - 4, base - hh * 0.45 - 16],
      [x + 4, base - hh * 0.45 - 16],
    ]);
    roofs += poly([
      [x - 6, base - hh + 4],
      [x + w + 6, base - hh + 4],
      [x + w - 6, base - hh - 14],
      [x + 6, base - hh - 14],
    ]);
    for (let lx = x + 10; lx < x + w - 10; lx += 6)
      lat += `M${f(lx)} ${f(base - hh * 0.4)}V${f(base - 6)}`;
    for (let lx = x + 12; lx < x + w - 12; lx += 8)
      lat += `M${f(lx)} ${f(base - hh + 14)}V${f(base - hh * 0.55 - 8)}`;
    lanterns.push([x + w * r.range(0.2, 0.8), base - hh * 0.28]);
    x += w + 2;
  }
  s.path(walls, wood);
  s.stroke(lat, lattice, 2, { opacity: 0.8 });
  s.path(roofs, roof);
  for (const [lx, ly] of lanterns)
    s.path(
      circ(lx, ly, 40),
      s.radial([
        [0, lantern, 0.55],
        [1, lantern, 0],
      ]),
    );
  s.path(lanterns.map(([lx, ly]) => ell(lx, ly, 9, 13)).join(''), lantern);
}

// ---------- China ----------

export function greatWall(
  s,
  points,
  { w = 14, color = '#b9a37f', dark = '#7d6a52', towers = [], towerW = 2.4 } = {},
) {
  const d = smooth(points);
  s.stroke(d, dark, w * 1.35, { 'stroke-linejoin': 'round' });
  s.stroke(d, color, w, { 'stroke-linejoin': 'round' });
  s.stroke(smooth(points.map(([x, yy]) => [x, yy - w * 0.62])), dark, w * 0.34, {
    'stroke-dasharray': `${f(w * 0.4)} ${f(w * 0.4)}`,
    'stroke-linecap': 'butt',
  });
  let t = '';
  let win = '';
  for (const i of towers) {
    const [tx, ty] = points[i];
    const tw = w * towerW;
    t +=
      rect(tx - tw / 2, ty - w * 2.3, tw, w * 2.6) +
      merlons(tx - tw / 2, tx + tw / 2, ty - w * 2.3, tw / 7, w * 0.4);
    win += roundArch(tx - w * 0.25, ty - w * 0.8, w * 0.5, w * 0.9);
  }
  s.path(t, color);
  s.path(win, dark);
}

/** Imperial hall: double-eaved yellow roof on red walls over a white terrace. */
export function imperialHall(
  s,
  x,
  y,
  w,
  { roof = '#e3a72f', roofDark = '#b57a1c', wall = '#b4322a', base = '#eae3d3', shadow } = {},
) {
  const k = w / 100;
  let inner = P(rect(-56, -6, 112, 6) + rect(-52, -11, 104, 5) + rect(-48, -15, 96, 4), base);
  inner += P(rect(-40, -35, 80, 20), wall);
  let cols = '';
  for (let c = -36; c <= 36; c += 8) cols += rect(c - 1, -35, 2, 20);
  inner += P(cols, shadow ?? shade(wall, -0.3), { opacity: 0.6 });
  inner += P(curvedRoof(0, -33, 52, 10, 5), roof);
  inner += P(rect(-36, -47, 72, 4), wall);
  inner += P(curvedRoof(0, -45, 46, 14, 6), roof);
  inner += P(rect(-26, -60, 52, 2.4), roofDark);
  inner += P('M-30 -59L-27 -65L-24 -59ZM24 -59L27 -65L30 -59Z', roofDark);
  place(s, x, y, k, inner);
}

export function pearlTower(
  s,
  x,
  y,
  h,
  { frame = '#8e8fa6', sphere = '#d4488a', light = '#f7b7d2' } = {},
) {
  let fr = 'M-16 0L-13 0L-3 -24L-6 -24ZM13 0L16 0L6 -24L3 -24ZM-1.6 0L1.6 0L1.6 -24L-1.6 -24Z';
  fr +=
    rect(-4, -62, 2, 30) +
    rect(2, -62, 2, 30) +
    rect(-1.2, -86, 2.4, 16) +
    'M-0.5 -88L0 -100L0.5 -88Z';
  let sp = circ(0, -30, 9.5) + circ(0, -65, 7) + circ(0, -88, 3.2);
  let smalls = '';
  for (let k = 0; k < 4; k++) smalls += circ(0, -43 - k * 4.5, 1.9);
  const hl = circ(-3, -33, 3) + circ(-2.4, -67, 2.2);
  place(s, x, y, h / 100, P(fr, frame) + P(sp + smalls, sphere) + P(hl, light, { opacity: 0.6 }));
}

export function shanghaiTower(s, x, y, h, color, { light } = {}) {
  let inner = P('M-9 0C-8.5 -45 -6.5 -78 -4.6 -96L3.6 -100C5 -78 7.5 -46 9 0Z', color);
  if (light)
    inner += S('M-8 -10C0 -30 4 -50 7 -60M-6 -50C0 -70 3 -85 4 -95', light, 0.8, { opacity: 0.5 });
  place(s, x, y, h / 100, inner);
}

export function swfc(s, x, y, h, color) {
  const d = 'M-7 0L-5.6 -84Q-5.4 -92 -1 -94L5.2 -92L7 0ZM-3 -84L3 -85L2.6 -89L-2.4 -88Z';
  place(s, x, y, h / 94, P(d, color, { 'fill-rule': 'evenodd' }));
}

export function jinMao(s, x, y, h, color) {
  const d =
    steps(
      [
        [0, 7],
        [-34, 6.2],
        [-48, 5.4],
        [-57, 4.6],
        [-63, 3.8],
        [-68, 3],
        [-72, 2.3],
        [-75, 1.6],
        [-77, 1],
      ],
      0,
      -79,
    ) + 'M-0.6 -79L0 -92L0.6 -79Z';
  place(s, x, y, h / 92, P(d, color));
}

/** Terracotta warrior standing (height ~40 × scale). */
export const warriorD =
  'M0 -40.5a3.3 3.3 0 1 1 0.01 0ZM-1.6 -43.5h3.2l-0.6-2.2h-2Z' +
  'M-4.4 -33L4.4 -33L6.2 -24L7.4 -14L5.2 -14L4.6 -6L4 0L1 0L0.4 -6L-0.4 -6L-1 0L-4 0L-4.6 -6L-5.2 -14L-7.4 -14L-6.2 -24Z';

// ---------- India ----------

export function tajMahal(
  s,
  x,
  y,
  h,
  { color = '#f3e9dc', shadow = '#c9b9c4', dark = '#9d8a9a' } = {},
) {
  let body = rect(-70, -8, 140, 8);
  body += poly([
    [-32, -8],
    [-32, -42],
    [-28, -46],
    [28, -46],
    [32, -42],
    [32, -8],
  ]);
  body += rect(-12, -52, 24, 44);
  body += rect(-12.5, -58, 25, 6);
  body += onion(0, -57.5, 12.6, 38);
  body += 'M-0.5 -95L0 -103L0.5 -95Z';
  for (const cx of [-23, 23]) body += rect(cx - 4.2, -52, 8.4, 6) + onion(cx, -51.5, 4.6, 11);
  for (const mx of [-62, 62]) {
    body += poly([
      [mx - 3.2, -8],
      [mx - 2.4, -62],
      [mx + 2.4, -62],
      [mx + 3.2, -8],
    ]);
    body += rect(mx - 4, -26, 8, 2) + rect(mx - 3.7, -44, 7.4, 2) + rect(mx - 3.5, -62, 7, 2);
    body += onion(mx, -63.5, 3.3, 8.5);
  }
  let rec = pointArch(-8, -10, 16, 36);
  for (const sx of [-24, 17]) rec += pointArch(sx, -10, 7, 14) + pointArch(sx, -28, 7, 14);
  const shade2 =
    rect(12, -52, 0.8, 44) +
    poly([
      [28, -46],
      [32, -42],
      [32, -8],
      [28, -8],
    ]);
  place(s, x, y, h / 103, P(body, color) + P(rec, shadow) + P(shade2, dark, { opacity: 0.25 }));
}

export function hawaMahal(
  s,
  x,
  y,
  w,
  { pink = '#e0876a', frame = '#f6dcc0', dark = '#8c3d33', light } = {},
) {
  let walls = rect(-50, -20, 100, 20);
  let frames = '';
  let holes = pointArch(-7, 0, 14, 16);
  const tiers = [
    [-20, 48],
    [-34, 46],
    [-48, 40],
    [-62, 28],
    [-76, 18],
  ];
  let domes = '';
  for (const [ty, tw] of tiers) {
    walls += rect(-tw, ty - 14, tw * 2, 14);
    const n = Math.round((tw * 2) / 8);
    const bw = (tw * 2) / n;
    for (let i = 0; i < n; i++) {
      const bx = -tw + i * bw;
      frames += rect(bx + 1, ty - 10, bw - 2, 10);
      holes += pointArch(bx + 2.2, ty - 1.5, bw - 4.4, 7);
      domes += dome(bx + bw / 2, ty - 10, bw / 2 - 0.6, 3.6);
    }
  }
  domes +=
    dome(0, -90, 6, 8) +
    dome(-12, -90, 3.5, 5) +
    dome(12, -90, 3.5, 5) +
    'M-0.4 -98L0 -103L0.4 -98Z';
  for (const cx of [-48, 48]) holes += pointArch(cx - 2.5 + (cx < 0 ? 4 : -4), -4, 5, 10);
  place(
    s,
    x,
    y,
    w / 100,
    P(walls, pink) +
      P(domes, pink) +
      P(frames, frame) +
      P(holes, dark) +
      (light ? P(rect(-50, -20, 100, 20), light, { opacity: 0.2 }) : ''),
  );
}

/** Mughal/Rajput palace block with chhatris along a wall. */
export function fortBlock(s, x, y, w, h, { color, dark, domes = 2 } = {}) {
  let d = rect(x, y - h, w, h) + merlons(x, x + w, y - h, 5, 5);
  for (let i = 0; i < domes; i++) {
    const cx = x + ((i + 0.5) * w) / domes;
    d += rect(cx - 7, y - h - 12, 14, 12) + dome(cx, y - h - 12, 8, 9);
  }
  s.path(d, color);
  windowRows(
    s,
    [
      [x + 6, x + w - 6, y - h * 0.25],
      [x + 6, x + w - 6, y - h * 0.6],
    ],
    { w: 6, h: 12, gap: 8, color: dark, op: 0.6 },
  );
}

export { merlons };
