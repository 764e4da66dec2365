// Generic built things: skylines, houses, boats, bridges, lights.
import { f, poly, rect, circ, ell, pill, archRect, smooth, attrs } from './core.mjs';
import { makeRng } from './random.mjs';

/** Wrap local-coordinate SVG in a positioned, scaled group. */
export function place(s, x, y, scale, inner, { flip = false, op, extra = '' } = {}) {
  const k = Math.round(scale * 1000) / 1000;
  const sc = flip ? `${-k} ${k}` : `${k}`;
  s.add(
    `<g transform="translate(${f(x)} ${f(y)}) scale(${sc})"${op ? ` opacity="${op}"` : ''}${extra}>${inner}</g>`,
  );
}

export const P = (d, fill, extra = {}) => `<path d="${d}"${attrs({ fill, ...extra })}/>`;
export const S = (d, stroke, w, extra = {}) =>
  `<path d="${d}"${attrs({ fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...extra })}/>`;

/**
 * Rows of identical windows drawn as dashed strokes (compact): rows = [[x0, x1, yBottom]...].
 * arch: round tops (a dotted stroke with round caps on top of the dashes).
 */
export function windowRows(s, rows, { w, h, gap, color, arch = true, op }) {
  const body = arch ? h - w / 2 : h;
  let a = '';
  let b = '';
  for (const [x0, x1, y] of rows) {
    const n = Math.floor((x1 - x0 + gap) / (w + gap));
    if (n < 1) continue;
    const len = n * (w + gap) - gap;
    const sx = x0 + (x1 - x0 - len) / 2;
    a += `M${f(sx)} ${f(y - body / 2)}h${f(len)}`;
    if (arch) b += `M${f(sx + w / 2)} ${f(y - body)}h${f(len - w + 1)}`;
  }
  if (a)
    s.add(
      `<path d="${a}" fill="none" stroke="${color}" stroke-width="${f(body)}" stroke-dasharray="${f(w)} ${f(gap)}"${op ? ` opacity="${op}"` : ''}/>`,
    );
  if (b)
    s.add(
      `<path d="${b}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-dasharray="0 ${f(w + gap)}"${op ? ` opacity="${op}"` : ''}/>`,
    );
}

/** Window grid pattern (userSpace) for building overlays. */
export function windowPattern(s, { color, w = 4, h = 5, px = 10, py = 13, op = 1 }) {
  const id = s.once(
    `win-${color}-${w}-${h}-${px}-${py}-${op}`,
    (i) =>
      `<pattern id="${i}" width="${px}" height="${py}" patternUnits="userSpaceOnUse"><rect x="${(px - w) / 2}" y="${(py - h) / 2}" width="${w}" height="${h}" fill="${color}"${op === 1 ? '' : ` opacity="${op}"`}/></pattern>`,
  );
  return `url(#${id})`;
}

/** Random city skyline block; returns the path d. */
export function skyline(s, o) {
  const {
    x0,
    x1,
    base,
    hMin,
    hMax,
    wMin = 26,
    wMax = 70,
    color,
    tops = ['flat', 'flat', 'step', 'spire', 'slant'],
    windows,
    gap = 0,
    op,
  } = o;
  const r = makeRng(o.seed ?? s.sub());
  let d = '';
  let x = x0;
  while (x < x1) {
    const w = r.range(wMin, wMax);
    const hh = r.range(hMin, hMax) * (o.profile ? o.profile((x - x0) / (x1 - x0)) : 1);
    const top = base - hh;
    const kind = r.pick(tops);
    const pts = [
      [x, base],
      [x, top],
    ];
    if (kind === 'step') {
      const i1 = w * r.range(0.15, 0.25);
      const sh = hh * r.range(0.08, 0.15);
      pts.push([x + i1, top], [x + i1, top - sh], [x + w - i1, top - sh], [x + w - i1, top]);
    } else if (kind === 'spire') {
      pts.push(
        [x + w * 0.35, top],
        [x + w * 0.35, top - hh * 0.06],
        [x + w / 2 - 1, top - hh * 0.06],
        [x + w / 2, top - hh * 0.2],
        [x + w / 2 + 1, top - hh * 0.06],
        [x + w * 0.65, top - hh * 0.06],
        [x + w * 0.65, top],
      );
    } else if (kind === 'slant') {
      pts[1] = [x, top + w * 0.3];
      pts.push([x + w, top]);
    } else if (kind === 'dome') {
      pts.push(
        [x + w * 0.2, top],
        [x + w * 0.3, top - w * 0.2],
        [x + w * 0.5, top - w * 0.3],
        [x + w * 0.7, top - w * 0.2],
        [x + w * 0.8, top],
      );
    }
    pts.push([x + w, kind === 'slant' ? top : top], [x + w, base]);
    d += poly(pts);
    x += w + gap + r.range(-w * 0.3, 0);
  }
  if (windows) {
    const id = s.id();
    s.defs.push(`<path id="${id}" d="${d}"/>`);
    s.add(`<use href="#${id}" fill="${color}"${op ? ` opacity="${op}"` : ''}/>`);
    s.add(
      `<use href="#${id}" fill="${windowPattern(s, windows)}" opacity="${windows.layerOp ?? 0.8}"/>`,
    );
  } else s.path(d, color, { opacity: op });
  return d;
}

