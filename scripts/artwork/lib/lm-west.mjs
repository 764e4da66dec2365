// Landmarks of Europe and the Americas.
import { f, poly, rect, circ } from './core.mjs';
import { place, P, S, windowPattern, windowRows, personD } from './build.mjs';
import { pointArch, roundArch, dome, sym, steps, merlons } from './shapes.mjs';
import { makeRng } from './random.mjs';
import { shade } from './color.mjs';

// ---------- New York ----------

export function empireState(s, x, y, h, color, { light, windows } = {}) {
  const body = steps(
    [
      [0, 16],
      [-8, 13],
      [-15, 10],
      [-62, 8.4],
      [-66, 6.8],
      [-70, 5.4],
      [-73, 4.2],
      [-76, 3.2],
    ],
    0,
    -80,
  );
  const mast = sym([
    [-80.5, 2.3],
    [-86, 1.7],
    [-88, 1],
    [-92, 0.6],
    [-100, 0.15],
  ]);
  let inner = P(body + mast, color);
  if (light)
    inner += P(
      poly([
        [0, -80],
        [3.2, -80],
        [3.2, -76],
        [4.2, -76],
        [4.2, -73],
        [5.4, -73],
        [5.4, -70],
        [6.8, -70],
        [6.8, -66],
        [8.4, -66],
        [8.4, -15],
        [10, -15],
        [10, 0],
        [0, 0],
      ]),
      light,
      { opacity: 0.5 },
    );
  if (windows) inner += P(body, windows);
  place(s, x, y, h / 100, inner);
}

export function chrysler(s, x, y, h, color, { light, tri } = {}) {
  let d = steps(
    [
      [0, 11],
      [-22, 8.6],
      [-60, 7.2],
    ],
    0,
    -62,
  );
  let t = '';
  for (let k = 0; k < 6; k++) {
    const w = 7 - k * 1.05;
    const y0 = -62 - k * 3.6;
    d += `M${f(-w)} ${f(y0)}A${f(w)} ${f(w * 0.75)} 0 0 1 ${f(w)} ${f(y0)}Z`;
    if (tri)
      t +=
        poly([
          [-w * 0.55, y0 - w * 0.25],
          [-w * 0.4, y0 - w * 0.62],
          [-w * 0.25, y0 - w * 0.25],
        ]) +
        poly([
          [w * 0.25, y0 - w * 0.25],
          [w * 0.4, y0 - w * 0.62],
          [w * 0.55, y0 - w * 0.25],
        ]);
  }
  d += 'M-1.3 -82L0 -100L1.3 -82Z';
  let inner = P(d, color);
  if (light) inner += P(rect(0, -60, 7.2, 60), light, { opacity: 0.4 });
  if (tri) inner += P(t, tri);
  place(s, x, y, h / 100, inner);
}

export function oneWTC(s, x, y, h, color, { light } = {}) {
  let inner = P('M-8 0L-8 -18L-4.6 -82L4.6 -82L8 -18L8 0ZM-0.5 -82h1v-18h-1Z', color);
  if (light) inner += P('M0 -18L8 -18L4.6 -82Z', light, { opacity: 0.4 });
  place(s, x, y, h / 100, inner);
}

export function brooklynBridge(
  s,
  {
    x0,
    x1,
    deck,
    towerH,
    stone = '#c9b79a',
    dark = '#5b4a3a',
    cable = '#3a3a44',
    water,
    t1 = 0.28,
    t2 = 0.72,
  },
) {
  const L = x1 - x0;
  const tw = L * 0.07;
  const ta = x0 + L * t1;
  const tb = x0 + L * t2;
  const top = deck - towerH;
  // cables
  let c = '';
  const mid = (ta + tb) / 2;
  c += `M${f(ta)} ${f(top + 6)}Q${f(mid)} ${f(deck + towerH * 0.75)} ${f(tb)} ${f(top + 6)}`;
  c += `M${f(ta)} ${f(top + 6)}Q${f((x0 + ta) / 2)} ${f(deck - towerH * 0.05)} ${f(x0 - 20)} ${f(deck)}`;
  c += `M${f(tb)} ${f(top + 6)}Q${f((x1 + tb) / 2)} ${f(deck - towerH * 0.05)} ${f(x1 + 20)} ${f(deck)}`;
  s.stroke(c, cable, 3.2);
  let v = '';
  const curveY = (x) => {
    if (x > ta && x < tb) {
      const t = (x - ta) / (tb - ta);
      return (
        (1 - t) * (1 - t) * (top + 6) + 2 * (1 - t) * t * (deck + towerH * 0.75) + t * t * (top + 6)
      );
    }
    const [a, b] = x <= ta ? [ta, x0 - 20] : [tb, x1 + 20];
    const mx = (a + b) / 2;
    const t = (x - a) / (b - a);
    void mx;
    return (1 - t) * (1 - t) * (top + 6) + 2 * (1 - t) * t * (deck - towerH * 0.05) + t * t * deck;
  };
  for (let x = x0; x < x1; x += 20)
    if (Math.abs(x - ta) > tw * 0.7 && Math.abs(x - tb) > tw * 0.7)
      v += `M${f(x)} ${f(curveY(x))}V${f(deck)}`;
  for (const t of [ta, tb])
    for (const k of [-1, 1])
      for (const frac of [0.25, 0.45, 0.65])
        v += `M${f(t)} ${f(top + 10)}L${f(t + k * (tb - ta) * frac * 0.5)} ${f(deck)}`;
  s.stroke(v, cable, 1.2, { opacity: 0.55 });
  s.path(rect(x0 - 40, deck, L + 80, 8), dark);
  // towers
  for (const t of [ta, tb]) {
    const base = water ?? deck + towerH * 0.35;
    let d = rect(t - tw / 2, top, tw, base - top) + rect(t - tw / 2 - 3, top - 6, tw + 6, 8);
    s.path(d, stone);
    const aw = tw * 0.27;
    s.path(
      pointArch(t - tw * 0.36, deck + 2, aw, towerH * 0.58) +
        pointArch(t + tw * 0.36 - aw, deck + 2, aw, towerH * 0.58),
      dark,
      { opacity: 0.85 },
    );
  }
}

