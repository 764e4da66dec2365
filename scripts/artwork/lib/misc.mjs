// Assorted scenery pieces: waves, volcanoes, windmills, balloons, waterfalls, aurora, ice.
import { f, poly, rect, circ, ell, smooth, pill } from './core.mjs';
import { place, P, S } from './build.mjs';
import { roundArch } from './shapes.mjs';
import { makeRng } from './random.mjs';

/** Greek windmill: white drum, thatched cone, spoked sails. */
export function windmill(
  s,
  x,
  y,
  h,
  {
    wall = '#f4f1ea',
    roof = '#8a6a4a',
    sail = '#f3efe6',
    spoke = '#4a3a30',
    shadow = '#cfd6de',
  } = {},
) {
  let sp = '';
  let sl = '';
  const cx = 0;
  const cy = -66;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.2;
    const ex = cx + Math.cos(a) * 46;
    const ey = cy + Math.sin(a) * 46;
    sp += `M${cx} ${cy}L${f(ex)} ${f(ey)}`;
    const b = a + 0.32;
    sl += poly([
      [cx + Math.cos(a) * 12, cy + Math.sin(a) * 12],
      [ex, ey],
      [cx + Math.cos(b) * 38, cy + Math.sin(b) * 38],
      [cx + Math.cos(b) * 12, cy + Math.sin(b) * 12],
    ]);
  }
  const inner =
    P('M-18 0L-15 -58L15 -58L18 0Z', wall) +
    P('M6 0L9 -58L15 -58L18 0Z', shadow, { opacity: 0.7 }) +
    P(roundArch(-5, 0, 10, 18), '#3a6fb5') +
    P('M-18 -56Q0 -82 18 -56Z', roof) +
    P(sl, sail, { opacity: 0.9 }) +
    S(sp, spoke, 1.6);
  place(s, x, y, h / 112, inner);
}

/** Whitewashed church bell gable (Cycladic). */
export function bellGable(
  s,
  x,
  y,
  h,
  { wall = '#f7f4ee', bell = '#8a6a3a', hole = '#7fb2dc' } = {},
) {
  const inner =
    P('M-20 0V-40L-14 -40L-14 -52Q0 -66 14 -52L14 -40L20 -40V0Z', wall) +
    P(roundArch(-11, -42, 8, 13) + roundArch(3, -42, 8, 13) + roundArch(-4, -54, 8, 9), hole) +
    P(circ(-7, -36, 2.4) + circ(7, -36, 2.4), bell) +
    S('M0 -62V-72M-4 -68H4', wall, 1.6);
  place(s, x, y, h / 72, inner);
}

/** Hot-air balloon, height ~100 × scale. */
export function balloon(s, x, y, scale, { a = '#e5553b', b = '#f3c54a', basket = '#6a4a30' } = {}) {
  const env =
    'M0 -100C-30 -100 -36 -72 -30 -56C-24 -42 -12 -34 -8 -24L8 -24C12 -34 24 -42 30 -56C36 -72 30 -100 0 -100Z';
  const stripes =
    'M0 -100C-14 -100 -18 -72 -14 -56C-11 -44 -6 -34 -4 -24L4 -24C6 -34 11 -44 14 -56C18 -72 14 -100 0 -100Z';
  const inner =
    P(env, a) +
    P(stripes, b) +
    P('M-1.5 -100C-4 -90 -4 -40 -1.5 -24L1.5 -24C4 -40 4 -90 1.5 -100Z', a) +
    S('M-7 -24L-5 -12M7 -24L5 -12', basket, 0.8) +
    P(rect(-5.5, -12, 11, 8), basket);
  place(s, x, y, scale, inner);
}

/** Waterfall curtain from (x, top) to bottom, width w. */
export function waterfall(
  s,
  x,
  top,
  w,
  bottom,
  { color = '#eef6f8', shade: sh = '#b9d3dc', spread = 1.15, op = 0.95 } = {},
) {
  const r = makeRng(s.sub());
  s.path(
    poly([
      [x - w / 2, top],
      [x + w / 2, top],
      [x + (w / 2) * spread, bottom],
      [x - (w / 2) * spread, bottom],
    ]),
    s.grad([
      [0, color, op],
      [1, color, op * 0.85],
    ]),
  );
  let d = '';
  for (let i = 0; i < Math.max(4, w / 10); i++) {
    const u = r.range(-0.45, 0.45);
    d += `M${f(x + u * w)} ${f(top + r.range(0, 30))}L${f(x + u * w * spread)} ${f(bottom - r.range(0, 40))}`;
  }
  s.stroke(d, sh, Math.max(1.5, w / 40), { opacity: 0.6 });
  let m = '';
  for (let i = 0; i < 7; i++)
    m += circ(
      x + r.range(-0.7, 0.7) * w * spread,
      bottom - r.range(0, 30),
      w * r.range(0.12, 0.28),
    );
  s.path(m, color, { opacity: 0.8 });
}