/** Sailboat: hull length ~ 60 × scale. */
export function sailboat(
  s,
  x,
  y,
  scale,
  { hull = '#14233f', sail = '#f3efe6', sail2, flip = false } = {},
) {
  const inner =
    P('M-30 -6L30 -6L22 4L-24 4Z', hull) +
    P('M1 -9L1 -64L-24 -9Z', sail) +
    P('M4 -12L4 -56L26 -12Z', sail2 ?? sail) +
    S('M2.5 -6L2.5 -66', hull, 1.6);
  place(s, x, y, scale, inner, { flip });
}

/** Dhow with a lateen sail (length ~100 × scale). */
export function dhow(
  s,
  x,
  y,
  scale,
  { hull = '#3b2a20', sail = '#efe3c6', flip = false, op } = {},
) {
  const inner =
    P('M-50 -12C-30 -8 20 -8 46 -16L42 -4C30 4 -30 4 -44 -2Z', hull) +
    S('M-4 -10L-2 -70', hull, 2) +
    P('M-40 -22C-20 -20 10 -30 38 -92C24 -64 6 -40 -40 -22Z', sail) +
    P('M-40 -22L38 -92C30 -56 16 -30 4 -16C-10 -16 -28 -18 -40 -22Z', sail) +
    S('M-44 -20L40 -94', hull, 1.6);
  place(s, x, y, scale, inner, { flip, op });
}

/** Rowing/fishing boat (length ~50 × scale). */
export function rowboat(s, x, y, scale, { hull = '#b3413a', trim = '#f3efe6', flip = false } = {}) {
  const inner = P('M-26 -8L26 -8L18 2L-20 2Z', hull) + P('M-26 -8L26 -8L25 -6L-25 -6Z', trim);
  place(s, x, y, scale, inner, { flip });
}

/** Seaplane (side view, nose right), length ~100 × scale. */
export function seaplane(
  s,
  x,
  y,
  scale,
  { body = '#f3efe6', trim = '#c8402e', dark = '#2a3a4a', flip = false } = {},
) {
  const inner =
    P('M-44 -14L-50 -30L-44 -30L-32 -18Z', trim) +
    P('M-46 -16Q-44 -20 -36 -20L30 -20Q40 -20 44 -14L40 -10L-36 -11Z', body) +
    P(rect(-4, -26, 30, 3), body) +
    S('M0 -23L-4 -11M20 -23L24 -11', dark, 1) +
    P(rect(0, -18, 26, 4), dark, { opacity: 0.6 }) +
    S('M-20 -10L-22 -3M14 -10L16 -3', dark, 1.2) +
    P('M-34 -3L30 -3Q36 -3 36 0L-30 0Z', body) +
    S('M45 -22V-6', dark, 1.2);
  place(s, x, y, scale, inner, { flip });
}

/** Simple figure (person) ~ 18 tall × scale. */
export const personD =
  'M0 -18a2.4 2.4 0 1 1 0.01 0ZM-2.6 -14.5h5.2l1 8h-1.6l-0.6 6.5h-1.6l-0.4-5-0.4 5h-1.6l-0.6-6.5h-1.6Z';

/** Stone arch bridge with evenodd-cut arches; apex = y of the arch tops (default: springing at the water). */
export function archBridge(
  s,
  { x0, x1, deck, water, arches, rise = 0.8, color, parapet, piers = 0.18, op, apex },
) {
  const span = (x1 - x0) / arches;
  let d = rect(x0, deck, x1 - x0, water - deck + 4);
  for (let i = 0; i < arches; i++) {
    const ax = x0 + i * span + span * piers * 0.5;
    const aw = span * (1 - piers);
    const r = aw / 2;
    const top = apex ?? Math.max(deck + 6, water - r * rise);
    d += `M${f(ax)} ${f(water + 4)}V${f(top + r * rise)}a${f(r)} ${f(r * rise)} 0 0 1 ${f(aw)} 0V${f(water + 4)}Z`;
  }
  s.path(d, color, { 'fill-rule': 'evenodd', opacity: op });
  if (parapet) s.path(rect(x0, deck - 6, x1 - x0, 6), parapet, { opacity: op });
}