// ---------- Miami ----------

export function artDeco(
  s,
  x,
  base,
  w,
  h,
  { wall, trim, win = '#3a4a5a', neon, porthole = true } = {},
) {
  let d = rect(x, base - h, w, h);
  const cx = x + w / 2;
  d +=
    rect(cx - w * 0.18, base - h - 18, w * 0.36, 18) +
    rect(cx - w * 0.1, base - h - 32, w * 0.2, 14) +
    rect(cx - w * 0.04, base - h - 42, w * 0.08, 10);
  s.path(d, wall);
  let t = '';
  let wn = '';
  const floors = Math.max(2, Math.floor((h - 30) / 42));
  for (let i = 0; i < floors; i++) {
    const fy = base - h + 22 + i * 42;
    t += rect(x - 4, fy - 5, w * 0.4 + 4, 4) + rect(x + w * 0.6, fy - 5, w * 0.4 + 4, 4);
    wn += rect(x + 10, fy, w * 0.4 - 16, 18) + rect(x + w * 0.6 + 6, fy, w * 0.4 - 16, 18);
  }
  t += rect(cx - w * 0.06, base - h - 18, w * 0.12, h + 18 - 26) + rect(x, base - h, w, 5);
  s.path(t, trim);
  s.path(wn, win);
  if (porthole) s.path(circ(cx, base - h - 9, 5), win);
  if (neon)
    s.stroke(
      `M${f(cx)} ${f(base - h - 14)}V${f(base - 34)}M${f(x + 6)} ${f(base - h + 9)}H${f(x + w - 6)}`,
      neon,
      3,
      { opacity: 0.95 },
    );
  s.path(rect(cx - 16, base - 26, 32, 26), shade(wall, -0.25));
}

export function lifeguard(
  s,
  x,
  y,
  scale,
  { hut = '#f28c8c', stripe = '#4fb3b0', roof = '#f6d46a', leg = '#f3efe6' } = {},
) {
  const inner =
    S('M-16 0L-14 -30M16 0L14 -30M-14 -14L14 -14', leg, 2.4) +
    S('M18 -26L48 0', leg, 3) +
    P(rect(-22, -30, 44, 4), leg) +
    P('M-18 -30L-18 -52Q-18 -56 -14 -56L14 -56Q18 -56 18 -52L18 -30Z', hut) +
    P(rect(-18, -44, 36, 5), stripe) +
    P(rect(-10, -53, 20, 7), '#2b3a4a', { opacity: 0.6 }) +
    P('M-24 -55L24 -55L14 -66L-14 -66Z', roof);
  place(s, x, y, scale, inner);
}

// ---------- Los Angeles & Las Vegas ----------

export function observatory(
  s,
  x,
  y,
  w,
  { wall = '#f2efe8', domeC = '#3d4a52', shadow = '#c9c4ba' } = {},
) {
  const inner =
    P(
      rect(-50, -14, 100, 14) +
        rect(-20, -26, 40, 12) +
        rect(-50, -20, 12, 6) +
        rect(38, -20, 12, 6),
      wall,
    ) +
    P(dome(0, -26, 15, 15) + dome(-44, -20, 7, 7) + dome(44, -20, 7, 7), domeC) +
    P(rect(-34, -12, 68, 6), shadow, { opacity: 0.7 });
  place(s, x, y, w / 100, inner);
}

export function stratosphere(s, x, y, h, color, { light } = {}) {
  const d = sym([
    [0, 7],
    [-8, 3.6],
    [-76, 2.7],
    [-77, 6.5],
    [-79, 8],
    [-84, 8],
    [-86, 6],
    [-88, 3.4],
    [-89, 1],
    [-100, 0.25],
  ]);
  let inner = P(d, color);
  if (light) inner += P(rect(-7.6, -82.5, 15.2, 1.6) + rect(-5.6, -86.4, 11.2, 1.2), light);
  place(s, x, y, h / 100, inner);
}

/** Grand Canyon butte/mesa profile points: centre x, base y, width w, height h. */
export function buttePoints(s, x, base, w, h, seed) {
  const r = makeRng(seed ?? s.sub());
  const pts = [[x - w / 2, base]];
  const tiers = 4;
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const xi = x - w / 2 + (w * 0.35 * t) ** 1 * r.range(0.9, 1.1);
    const yi = base - h * (t - 0.08);
    pts.push([xi - w * 0.05, yi + h * 0.06], [xi, yi]);
  }
  pts.push([x + w * 0.05, base - h * 0.98], [x + w * 0.15, base - h]);
  for (let i = tiers; i >= 1; i--) {
    const t = i / tiers;
    const xi = x + w / 2 - w * 0.35 * t * r.range(0.9, 1.1);
    const yi = base - h * (t - 0.08);
    pts.push([xi, yi], [xi + w * 0.05, yi + h * 0.06]);
  }
  pts.push([x + w / 2, base]);
  return pts;
}

// ---------- London ----------