/** Points along a Catmull-Rom spline (k samples per segment). */
function sampleSpline(list, k = 6) {
  const out = [];
  const n = list.length;
  const at = (i) => list[Math.max(0, Math.min(n - 1, i))];
  for (let i = 0; i < n - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let j = 0; j < k; j++) {
      const t = j / k;
      const t2 = t * t;
      const t3 = t2 * t;
      const c = (a, b, c2, d) =>
        0.5 *
        (2 * b +
          (-a + c2) * t +
          (2 * a - 5 * b + 4 * c2 - d) * t2 +
          (-a + 3 * b - 3 * c2 + d) * t3);
      out.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(list[n - 1]);
  return out;
}

/** Aurora borealis curtains along curves [[x, y]...]: bright lower edge fading upwards. */
export function aurora(
  s,
  bands,
  { color = '#5cf2a6', top = '#8a6cf0', height = 220, op = 0.6 } = {},
) {
  const g = s.grad([
    [0, top, 0],
    [0.45, top, op * 0.16],
    [0.82, color, op * 0.42],
    [1, color, op * 0.85],
  ]);
  const r = makeRng(s.sub());
  let rays = '';
  for (const pts of bands) {
    const sp = sampleSpline(pts, 5);
    let d = '';
    for (let i = 0; i < sp.length - 1; i++) {
      const u0 = i / (sp.length - 1);
      const u1 = (i + 1) / (sp.length - 1);
      const h0 = height * Math.min(1, 0.25 + 3 * u0 * (1 - u0));
      const h1 = height * Math.min(1, 0.25 + 3 * u1 * (1 - u1));
      const [ax, ay] = sp[i];
      const [bx, by] = sp[i + 1];
      d += poly([
        [ax - 0.6, ay],
        [bx + 0.6, by],
        [bx + 12 + 0.6, by - h1],
        [ax + 12 - 0.6, ay - h0],
      ]);
    }
    s.path(d, g);
    s.stroke(smooth(sp.filter((_, i) => i % 2 === 0)), color, 2, { opacity: op * 0.45 });
    for (let i = 0; i < 14; i++) {
      const [x, y] = sp[r.int(1, sp.length - 2)];
      rays += `M${f(x)} ${f(y - 8)}l${f(8)} ${f(-height * r.range(0.3, 0.65))}`;
    }
  }
  s.stroke(rays, color, 4, { opacity: op * 0.2 });
}

/** Iceberg floating at water line y. */
export function iceberg(
  s,
  x,
  y,
  w,
  h,
  { ice = '#eef7fb', blue = '#9fd3e6', shadow = '#6fa9c6', seed } = {},
) {
  const r = makeRng(seed ?? s.sub());
  const top = [[x - w / 2, y]];
  const n = 5;
  for (let i = 1; i < n; i++)
    top.push([x - w / 2 + (w * i) / n + r.range(-8, 8), y - h * r.range(0.5, 1)]);
  top.push([x + w / 2, y]);
  s.path(poly(top), ice);
  const mid = top[Math.floor(n / 2)];
  s.path(poly([mid, ...top.slice(Math.floor(n / 2) + 1)]), blue, { opacity: 0.8 });
  s.path(
    poly([
      [x - w / 2, y],
      [x + w / 2, y],
      [x + w * 0.4, y + h * 0.25],
      [x - w * 0.42, y + h * 0.2],
    ]),
    shadow,
    { opacity: 0.35 },
  );
}

/** Volcano cone with crater, lava glow and flows. */
export function volcano(
  s,
  x,
  base,
  w,
  h,
  { rock = '#2a1e24', lava = '#ff7a2a', glow = '#ff9a3a', flows = 4 } = {},
) {
  const r = makeRng(s.sub());
  const crater = w * 0.09;
  const cone = `M${f(x - w / 2)} ${f(base)}C${f(x - w * 0.22)} ${f(base - h * 0.25)} ${f(x - crater * 1.6)} ${f(base - h * 0.8)} ${f(x - crater)} ${f(base - h)}L${f(x + crater)} ${f(base - h)}C${f(x + crater * 1.6)} ${f(base - h * 0.8)} ${f(x + w * 0.22)} ${f(base - h * 0.25)} ${f(x + w / 2)} ${f(base)}Z`;
  s.path(
    circ(x, base - h, w * 0.35),
    s.radial([
      [0, glow, 0.6],
      [1, glow, 0],
    ]),
  );
  s.path(cone, rock);
  s.path(ell(x, base - h, crater, crater * 0.28), lava);
  let d = '';
  for (let i = 0; i < flows; i++) {
    const sx = x + r.range(-0.8, 0.8) * crater;
    let px = sx;
    let py = base - h;
    d += `M${f(px)} ${f(py)}`;
    const dir = r.range(-1, 1);
    for (let k = 0; k < 6; k++) {
      px += dir * w * 0.03 + r.range(-8, 8);
      py += h * 0.13;
      d += `L${f(px)} ${f(py)}`;
    }
  }
  s.stroke(d, glow, 10, { opacity: 0.35, 'stroke-linejoin': 'round' });
  s.stroke(d, lava, 3.5, { opacity: 0.95, 'stroke-linejoin': 'round' });
}

/** Plume of smoke/steam: stacked puffs rising and drifting. */
export function plume(s, x, y, h, { color = '#e8e0dc', drift = 0.4, w = h * 0.25, op = 0.8 } = {}) {
  const r = makeRng(s.sub());
  let d = '';
  for (let i = 0; i < 12; i++) {
    const t = i / 11;
    d += circ(
      x + drift * h * t * t + r.range(-6, 6),
      y - h * t,
      w * (0.35 + t * 0.6) * r.range(0.8, 1.1),
    );
  }
  s.path(d, color, { opacity: op });
}

/** Breaking surf wave (curl on the right), for a 1600×1000 frame; dy shifts it vertically. */
export function surfWave(
  s,
  { dy = 0, color = '#1b7f9c', deep = '#0c4666', foam = '#f4fbfb', light = '#5cc6cc' },
) {
  const T = (d) =>
    d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (m, a, b) => `${a} ${f(+b + dy)}`);
  const body =
    'M-20 640C300 620 700 580 940 440C1070 365 1220 340 1310 390C1390 435 1400 515 1345 552C1310 575 1268 566 1258 536C1250 510 1270 492 1292 502C1250 470 1190 482 1160 560C1130 650 1220 760 1620 790V1000H-20Z';
  s.path(
    T(body),
    s.grad([
      [0, light],
      [0.35, color],
      [1, deep],
    ]),
  );
  const tube =
    'M1292 502C1250 470 1190 482 1160 560C1130 650 1220 760 1620 790V560C1520 560 1420 540 1345 552C1310 575 1268 566 1258 536C1250 510 1270 492 1292 502Z';
  s.path(T(tube), deep, { opacity: 0.75 });
  const lip =
    'M760 520C900 470 1000 390 1120 360C1220 335 1330 360 1370 430C1395 480 1380 530 1345 552C1372 500 1350 440 1290 415C1200 380 1080 420 960 480C890 515 820 530 760 520Z';
  s.path(T(lip), foam);
  const r = makeRng(s.sub());
  let sp = '';
  for (let i = 0; i < 26; i++)
    sp += circ(r.range(1000, 1420), r.range(300, 380) + dy, r.range(2, 6));
  s.path(sp, foam, { opacity: 0.85 });
  s.path(pill(1330, 772 + dy, 320, 16) + pill(1400, 752 + dy, 240, 10), foam, { opacity: 0.7 });
  let lines = '';
  for (let i = 0; i < 7; i++)
    lines += `M${f(200 + i * 90)} ${f(640 - i * 8 + dy + i * 30)}Q${f(600 + i * 40)} ${f(600 - i * 10 + dy + i * 30)} ${f(980 + i * 20)} ${f(470 + i * 36 + dy)}`;
  s.stroke(lines, light, 3, { opacity: 0.4 });
}