/** Draw content and its mirror image below waterY (reflection). */
export function mirrored(s, inner, waterY, { op = 0.3, squash = 1 } = {}) {
  const id = s.id();
  s.defs.push(`<g id="${id}">${inner}</g>`);
  s.add(`<use href="#${id}"/>`);
  s.add(
    `<use href="#${id}" transform="matrix(1 0 0 ${-squash} 0 ${f(waterY * (1 + squash))})" opacity="${op}"/>`,
  );
}

/** Street lamps: posts with glowing heads. */
export function lamps(s, list, { post = '#14233f', light = '#ffd98a', h = 40, glowR = 16 } = {}) {
  let d = '';
  let g = '';
  for (const [x, y, k = 1] of list) {
    d += rect(x - 1.2 * k, y - h * k, 2.4 * k, h * k);
    g += circ(x, y - h * k - 3 * k, 3.6 * k);
  }
  s.path(d, post);
  for (const [x, y, k = 1] of list)
    s.path(
      circ(x, y - h * k - 3 * k, glowR * k),
      s.radial([
        [0, light, 0.7],
        [1, light, 0],
      ]),
    );
  s.path(g, light);
}

/** Row of simple houses with individual colours: list of [x, w, h, color, roof]. */
export function houses(s, list, base, { windows, roofColor, winW = 0.16, trim } = {}) {
  const byColor = new Map();
  let roofs = '';
  const wins = new Map();
  for (const [x, w, h, color, roof = 'flat', rh = w * 0.35] of list) {
    let d;
    if (roof === 'gable')
      d = poly([
        [x, base],
        [x, base - h],
        [x + w / 2, base - h - rh],
        [x + w, base - h],
        [x + w, base],
      ]);
    else if (roof === 'step')
      d = poly([
        [x, base],
        [x, base - h],
        [x + w * 0.3, base - h],
        [x + w * 0.3, base - h - 6],
        [x + w * 0.7, base - h - 6],
        [x + w * 0.7, base - h],
        [x + w, base - h],
        [x + w, base],
      ]);
    else d = rect(x, base - h, w, h);
    byColor.set(color, (byColor.get(color) ?? '') + d);
    if (roof === 'gable' && roofColor)
      roofs += poly([
        [x - 3, base - h + 2],
        [x + w / 2, base - h - rh],
        [x + w + 3, base - h + 2],
        [x + w + 3, base - h + 6],
        [x + w / 2, base - h - rh + 5],
        [x - 3, base - h + 6],
      ]);
    if (windows) {
      const ww = Math.max(3, Math.round(w * winW));
      const list2 = wins.get(ww) ?? [];
      const rows = Math.max(1, Math.floor((h - 10) / (ww * 2.2)));
      for (let rr = 0; rr < rows; rr++) {
        const wy = base - h + 8 + rr * ww * 2.2;
        if (wy + ww * 1.5 < base - 2) list2.push([x + ww * 0.6, x + w - ww * 0.6, wy + ww * 1.4]);
      }
      wins.set(ww, list2);
    }
  }
  for (const [color, d] of byColor) s.path(d, color);
  if (roofs) s.path(roofs, roofColor);
  for (const [ww, rows] of wins)
    windowRows(s, rows, { w: ww, h: ww * 1.4, gap: ww * 1.6, color: windows, arch: false });
  void trim;
}

/** Firework burst. */
export function firework(s, x, y, r, color, { rays = 18, op = 0.9, seed } = {}) {
  const rng = makeRng(seed ?? s.sub());
  let d = '';
  let dots = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2 + rng.range(-0.05, 0.05);
    const r0 = r * 0.25;
    const r1 = r * rng.range(0.75, 1);
    d += `M${f(x + Math.cos(a) * r0)} ${f(y + Math.sin(a) * r0)}L${f(x + Math.cos(a) * r1)} ${f(y + Math.sin(a) * r1)}`;
    dots += `M${f(x + Math.cos(a) * (r1 + r * 0.12))} ${f(y + Math.sin(a) * (r1 + r * 0.12))}h0`;
  }
  s.path(
    circ(x, y, r * 1.3),
    s.radial([
      [0, color, 0.35],
      [1, color, 0],
    ]),
  );
  s.stroke(d, color, Math.max(1.5, r / 40), { opacity: op });
  s.stroke(dots, color, Math.max(3, r / 22), { opacity: op });
}

/** Warm lit windows scattered inside rectangles: list of [x, y, w, h]. */
export function litWindows(
  s,
  areas,
  { color = '#ffd27a', w = 5, h = 7, density = 0.5, op = 0.9 } = {},
) {
  const r = makeRng(s.sub());
  let d = '';
  for (const [x, y, aw, ah] of areas) {
    for (let yy = y + 4; yy < y + ah - h; yy += h * 2) {
      for (let xx = x + 3; xx < x + aw - w; xx += w * 2.2)
        if (r.next() < density) d += rect(xx, yy, w, h);
    }
  }
  s.path(d, color, { opacity: op });
}

export { poly, rect, circ, ell, pill, archRect, smooth };