export function bigBen(
  s,
  x,
  y,
  h,
  { stone = '#c8b48a', dark = '#3b3a40', face = '#f3e6c4', roof } = {},
) {
  const rf = roof ?? dark;
  let b =
    rect(-5, -60, 10, 60) +
    rect(-6.2, -74, 12.4, 14) +
    rect(-5.4, -82, 10.8, 8) +
    poly([
      [-6, -82],
      [-4.4, -86],
      [4.4, -86],
      [6, -82],
    ]);
  let r = poly([
    [-4.4, -86],
    [-1.2, -95],
    [-0.5, -95],
    [0, -100],
    [0.5, -95],
    [1.2, -95],
    [4.4, -86],
  ]);
  r += 'M-6.3 -82l0.6 -7l0.6 7ZM5.1 -82l0.6 -7l0.6 7Z';
  let dk = pointArch(-3.6, -75, 2.8, 6) + pointArch(0.8, -75, 2.8, 6);
  let lines = 'M-3 -4V-58M0 -4V-58M3 -4V-58';
  const inner =
    P(b, stone) +
    P(r, rf) +
    P(dk, dark) +
    P(circ(0, -67, 4.4), face) +
    P(circ(0, -67, 0.7), dark) +
    S('M0 -67L0 -70.5M0 -67L2.2 -66', dark, 0.5) +
    S(lines, dark, 0.5, { opacity: 0.35 });
  place(s, x, y, h / 100, inner);
}

/** Palace of Westminster facade between x0 and x1 (tower at x1 end). */
export function westminster(s, x0, x1, base, h, { stone = '#c8b48a', dark = '#3b3a40' } = {}) {
  let d = rect(x0, base - h, x1 - x0, h);
  for (let x = x0 + 6; x < x1 - 4; x += 14)
    d += poly([
      [x - 2, base - h],
      [x, base - h - h * 0.28],
      [x + 2, base - h],
    ]);
  const cx = x0 + (x1 - x0) * 0.45;
  d +=
    rect(cx - 10, base - h * 2.1, 20, h * 2.1) +
    poly([
      [cx - 10, base - h * 2.1],
      [cx, base - h * 3.3],
      [cx + 10, base - h * 2.1],
    ]);
  const vx = x1 - 30;
  d += rect(vx - 22, base - h * 3.4, 44, h * 3.4);
  for (const k of [-22, 18])
    d +=
      rect(vx + k, base - h * 3.75, 4, h * 0.4) +
      poly([
        [vx + k, base - h * 3.75],
        [vx + k + 2, base - h * 4],
        [vx + k + 4, base - h * 3.75],
      ]);
  d += rect(vx - 0.8, base - h * 4.3, 1.6, h * 0.9);
  s.path(d, stone);
  let w = '';
  for (let x = x0 + 10; x < x1 - 60; x += 14)
    w += pointArch(x, base - h * 0.35, 4, h * 0.3) + pointArch(x, base - h * 0.75, 4, h * 0.28);
  for (let yy = base - h * 0.6; yy > base - h * 3.2; yy -= h * 0.45)
    w += pointArch(vx - 12, yy, 6, h * 0.3) + pointArch(vx + 6, yy, 6, h * 0.3);
  s.path(w, dark, { opacity: 0.45 });
}

export function towerBridge(
  s,
  x,
  y,
  w,
  { stone = '#d8c9a8', roof = '#4c5866', blue = '#6fa3c8', dark = '#3a3f4a' } = {},
) {
  let st = '';
  let rf = '';
  let win = '';
  for (const cx of [-40, 40]) {
    st += rect(cx - 13, -4, 26, 12) + rect(cx - 11, -62, 22, 58);
    for (const k of [-11, 7]) {
      st += rect(cx + k, -70, 4, 8);
      rf += poly([
        [cx + k - 0.5, -70],
        [cx + k + 2, -78],
        [cx + k + 4.5, -70],
      ]);
    }
    rf += poly([
      [cx - 8, -62],
      [cx, -86],
      [cx + 8, -62],
    ]);
    win +=
      pointArch(cx - 6, -26, 12, 22) +
      pointArch(cx - 2.5, -46, 5, 10) +
      pointArch(cx - 2.5, -58, 5, 8);
  }
  let bl = rect(-29, -58, 58, 3.4) + rect(-29, -51, 58, 3.4);
  let lattice = '';
  for (let lx = -28; lx < 28; lx += 5) lattice += `M${lx} -55L${lx + 5} -51.6`;
  bl += rect(-29, -16, 58, 3) + rect(-100, -16, 49, 3) + rect(51, -16, 49, 3);
  const chains = 'M-51 -46Q-76 -18 -100 -16M51 -46Q76 -18 100 -16';
  let hangers = '';
  for (let k = 58; k < 98; k += 6) {
    const t = (k - 51) / 49;
    const yc = (1 - t) * (1 - t) * -46 + 2 * (1 - t) * t * -18 + t * t * -16;
    hangers += `M${k} ${f(yc)}V-16M${-k} ${f(yc)}V-16`;
  }
  const inner =
    S(chains, blue, 3) +
    S(hangers, blue, 0.8) +
    P(bl, blue) +
    S(lattice, shade(blue, -0.3), 0.6) +
    P(st, stone) +
    P(rf, roof) +
    P(win, dark, { opacity: 0.75 });
  place(s, x, y, w / 200, inner);
}

export function doubleDecker(
  s,
  x,
  y,
  scale,
  { body = '#c8232c', win = '#2b3440', glass = '#8fb2c8', flip = false } = {},
) {
  const inner =
    P('M-50 -8L-50 -40Q-50 -46 -44 -46L44 -46Q50 -46 50 -40L50 -8Z', body) +
    P(
      rect(-46, -41, 16, 10) +
        rect(-27, -41, 16, 10) +
        rect(-8, -41, 16, 10) +
        rect(11, -41, 16, 10) +
        rect(30, -41, 17, 10) +
        rect(-46, -25, 18, 10) +
        rect(-24, -25, 18, 10) +
        rect(-2, -25, 18, 10) +
        rect(20, -25, 10, 14) +
        rect(36, -25, 11, 10),
      win,
    ) +
    P(rect(-46, -41, 5, 10) + rect(30, -41, 4, 10) + rect(-46, -25, 5, 10), glass, {
      opacity: 0.5,
    }) +
    P(rect(-50, -29, 100, 2), '#f1dfc0') +
    P(circ(-30, -7, 7) + circ(30, -7, 7), '#1d1d22') +
    P(circ(-30, -7, 3) + circ(30, -7, 3), '#9a9aa4');
  place(s, x, y, scale, inner, { flip });
}

