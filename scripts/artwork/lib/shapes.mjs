// Reusable architectural path pieces (local coordinates).
import { f, poly } from './core.mjs';

/** Pointed (equilateral) arch, base at y, total height h. */
export function pointArch(x, y, w, h) {
  const rise = 0.866 * w * 0.5 * 1.15;
  const r = w * 0.75;
  return `M${f(x)} ${f(y)}v${f(rise - h)}a${f(r)} ${f(r)} 0 0 1 ${f(w / 2)} ${f(-rise)}a${f(r)} ${f(r)} 0 0 1 ${f(w / 2)} ${f(rise)}v${f(h - rise)}z`;
}

/** Round arch, base at y, total height h. */
export function roundArch(x, y, w, h) {
  const r = w / 2;
  return `M${f(x)} ${f(y)}v${f(r - h)}a${f(r)} ${f(r)} 0 0 1 ${f(w)} 0v${f(h - r)}z`;
}

/** Onion dome sitting on y, half-width w, height h (with a finial). */
export function onion(x, y, w, h) {
  return `M${f(x - w)} ${f(y)}C${f(x - w * 1.35)} ${f(y - h * 0.3)} ${f(x - w * 1.25)} ${f(y - h * 0.62)} ${f(x - w * 0.55)} ${f(y - h * 0.78)}C${f(x - w * 0.2)} ${f(y - h * 0.86)} ${f(x - w * 0.06)} ${f(y - h * 0.9)} ${f(x)} ${f(y - h)}C${f(x + w * 0.06)} ${f(y - h * 0.9)} ${f(x + w * 0.2)} ${f(y - h * 0.86)} ${f(x + w * 0.55)} ${f(y - h * 0.78)}C${f(x + w * 1.25)} ${f(y - h * 0.62)} ${f(x + w * 1.35)} ${f(y - h * 0.3)} ${f(x + w)} ${f(y)}Z`;
}

/** Hemispherical dome on y, radius w, height h. */
export function dome(x, y, w, h = w) {
  return `M${f(x - w)} ${f(y)}C${f(x - w)} ${f(y - h * 0.55)} ${f(x - w * 0.55)} ${f(y - h)} ${f(x)} ${f(y - h)}C${f(x + w * 0.55)} ${f(y - h)} ${f(x + w)} ${f(y - h * 0.55)} ${f(x + w)} ${f(y)}Z`;
}

/** Symmetric silhouette from a list of [y, halfWidth] pairs (bottom to top). */
export function sym(list, cx = 0) {
  const right = list.map(([y, w]) => [cx + w, y]);
  const left = list.map(([y, w]) => [cx - w, y]).reverse();
  return poly([...left, ...right]);
}

/** Stepped symmetric silhouette: [y, halfWidth] means "from here up, this width". */
export function steps(list, cx = 0, topY) {
  const out = [];
  for (let i = 0; i < list.length; i++) {
    const [y, w] = list[i];
    const next = i + 1 < list.length ? list[i + 1][0] : topY;
    out.push([y, w], [next, w]);
  }
  return sym(out, cx);
}

/** Chinese / Japanese roof with upturned eaves: centre x, eave line y, half-width w, height h. */
export function curvedRoof(x, y, w, h, lift = h * 0.35) {
  return `M${f(x - w)} ${f(y - lift)}Q${f(x - w * 0.78)} ${f(y)} ${f(x - w * 0.55)} ${f(y)}L${f(x + w * 0.55)} ${f(y)}Q${f(x + w * 0.78)} ${f(y)} ${f(x + w)} ${f(y - lift)}Q${f(x + w * 0.7)} ${f(y - h * 0.45)} ${f(x + w * 0.45)} ${f(y - h)}L${f(x - w * 0.45)} ${f(y - h)}Q${f(x - w * 0.7)} ${f(y - h * 0.45)} ${f(x - w)} ${f(y - lift)}Z`;
}

/** Crenellated wall top: merlons along [x0, x1] at y, merlon width m. */
export function merlons(x0, x1, y, m = 6, h = m) {
  let d = '';
  for (let x = x0; x + m <= x1 + 0.01; x += m * 2)
    d += `M${f(x)} ${f(y)}h${f(m)}v${f(-h)}h${f(-m)}Z`;
  return d;
}