/** Steam train heading left: locomotive + n carriages; scale 1 ≈ 62 px locomotive. */
export function steamTrain(
  s,
  x,
  y,
  scale,
  {
    loco = '#2a2a30',
    coach = '#7a1f2a',
    lit = '#ffd27a',
    smoke = '#f4efe6',
    n = 4,
    flip = false,
  } = {},
) {
  let inner = '';
  let puffs = '';
  for (let i = 0; i < 7; i++) puffs += circ(-14 + i * 16, -44 - i * 5 - i * i * 0.6, 6 + i * 2.6);
  inner += P(puffs, smoke, { opacity: 0.8 });
  let lo =
    'M-26 -10L-26 -24Q-26 -28 -22 -28L12 -28L12 -10Z' +
    rect(12, -38, 18, 28) +
    rect(10, -40, 22, 3) +
    rect(-20, -38, 6, 10) +
    rect(-22, -40, 10, 3) +
    rect(-6, -33, 8, 5) +
    'M-30 -10L-26 -16L-26 -6Z';
  lo += rect(34, -28, 28, 18);
  let wh =
    circ(-16, -7, 5) +
    circ(-4, -7, 6.5) +
    circ(9, -7, 6.5) +
    circ(24, -6, 4) +
    circ(42, -6, 4) +
    circ(54, -6, 4);
  inner += P(lo, loco) + P(wh, shade(loco, -0.3)) + P(rect(16, -35, 10, 7), lit);
  let co = '';
  let wi = '';
  for (let i = 0; i < n; i++) {
    const cx = 66 + i * 54;
    co +=
      'M' +
      cx +
      ' -10V-34Q' +
      cx +
      ' -38 ' +
      (cx + 4) +
      ' -38H' +
      (cx + 46) +
      'Q' +
      (cx + 50) +
      ' -38 ' +
      (cx + 50) +
      ' -34V-10Z';
    for (let k = 0; k < 5; k++) wi += rect(cx + 5 + k * 9, -31, 6, 8);
    wh += circ(cx + 10, -6, 4) + circ(cx + 40, -6, 4);
  }
  inner += P(co, coach) + P(wi, lit) + P(wh, shade(loco, -0.3));
  place(s, x, y, scale, inner, { flip });
}

/** Fairy-tale/gothic castle: list of towers in local units; width ~220. */
export function castle(s, x, y, scale, { wall, roof, lit, towers, halls, flip = false }) {
  let w = '';
  let r = '';
  let li = '';
  const rng = makeRng(s.sub());
  for (const [hx, hw, hh, rh] of halls) {
    w += rect(hx - hw / 2, -hh, hw, hh);
    if (rh)
      r += poly([
        [hx - hw / 2 - 2, -hh],
        [hx, -hh - rh],
        [hx + hw / 2 + 2, -hh],
      ]);
    else w += merlons(hx - hw / 2, hx + hw / 2, -hh, 3, 3);
    if (lit)
      for (let k = hx - hw / 2 + 5; k < hx + hw / 2 - 5; k += 9)
        if (rng.chance(0.6)) li += pointArch(k, -hh * rng.range(0.25, 0.6), 3, 7);
  }
  for (const [tx, tw, th, rh] of towers) {
    w += rect(tx - tw / 2, -th, tw, th);
    if (rh)
      r +=
        poly([
          [tx - tw / 2 - 2.5, -th],
          [tx, -th - rh],
          [tx + tw / 2 + 2.5, -th],
        ]) + `M${f(tx - 0.4)} ${f(-th - rh)}h0.8v-5h-0.8Z`;
    else w += merlons(tx - tw / 2, tx + tw / 2, -th, 2.5, 3);
    if (lit)
      for (let k = -th + 8; k < -12; k += 16)
        if (rng.chance(0.55)) li += pointArch(tx - 1.5, k + 7, 3, 7);
  }
  let inner = P(w, wall) + P(r, roof);
  if (lit) inner += P(li, lit);
  place(s, x, y, scale, inner, { flip });
}

// ---------- Greece ----------

export function parthenon(s, x, y, w, { marble = '#efe4cf', shadow = '#b8a68a', light } = {}) {
  let m = rect(-50, -2, 100, 2) + rect(-48.5, -4, 97, 2) + rect(-47, -6, 94, 2);
  for (let i = 0; i < 8; i++) {
    const cx = -41 + i * (82 / 7);
    m += poly([
      [cx - 2.6, -6],
      [cx - 2.2, -25],
      [cx + 2.2, -25],
      [cx + 2.6, -6],
    ]);
  }
  m +=
    rect(-46.5, -29.5, 93, 4.5) +
    poly([
      [-46.5, -29.5],
      [-30, -34.5],
      [-18, -36],
      [-17, -33],
      [-10, -33],
    ]) +
    'M-8 -33L12 -33L14 -35.5L20 -35L46.5 -29.5Z';
  const sh = rect(-44, -25, 88, 19);
  place(
    s,
    x,
    y,
    w / 100,
    P(sh, shadow) +
      P(m, marble) +
      (light ? P(rect(-46.5, -29.5, 93, 1.5), light, { opacity: 0.6 }) : ''),
  );
}

/** Santorini village: white cubes and blue domes stacked along a slope. */
export function santoriniVillage(
  s,
  {
    top,
    x0,
    x1,
    rows = 4,
    scale = 1,
    white = '#f7f4ee',
    shadow = '#c9d3df',
    blue = '#2a62b0',
    door = '#3a6fb5',
    dark = '#8aa0b8',
    seed,
  },
) {
  const r = makeRng(seed ?? s.sub());
  let wh = '';
  let sh = '';
  let dm = '';
  let dr = '';
  let dk = '';
  const domes = [];
  for (let row = 0; row < rows; row++) {
    let x = x0 + r.range(-20, 10) * scale;
    while (x < x1) {
      const w = r.range(40, 80) * scale;
      const h = r.range(26, 44) * scale;
      const yTop = top(x + w / 2) + row * 34 * scale + r.range(-4, 6) * scale;
      wh += rect(x, yTop, w, h + 40 * scale);
      sh += rect(x + w * 0.78, yTop, w * 0.22, h + 40 * scale);
      if (r.chance(0.55))
        dr += rect(x + w * r.range(0.15, 0.55), yTop + h * 0.35, 7 * scale, 12 * scale);
      if (r.chance(0.5))
        dk += rect(x + w * r.range(0.1, 0.6), yTop + h * 0.3, 8 * scale, 8 * scale);
      if (r.chance(row === 0 ? 0.3 : 0.14))
        domes.push([x + w / 2, yTop, Math.min(w * 0.32, 18 * scale)]);
      else if (r.chance(0.2))
        wh += `M${f(x + 2)} ${f(yTop)}A${f(w / 2 - 2)} ${f(8 * scale)} 0 0 1 ${f(x + w - 2)} ${f(yTop)}Z`;
      x += w + r.range(-4, 6) * scale;
    }
  }
  s.path(wh, white);
  s.path(sh, shadow, { opacity: 0.7 });
  for (const [cx, cy, rr] of domes) {
    dm += dome(cx, cy - rr * 0.3, rr, rr * 1.05);
    wh = rect(cx - rr * 1.05, cy - rr * 0.35, rr * 2.1, rr * 0.4);
    dk += `M${f(cx - 0.7 * scale)} ${f(cy - rr * 1.35)}h${f(1.4 * scale)}v${f(-7 * scale)}h${f(-1.4 * scale)}ZM${f(cx - 3 * scale)} ${f(cy - rr * 1.35 - 5 * scale)}h${f(6 * scale)}v${f(1.4 * scale)}h${f(-6 * scale)}Z`;
    s.path(wh, white);
  }
  s.path(dm, blue);
  s.path(dr, door);
  s.path(dk, dark, { opacity: 0.8 });
}

// ---------- Paris ----------

export function eiffel(s, x, y, h, color, { light, lattice } = {}) {
  const right = [
    [22, 0],
    'C',
    [17, -10],
    [14, -20],
    [12.6, -29],
    [14, -29],
    [14, -33],
    [11, -33],
    'C',
    [9, -42],
    [7.6, -50],
    [6.6, -57],
    [8, -57],
    [8, -60.5],
    [4.6, -60.5],
    'C',
    [3, -74],
    [1.8, -84],
    [1.3, -91],
    [1.8, -91],
    [1.8, -95],
    [0.5, -95],
    [0.3, -100],
  ];
  const fmt = (list, m) => {
    let out = '';
    let i = 0;
    while (i < list.length) {
      if (list[i] === 'C') {
        out += `C${list
          .slice(i + 1, i + 4)
          .map(([a, b]) => `${f(a * m)} ${f(b)}`)
          .join(' ')}`;
        i += 4;
      } else {
        out += `L${f(list[i][0] * m)} ${f(list[i][1])}`;
        i++;
      }
    }
    return out;
  };
  const leftPart = [];
  // mirror the right side in reverse for the left
  const rev = [];
  const pts = right.filter((p) => p !== 'C');
  void pts;
  void rev;
  void leftPart;
  const rd = 'M' + fmt(right, 1).slice(1);
  // left side: reverse direction of the same curve
  const left =
    'L-0.3 -100L-0.5 -95L-1.8 -95L-1.8 -91L-1.3 -91C-1.8 -84 -3 -74 -4.6 -60.5L-8 -60.5L-8 -57L-6.6 -57C-7.6 -50 -9 -42 -11 -33L-14 -33L-14 -29L-12.6 -29C-14 -20 -17 -10 -22 0Z';
  let d = rd + left;
  d += 'M-15.5 0C-14 -12 -7 -18 0 -18.5C7 -18 14 -12 15.5 0Z';
  d += 'M-5 -35L5 -35L0 -50Z';
  let inner = P(d, color, { 'fill-rule': 'evenodd' });
  if (lattice) {
    let l = '';
    for (let yy = -4; yy > -90; yy -= 6) {
      const t = -yy;
      const wv = t < 29 ? 22 - t * 0.33 : t < 60 ? 12 - (t - 29) * 0.17 : 4.4 - (t - 60) * 0.1;
      l += `M${f(-wv + 1)} ${f(yy)}L${f(wv - 1)} ${f(yy - 6)}M${f(wv - 1)} ${f(yy)}L${f(-wv + 1)} ${f(yy - 6)}`;
    }
    inner += S(l, lattice, 0.35, { opacity: 0.5 });
  }
  if (light)
    inner += P(rect(-14, -33, 28, 1.2) + rect(-8, -60.5, 16, 1) + circ(0, -97, 1.2), light);
  place(s, x, y, h / 100, inner);
}

/** Haussmann blocks with mansard roofs between x0 and x1. */
export function haussmann(
  s,
  x0,
  x1,
  base,
  {
    wall = '#efe2c8',
    roof = '#6f7f96',
    win = '#5a6478',
    chimney = '#c9704a',
    hMin = 90,
    hMax = 130,
    scale = 1,
  } = {},
) {
  const r = makeRng(s.sub());
  let walls = '';
  let roofs = '';
  let pots = '';
  const dormers = [];
  for (let x = x0; x < x1;) {
    const w = r.range(90, 150) * scale;
    const h = r.range(hMin, hMax) * scale;
    const rh = h * 0.22;
    walls += rect(x, base - h, w, h);
    roofs += poly([
      [x - 2, base - h],
      [x + 8 * scale, base - h - rh],
      [x + w - 8 * scale, base - h - rh],
      [x + w + 2, base - h],
    ]);
    dormers.push([x + 10 * scale, x + w - 10 * scale, base - h - 2]);
    const cx = x + w * r.range(0.15, 0.8);
    roofs += rect(cx, base - h - rh - 12 * scale, 14 * scale, 14 * scale);
    for (let k = 0; k < 3; k++)
      pots += rect(
        cx + 1.5 * scale + k * 4.2 * scale,
        base - h - rh - 17 * scale,
        2.6 * scale,
        5 * scale,
      );
    x += w;
  }
  s.path(walls, wall);
  s.path(
    walls,
    windowPattern(s, { color: win, w: 7 * scale, h: 15 * scale, px: 22 * scale, py: 30 * scale }),
    { opacity: 0.85 },
  );
  s.path(roofs, roof);
  windowRows(s, dormers, {
    w: 7 * scale,
    h: 14 * scale,
    gap: 15 * scale,
    color: shade(wall, -0.05),
  });
  s.path(pots, chimney);
}

export function sacreCoeur(
  s,
  x,
  y,
  w,
  { white = '#f4f1ea', shadow = '#cfc7ba', dark = '#6d6a78' } = {},
) {
  let b =
    rect(-30, -30, 60, 30) +
    rect(-14, -50, 28, 20) +
    dome(0, -50, 14, 28) +
    rect(-2.6, -84, 5.2, 8) +
    dome(0, -84, 3.2, 4) +
    'M-0.5 -88L0 -93L0.5 -88Z';
  for (const cx of [-20, 20])
    b +=
      rect(cx - 6.5, -38, 13, 8) +
      dome(cx, -38, 7, 10) +
      rect(cx - 1.3, -51, 2.6, 4) +
      dome(cx, -51, 1.8, 2.4);
  b += rect(36, -62, 11, 62) + dome(41.5, -62, 6, 9) + rect(40.5, -75, 2, 5);
  let dk = roundArch(-13, -4, 6, 14) + roundArch(-3, -4, 6, 16) + roundArch(7, -4, 6, 14);
  for (let k = -11; k <= 9; k += 4) dk += roundArch(k, -33, 2, 12);
  dk += roundArch(38.5, -50, 6, 10);
  const sh = rect(8, -50, 6, 20) + rect(22, -30, 8, 30) + rect(44, -62, 3, 62);
  place(
    s,
    x,
    y,
    w / 100,
    P(b, white) + P(sh, shadow, { opacity: 0.7 }) + P(dk, dark, { opacity: 0.7 }),
  );
}

// ---------- Prague & Budapest ----------

/** Prague castle on the hill: palace + St Vitus cathedral. */
export function pragueCastle(
  s,
  x,
  y,
  w,
  { color = '#d9c9a8', roof = '#4f6f64', dark = '#5a4c44' } = {},
) {
  let c = rect(-90, -18, 120, 18) + rect(30, -14, 60, 14);
  let rf =
    poly([
      [-92, -18],
      [-88, -24],
      [28, -24],
      [32, -18],
    ]) +
    poly([
      [28, -14],
      [32, -19],
      [88, -19],
      [92, -14],
    ]);
  c += rect(-30, -44, 60, 26);
  rf += poly([
    [-32, -44],
    [-26, -54],
    [26, -54],
    [32, -44],
  ]);
  c += rect(-34, -64, 12, 46) + rect(-16, -64, 12, 46);
  rf +=
    poly([
      [-35, -64],
      [-28, -86],
      [-21, -64],
    ]) +
    poly([
      [-17, -64],
      [-10, -86],
      [-3, -64],
    ]);
  c += rect(8, -60, 16, 42);
  rf += 'M6 -60L8 -64L12 -66L16 -74L20 -66L24 -64L26 -60Z' + rect(15.4, -84, 1.2, 10);
  let win = '';
  for (let k = -86; k < 28; k += 8) win += rect(k, -13, 3, 5);
  win += pointArch(-25, -24, 10, 16) + pointArch(-31, -40, 6, 14) + pointArch(-13, -40, 6, 14);
  place(s, x, y, w / 180, P(c, color) + P(rf, roof) + P(win, dark, { opacity: 0.55 }));
}

/** Gothic bridge tower (Charles Bridge). */
export function bridgeTower(s, x, y, h, { color = '#4a4038', roof = '#2f2a28' } = {}) {
  const inner =
    P(rect(-12, -62, 24, 62), color) +
    P(
      poly([
        [-14, -62],
        [0, -100],
        [14, -62],
      ]) + 'M-14 -62l1.5 -10l1.5 10ZM11 -62l1.5 -10l1.5 10Z',
      roof,
    ) +
    P(pointArch(-6, 0, 12, 24), roof, { opacity: 0.9 });
  place(s, x, y, h / 100, inner);
}

/** Statues on a parapet: small baroque figures on pedestals. */
export function statues(s, xs, deck, scale, color) {
  let d = '';
  for (const sx of xs)
    d +=
      `M${f(sx - 4 * scale)} ${f(deck)}h${f(8 * scale)}v${f(-6 * scale)}h${f(-8 * scale)}Z` +
      personAt(sx, deck - 6 * scale, scale * 1.1);
  s.path(d, color);
}
function personAt(x, y, k) {
  return `M${f(x)} ${f(y - 18 * k)}a${f(2.4 * k)} ${f(2.4 * k)} 0 1 1 0.01 0ZM${f(x - 3 * k)} ${f(y - 14.5 * k)}h${f(6 * k)}l${f(1.5 * k)} ${f(14.5 * k)}h${f(-9 * k)}Z`;
}

export function parliament(
  s,
  x,
  y,
  w,
  { color = '#e9d7b0', roof = '#b25a3c', dark = '#5a4a3a', lit } = {},
) {
  let b = rect(-100, -22, 200, 22);
  let rf = '';
  for (let k = -96; k <= 96; k += 8)
    b += poly([
      [k - 1.2, -22],
      [k, -29],
      [k + 1.2, -22],
    ]);
  for (const k of [-100, -62, 62, 100])
    b +=
      rect(k - 4, -38, 8, 38) +
      poly([
        [k - 4, -38],
        [k, -50],
        [k + 4, -38],
      ]);
  b += rect(-40, -30, 80, 8);
  rf += poly([
    [-42, -30],
    [-36, -38],
    [36, -38],
    [42, -30],
  ]);
  b += rect(-14, -46, 28, 16);
  rf += 'M-15 -46C-15 -60 -8 -70 0 -74C8 -70 15 -60 15 -46Z';
  b += 'M-1 -74L0 -92L1 -74Z';
  for (const k of [-26, 26])
    b +=
      rect(k - 3, -54, 6, 24) +
      poly([
        [k - 3, -54],
        [k, -66],
        [k + 3, -54],
      ]);
  let win = '';
  for (let k = -94; k < 96; k += 6) win += pointArch(k, -6, 2.6, 9) + pointArch(k, -15, 2.6, 6);
  let inner = P(b, color) + P(rf, roof) + P(win, lit ?? dark, { opacity: lit ? 0.9 : 0.5 });
  place(s, x, y, w / 200, inner);
}

/** Chain bridge: two stone towers with arches and draped chains. */
export function chainBridge(
  s,
  x0,
  x1,
  deck,
  h,
  { stone = '#b7a88c', chain = '#3e4a4a', lamp } = {},
) {
  const L = x1 - x0;
  const ta = x0 + L * 0.25;
  const tb = x0 + L * 0.75;
  const tw = h * 0.55;
  let c = `M${f(x0 - 40)} ${f(deck)}Q${f((x0 + ta) / 2)} ${f(deck - h * 0.15)} ${f(ta)} ${f(deck - h * 0.85)}Q${f((ta + tb) / 2)} ${f(deck + h * 0.3)} ${f(tb)} ${f(deck - h * 0.85)}Q${f((tb + x1) / 2)} ${f(deck - h * 0.15)} ${f(x1 + 40)} ${f(deck)}`;
  s.stroke(c, chain, 4);
  s.stroke(
    c.replace(/(-?\d+(\.\d+)?) (-?\d+(\.\d+)?)/g, (m, a, _b, yv) => `${a} ${f(+yv + 7)}`),
    chain,
    3,
  );
  s.path(rect(x0 - 40, deck, L + 80, 8), chain);
  let st = '';
  let holes = '';
  for (const t of [ta, tb]) {
    st +=
      rect(t - tw / 2, deck - h, tw, h + h * 0.4) + rect(t - tw / 2 - 4, deck - h - 6, tw + 8, 8);
    holes += roundArch(t - tw * 0.25, deck, tw * 0.5, h * 0.62);
  }
  s.path(st + holes, stone, { 'fill-rule': 'evenodd' });
  if (lamp) {
    let l = '';
    for (let k = x0; k < x1; k += L / 14) l += circ(k, deck - 3, 2.2);
    s.path(l, lamp);
  }
}

// ---------- Venice & Verona ----------

export function campanile(
  s,
  x,
  y,
  h,
  {
    brick = '#b5523b',
    stone = '#efe4cf',
    roof = '#6f9a86',
    gold = '#d4a72c',
    dark = '#4a3a34',
  } = {},
) {
  const inner =
    P(rect(-6, -60, 12, 60) + rect(-6, -78, 12, 8), brick) +
    P(rect(-6.6, -70, 13.2, 10) + rect(-7, -61, 14, 1.5) + rect(-7, -79, 14, 1.5), stone) +
    P(
      roundArch(-5, -61.5, 2.6, 7) + roundArch(-1.3, -61.5, 2.6, 7) + roundArch(2.4, -61.5, 2.6, 7),
      dark,
    ) +
    P(
      poly([
        [-6.4, -78],
        [0, -96],
        [6.4, -78],
      ]),
      roof,
    ) +
    P('M-0.8 -96h1.6v-4h-1.6Z', gold) +
    S('M-3 -2V-58M0 -2V-58M3 -2V-58', shade(brick, -0.2), 0.6, { opacity: 0.6 });
  place(s, x, y, h / 100, inner);
}

export function salute(
  s,
  x,
  y,
  w,
  { white = '#eee6d8', shadow = '#c8bca8', dark = '#6a6258' } = {},
) {
  let b =
    rect(-40, -36, 80, 36) +
    rect(-22, -54, 44, 18) +
    dome(0, -54, 22, 24) +
    rect(-3.5, -84, 7, 8) +
    dome(0, -84, 4, 5) +
    rect(-0.6, -94, 1.2, 6);
  b += rect(30, -46, 14, 10) + dome(37, -46, 7, 9) + rect(36, -59, 2, 5);
  for (const k of [-28, 28]) b += `M${k - 6} -36Q${k} -48 ${k * 0.78} -54L${k * 0.78} -40Z`;
  b += poly([
    [-18, -36],
    [0, -50],
    [18, -36],
  ]);
  let dk = roundArch(-6, -2, 12, 22) + roundArch(-28, -12, 6, 12) + roundArch(22, -12, 6, 12);
  for (let k = -18; k <= 14; k += 8) dk += roundArch(k, -40, 3, 9);
  place(
    s,
    x,
    y,
    w / 100,
    P(b, white) +
      P(rect(10, -54, 12, 18) + rect(20, -36, 20, 36), shadow, { opacity: 0.6 }) +
      P(dk, dark, { opacity: 0.6 }),
  );
}

/** Venetian palaces along a canal between x0 and x1: facades with gothic windows and funnel chimneys. */
export function venicePalaces(
  s,
  x0,
  x1,
  base,
  {
    colors,
    win = '#3a3236',
    trim = '#f3ead8',
    chimney = '#9a5a44',
    hMin = 140,
    hMax = 220,
    scale = 1,
    lit,
  } = {},
) {
  const r = makeRng(s.sub());
  const walls = new Map();
  let wins = '';
  let trims = '';
  let chim = '';
  const rows = [];
  const rows2 = [];
  for (let x = x0; x < x1;) {
    const w = r.range(110, 190) * scale;
    const h = r.range(hMin, hMax) * scale;
    const c = r.pick(colors);
    walls.set(c, (walls.get(c) ?? '') + rect(x, base - h, w, h));
    trims += rect(x - 2, base - h - 5 * scale, w + 4, 6 * scale);
    const floors = Math.floor(h / (52 * scale));
    for (let fl = 0; fl < floors; fl++) {
      const fy = base - h + 22 * scale + fl * 52 * scale;
      if (fl === 1 && w > 140 * scale) {
        rows2.push([x + w / 2 - 30 * scale, x + w / 2 + 30 * scale, fy + 30 * scale]);
        trims += rect(x + w / 2 - 34 * scale, fy + 30 * scale, 68 * scale, 4 * scale);
        rows.push(
          [x + 8 * scale, x + 30 * scale, fy + 30 * scale],
          [x + w - 30 * scale, x + w - 8 * scale, fy + 30 * scale],
        );
      } else rows.push([x + 8 * scale, x + w - 8 * scale, fy + 30 * scale]);
    }
    wins += roundArch(x + w / 2 - 12 * scale, base, 24 * scale, 30 * scale);
    const cx = x + w * r.range(0.2, 0.8);
    chim +=
      rect(cx, base - h - 26 * scale, 5 * scale, 22 * scale) +
      poly([
        [cx - 6 * scale, base - h - 38 * scale],
        [cx + 11 * scale, base - h - 38 * scale],
        [cx + 6 * scale, base - h - 26 * scale],
        [cx - 1 * scale, base - h - 26 * scale],
      ]);
    x += w;
  }
  for (const [c, d] of walls) s.path(d, c);
  s.path(trims, trim, { opacity: 0.9 });
  s.path(wins, win);
  windowRows(s, rows, { w: 10 * scale, h: 26 * scale, gap: 14 * scale, color: lit ?? win });
  windowRows(s, rows2, { w: 10 * scale, h: 28 * scale, gap: 3 * scale, color: lit ?? win });
  s.path(chim, chimney);
}

export function gondola(
  s,
  x,
  y,
  scale,
  { color = '#141318', gold = '#d4a72c', gondolier = true, flip = false } = {},
) {
  let inner = P(
    'M-52 -7Q-44 3 0 3Q40 3 47 -9L50 -17L48 -17L44 -10Q38 -3 0 -3Q-40 -3 -49 -12Z',
    color,
  );
  inner += P(
    'M45 -11L47 -24L49.5 -24L48.5 -11ZM46.5 -20h4v1.2h-4ZM46.3 -17h4v1.2h-4ZM46 -14h4v1.2h-4Z',
    '#cfcfd6',
  );
  inner += P(rect(-14, -8, 14, 4), gold, { opacity: 0.9 });
  if (gondolier)
    inner +=
      `<g transform="translate(-38 -4) scale(1.25)">${P(personD, color)}</g>` +
      S('M-44 -24L-24 6', color, 1.2);
  place(s, x, y, scale, inner, { flip });
}

/** Mooring poles (striped). */
export function poles(s, list, { a = '#2a62b0', b = '#f3efe6', h = 70 } = {}) {
  let da = '';
  let db = '';
  for (const [x, y, k = 1] of list) {
    da += rect(x - 3 * k, y - h * k, 6 * k, h * k);
    for (let yy = y - h * k; yy < y - 8 * k; yy += 16 * k) db += rect(x - 3 * k, yy, 6 * k, 8 * k);
  }
  s.path(da, a);
  s.path(db, b);
}

/** Verona Arena facade seen from the piazza. */
export function arena(s, cx, base, halfW, h, { stone = '#d9a98c', dark = '#6b3f36', light } = {}) {
  let d = `M${f(cx - halfW)} ${f(base)}V${f(base - h * 0.92)}Q${f(cx)} ${f(base - h * 1.08)} ${f(cx + halfW)} ${f(base - h * 0.92)}V${f(base)}Z`;
  const wingX = cx - halfW * 0.55;
  d += rect(wingX - h * 0.45, base - h * 1.55, h * 0.9, h * 0.6);
  s.path(d, stone);
  let holes = '';
  const n = 17;
  for (let i = 0; i < n; i++) {
    const th = (-0.5 + (i + 0.5) / n) * Math.PI * 0.9;
    const ax = cx + Math.sin(th) * halfW * 0.97;
    const aw = (Math.cos(th) * (halfW * 2 * 0.55)) / n + 2;
    holes += roundArch(ax - aw / 2, base, aw, h * 0.4);
    holes += roundArch(ax - aw / 2, base - h * 0.5, aw, h * 0.32);
  }
  for (let k = 0; k < 4; k++) {
    const ax = wingX - h * 0.42 + k * h * 0.22 + h * 0.04;
    holes += roundArch(ax, base - h * 1.04, h * 0.14, h * 0.4);
  }
  s.path(holes, dark, { opacity: 0.75 });
  if (light) s.path(rect(cx - halfW, base - h * 0.5, halfW * 2, h * 0.04), light, { opacity: 0.5 });
}

export { personD };
