// Draws the demo content's pictures: flat illustrations of a centre's work
// (classrooms, laboratories, circuits, dashboards, factories, people) composed
// from SVG shapes and rendered with sharp. No text is drawn, so captions laid
// over a picture never collide with words inside it. Nothing is fetched.
//   node scripts/make-demo-images.mjs      (writes public/images/demo/*.jpg; commit them)
// The file names are the ones prisma/seed/content.ts refers to. Every picture
// is deterministic: the same script draws the same files.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './prisma-schemas.mjs';

const out = path.join(root, 'public', 'images', 'demo');
mkdirSync(out, { recursive: true });

// ---------------------------------------------------------------- palette
const C = {
  navy: '#14264d',
  ink: '#1f2f57',
  blue: '#0a4ac3',
  blue2: '#2a64dc',
  blue3: '#6c97e8',
  blue4: '#a0bcf0',
  blue5: '#dbe7fd',
  blue6: '#eef4ff',
  orange: '#fe9437',
  orange2: '#e36900',
  orange3: '#ffca9b',
  teal: '#1fa584',
  teal2: '#7fd8bf',
  teal3: '#d4f3ea',
  yellow: '#ffc940',
  yellow2: '#ffe59a',
  red: '#e0557a',
  purple: '#7b5cd6',
  purple2: '#c9bcf3',
  grey: '#8d99ae',
  grey2: '#c7cfdc',
  grey3: '#e4e9f1',
  grey4: '#f4f6fa',
  white: '#ffffff',
  wood: '#c98b55',
  wood2: '#a86f3f',
  green: '#3fa66b',
  green2: '#8fd19e',
};
const skins = ['#f3c9a4', '#e0ac7e', '#c68a5c', '#8d5a3b', '#f1d2b6', '#b97d55'];
const hairs = ['#2b1d14', '#3b2a20', '#101010', '#5a3b22', '#8a8a8a', '#1d1d2b'];
const shirts = [C.blue, C.orange, C.teal, C.purple, C.red, C.blue2, C.navy, '#2f7fd1', '#d9822b'];
const pants = [C.navy, '#2d3a55', '#3d3d4f', '#51607a', '#24324f'];

/** A small deterministic random source, one per picture. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (list) => list[Math.floor(next() * list.length)],
    range: (lo, hi) => lo + next() * (hi - lo),
  };
}

const g = (x, y, s, body, extra = '') =>
  `<g transform="translate(${x} ${y}) scale(${s})"${extra}>${body}</g>`;
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
const pathD = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const shadow = (cx, cy, rx, ry = rx * 0.14) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#0b1f4a" opacity=".12"/>`;

// ---------------------------------------------------------------- objects (local coordinates, drawn at scale 1)

/** Lines standing for text on a board, card or page (never letters). */
function textLines(x, y, w, n, color, gap = 14, h = 6) {
  let s = '';
  for (let i = 0; i < n; i++)
    s += rect(
      x,
      y + i * gap,
      w * (i === n - 1 ? 0.6 : 0.85 + ((i * 37) % 15) / 100),
      h,
      color,
      h / 2,
    );
  return s;
}

function barChart(x, y, w, h, r, colors = [C.blue, C.orange, C.teal]) {
  const n = 5 + Math.floor(r.next() * 3);
  const bw = w / (n * 1.6);
  let s = line(x, y + h, x + w, y + h, C.grey2, 2);
  for (let i = 0; i < n; i++) {
    const bh = h * r.range(0.25, 0.95);
    s += rect(x + bw * 0.4 + i * bw * 1.6, y + h - bh, bw, bh, colors[i % colors.length], 3);
  }
  return s;
}

function lineChart(x, y, w, h, r, color = C.blue, fillColor = C.blue5) {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => [
    x + (i * w) / (n - 1),
    y + h * (0.85 - (i / n) * 0.5 - r.range(-0.15, 0.15)),
  ]);
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
  let s = pathD(`${d} L${x + w} ${y + h} L${x} ${y + h} Z`, fillColor, ' opacity=".8"');
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`;
  for (const [px, py] of pts.slice(-3))
    s += circle(px, py, 5, C.white, ` stroke="${color}" stroke-width="3"`);
  return s;
}

function pieChart(cx, cy, rad, parts = [0.45, 0.3, 0.25], colors = [C.blue, C.orange, C.teal]) {
  let a = -Math.PI / 2;
  let s = '';
  parts.forEach((p, i) => {
    const b = a + p * Math.PI * 2;
    const large = p > 0.5 ? 1 : 0;
    s += pathD(
      `M${cx} ${cy} L${cx + rad * Math.cos(a)} ${cy + rad * Math.sin(a)} A${rad} ${rad} 0 ${large} 1 ${cx + rad * Math.cos(b)} ${cy + rad * Math.sin(b)} Z`,
      colors[i % colors.length],
    );
    a = b;
  });
  return s + circle(cx, cy, rad * 0.5, C.white);
}

/** A person standing, facing us (no face drawn): about 250 units tall, feet at y = 0. */
function person(
  r,
  { pose = 'stand', shirt, skin, hair, pant, long = r.next() < 0.4, flip = false } = {},
) {
  skin ??= r.pick(skins);
  hair ??= r.pick(hairs);
  shirt ??= r.pick(shirts);
  pant ??= r.pick(pants);
  let s = shadow(0, 0, 46, 8);
  // legs
  s += line(-14, -110, -16, -8, pant, 22) + line(14, -110, 16, -8, pant, 22);
  s += rect(-32, -12, 28, 12, C.navy, 6) + rect(4, -12, 28, 12, C.navy, 6);
  // body
  s += pathD('M-38 -196 Q-40 -210 -22 -214 L22 -214 Q40 -210 38 -196 L34 -104 L-34 -104 Z', shirt);
  s += pathD('M-10 -214 L0 -198 L10 -214 Z', C.white, ' opacity=".85"');
  // arms
  if (pose === 'point') {
    s += line(-34, -200, -44, -120, shirt, 18) + circle(-44, -116, 9, skin);
    s += line(34, -204, 78, -250, shirt, 18) + circle(82, -256, 9, skin);
  } else if (pose === 'hold') {
    s += line(-34, -200, -20, -140, shirt, 18) + line(34, -200, 20, -140, shirt, 18);
    s += rect(-34, -158, 68, 44, C.grey3, 4) + rect(-30, -154, 60, 36, C.blue3, 3);
    s += circle(-22, -140, 9, skin) + circle(22, -140, 9, skin);
  } else if (pose === 'wave') {
    s += line(-34, -200, -44, -120, shirt, 18) + circle(-44, -116, 9, skin);
    s += line(34, -202, 60, -262, shirt, 18) + circle(62, -270, 10, skin);
  } else {
    s += line(-34, -200, -44, -120, shirt, 18) + line(34, -200, 44, -120, shirt, 18);
    s += circle(-44, -116, 9, skin) + circle(44, -116, 9, skin);
  }
  // neck and head
  s += rect(-8, -228, 16, 18, skin, 4);
  s += circle(0, -248, 26, skin);
  s += long
    ? pathD(
        'M-28 -246 Q-30 -282 0 -280 Q30 -282 28 -246 L30 -206 Q20 -200 16 -212 L18 -250 Q0 -262 -18 -250 L-16 -212 Q-20 -200 -30 -206 Z',
        hair,
      )
    : pathD(
        'M-27 -248 Q-30 -282 0 -279 Q30 -282 27 -248 Q22 -262 0 -262 Q-20 -262 -27 -248 Z',
        hair,
      );
  return flip ? `<g transform="scale(-1 1)">${s}</g>` : s;
}

/** A person seen from behind, seated (audience in a classroom): about 150 units tall, seat at y = 0. */
function audience(r, { shirt, hair, skin } = {}) {
  shirt ??= r.pick(shirts);
  hair ??= r.pick(hairs);
  skin ??= r.pick(skins);
  const long = r.next() < 0.4;
  let s = pathD('M-44 0 L-40 -70 Q-38 -92 -16 -96 L16 -96 Q38 -92 40 -70 L44 0 Z', shirt);
  s += rect(-8, -108, 16, 14, skin, 4);
  s += circle(0, -128, 25, skin);
  s += long
    ? pathD('M-26 -126 Q-28 -158 0 -156 Q28 -158 26 -126 L28 -92 L-28 -92 Z', hair)
    : circle(0, -132, 26, hair);
  return s;
}

function desk(w, h = 16, color = C.wood) {
  return (
    rect(-w / 2, -h, w, h, color, 4) +
    rect(-w / 2 + 12, 0, 10, 70, C.wood2, 3) +
    rect(w / 2 - 22, 0, 10, 70, C.wood2, 3)
  );
}

function laptop(r, content = 'chart') {
  let s =
    pathD('M-70 0 L70 0 L80 10 L-80 10 Z', C.grey2) +
    rect(-62, -92, 124, 88, C.ink, 6) +
    rect(-56, -86, 112, 76, C.white, 3);
  if (content === 'chart') s += barChart(-48, -76, 96, 58, r);
  else if (content === 'line') s += lineChart(-48, -76, 96, 58, r);
  else if (content === 'code')
    for (let i = 0; i < 6; i++)
      s += rect(
        -48 + (i % 3) * 8,
        -78 + i * 11,
        40 + ((i * 29) % 50),
        5,
        [C.blue, C.orange, C.teal, C.purple][i % 4],
        2,
      );
  else s += textLines(-48, -76, 96, 5, C.grey2, 12);
  return s;
}

/** Cabinet doors under a bench `w` wide (centred), with handles. */
function cabinets(w) {
  let s = '';
  const n = Math.max(2, Math.round(w / 130));
  const dw = w / n;
  for (let i = 0; i < n; i++)
    s +=
      rect(-w / 2 + i * dw + 8, 22, dw - 16, 150, C.white, 6, ' opacity=".55"') +
      rect(-w / 2 + i * dw + dw / 2 - 14, 34, 28, 6, C.grey, 3);
  return s;
}

/** A laptop seen from behind: the lid's back. */
function laptopBack() {
  return (
    rect(-66, -96, 132, 92, C.grey2, 8) +
    circle(0, -50, 9, C.white, ' opacity=".8"') +
    pathD('M-74 0 L74 0 L80 8 L-80 8 Z', C.grey)
  );
}

function monitor(r, content = 'dash', w = 220, h = 140) {
  let s = rect(-10, 0, 20, 40, C.grey, 2) + rect(-50, 38, 100, 10, C.grey, 5);
  s += rect(-w / 2, -h, w, h, C.ink, 10) + rect(-w / 2 + 8, -h + 8, w - 16, h - 16, C.white, 5);
  const x = -w / 2 + 18;
  const y = -h + 18;
  const iw = w - 36;
  const ih = h - 36;
  if (content === 'dash') {
    s +=
      barChart(x, y + ih * 0.45, iw * 0.55, ih * 0.55, r) +
      pieChart(x + iw * 0.8, y + ih * 0.6, ih * 0.3);
    s +=
      rect(x, y, iw * 0.3, ih * 0.25, C.blue5, 4) +
      rect(x + iw * 0.35, y, iw * 0.3, ih * 0.25, C.teal3, 4) +
      rect(x + iw * 0.7, y, iw * 0.3, ih * 0.25, C.yellow2, 4);
  } else if (content === 'line') s += lineChart(x, y, iw, ih, r);
  else if (content === 'web') s += browserContent(x, y, iw, ih);
  else s += barChart(x, y, iw, ih, r);
  return s;
}

function browserContent(x, y, w, h) {
  return (
    rect(x, y, w, h * 0.16, C.blue, 3) +
    circle(x + 8, y + h * 0.08, 3, C.white) +
    rect(x, y + h * 0.22, w * 0.55, h * 0.4, C.blue5, 4) +
    textLines(x + w * 0.62, y + h * 0.24, w * 0.38, 3, C.grey2, h * 0.12, h * 0.05) +
    rect(x, y + h * 0.7, w * 0.3, h * 0.3, C.teal3, 4) +
    rect(x + w * 0.35, y + h * 0.7, w * 0.3, h * 0.3, C.yellow2, 4) +
    rect(x + w * 0.7, y + h * 0.7, w * 0.3, h * 0.3, C.orange3, 4)
  );
}

function whiteboard(r, w, h, content = 'chart') {
  let s =
    rect(-w / 2 - 6, -h - 6, w + 12, h + 12, C.grey2, 8) +
    rect(-w / 2, -h, w, h, C.white, 4) +
    rect(-w / 2 + 20, 0, w - 40, 8, C.grey, 3);
  const x = -w / 2 + 26;
  const y = -h + 24;
  const iw = w - 52;
  const ih = h - 48;
  if (content === 'chart')
    s +=
      barChart(x, y + ih * 0.15, iw * 0.55, ih * 0.85, r) +
      textLines(x + iw * 0.65, y + ih * 0.2, iw * 0.35, 4, C.grey2, 18, 7);
  else if (content === 'line') s += lineChart(x, y, iw, ih, r);
  else if (content === 'net') s += network(x + iw / 2, y + ih / 2, Math.min(iw, ih) * 0.45, r);
  else if (content === 'kanban') s += kanban(x, y, iw, ih, r);
  else if (content === 'pie')
    s +=
      pieChart(x + iw * 0.3, y + ih * 0.5, ih * 0.45) +
      textLines(x + iw * 0.62, y + ih * 0.2, iw * 0.38, 4, C.grey2, 18, 7);
  return s;
}

/** Nodes and links: a neural network or a network of devices. */
function network(cx, cy, rad, r, colors = [C.blue, C.orange, C.teal, C.purple]) {
  const cols = [-1, 0, 1];
  const nodes = [];
  cols.forEach((c, ci) => {
    const n = ci === 1 ? 4 : 3;
    for (let i = 0; i < n; i++) nodes.push([cx + c * rad, cy + (i - (n - 1) / 2) * rad * 0.55, ci]);
  });
  let s = '';
  for (const a of nodes)
    for (const b of nodes) if (b[2] === a[2] + 1) s += line(a[0], a[1], b[0], b[1], C.grey2, 2);
  nodes.forEach(([x, y, ci], i) => {
    s += circle(x, y, rad * 0.12, colors[(ci + i) % colors.length]);
  });
  void r;
  return s;
}

function kanban(x, y, w, h, r) {
  let s = '';
  const cw = w / 3;
  const colors = [C.yellow2, C.orange3, C.teal3, C.blue5, C.purple2];
  for (let c = 0; c < 3; c++) {
    s += rect(x + c * cw + 4, y, cw - 8, 8, [C.blue, C.orange, C.teal][c], 3);
    const n = 3 - (c === 2 ? 1 : 0) + (r.next() < 0.5 ? 0 : -1);
    for (let i = 0; i < Math.max(1, n); i++)
      s += rect(x + c * cw + 8, y + 18 + i * (h / 3.4), cw - 16, h / 4, r.pick(colors), 4);
  }
  return s;
}

function flask(color = C.teal, fill = 0.55) {
  const body = 'M-14 -120 L-14 -70 L-52 -10 Q-58 0 -46 0 L46 0 Q58 0 52 -10 L14 -70 L14 -120 Z';
  const level = -120 * (1 - fill) + 0;
  return (
    `<clipPath id="f${color.slice(1)}${Math.round(fill * 100)}"><path d="${body}"/></clipPath>` +
    pathD(body, C.white, ' opacity=".9"') +
    `<rect x="-60" y="${Math.max(level, -62)}" width="120" height="80" fill="${color}" clip-path="url(#f${color.slice(1)}${Math.round(fill * 100)})"/>` +
    `<path d="${body}" fill="none" stroke="${C.grey2}" stroke-width="4"/>` +
    rect(-18, -128, 36, 10, C.grey2, 3) +
    circle(-12, -30, 5, C.white, ' opacity=".6"') +
    circle(8, -18, 4, C.white, ' opacity=".6"')
  );
}

function beaker(color = C.blue3, h = 90) {
  return (
    rect(-34, -h, 68, h, C.white, 6, ' opacity=".9"') +
    rect(-34, -h * 0.55, 68, h * 0.55, color, 6) +
    `<rect x="-34" y="${-h}" width="68" height="${h}" rx="6" fill="none" stroke="${C.grey2}" stroke-width="4"/>` +
    line(-20, -h + 20, -6, -h + 20, C.grey2, 3) +
    line(-20, -h + 36, -10, -h + 36, C.grey2, 3)
  );
}

function testTubes(colors = [C.orange, C.teal, C.purple, C.blue3]) {
  let s =
    rect(-80, -40, 160, 12, C.grey, 4) +
    rect(-80, 0, 160, 10, C.grey, 4) +
    rect(-76, -40, 8, 50, C.grey, 2) +
    rect(68, -40, 8, 50, C.grey, 2);
  colors.forEach((c, i) => {
    const x = -54 + i * 36;
    s +=
      rect(x - 10, -96, 20, 92, C.white, 10, ' opacity=".9"') +
      rect(x - 10, -52, 20, 48, c, 10) +
      `<rect x="${x - 10}" y="-96" width="20" height="92" rx="10" fill="none" stroke="${C.grey2}" stroke-width="3"/>`;
  });
  return s;
}

function microscope() {
  return (
    rect(-60, -14, 120, 14, C.ink, 6) +
    pathD('M30 -14 Q50 -80 10 -120 L-4 -108 Q28 -78 14 -14 Z', C.grey) +
    `<g transform="rotate(-28 0 -150)">${rect(-14, -190, 28, 86, C.blue2, 8)}${rect(-18, -200, 36, 16, C.ink, 4)}${rect(-8, -104, 16, 18, C.ink, 3)}</g>` +
    rect(-44, -70, 70, 8, C.ink, 3) +
    circle(34, -88, 12, C.grey2)
  );
}

function gear(rad, color, teeth = 8) {
  let d = '';
  for (let i = 0; i < teeth * 2; i++) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 ? rad : rad * 1.22;
    const a2 = a + Math.PI / (teeth * 2);
    d += `${i ? 'L' : 'M'}${(rr * Math.cos(a)).toFixed(1)} ${(rr * Math.sin(a)).toFixed(1)} L${(rr * Math.cos(a2)).toFixed(1)} ${(rr * Math.sin(a2)).toFixed(1)} `;
  }
  return pathD(`${d}Z`, color) + circle(0, 0, rad * 0.42, C.white, ' opacity=".9"');
}

function robotArm(color = C.orange) {
  return (
    rect(-50, -20, 100, 20, C.ink, 6) +
    rect(-30, -44, 60, 26, C.grey, 6) +
    `<g transform="rotate(-20 0 -44)">${rect(-14, -190, 28, 150, color, 12)}${circle(0, -44, 20, C.ink)}</g>` +
    `<g transform="translate(-51 -182) rotate(58)">${rect(-12, -130, 24, 130, color, 12)}${circle(0, 0, 18, C.ink)}${rect(-22, -150, 44, 22, C.ink, 6)}${rect(-22, -170, 10, 24, C.grey, 3)}${rect(12, -170, 10, 24, C.grey, 3)}</g>`
  );
}

function plant(h = 110) {
  return (
    rect(-22, -40, 44, 40, C.orange2, 6) +
    rect(-26, -46, 52, 10, C.orange, 4) +
    pathD(`M0 -46 Q-50 ${-h * 0.6} -30 ${-h} Q-6 ${-h * 0.7} 0 -46 Z`, C.green) +
    pathD(`M0 -46 Q46 ${-h * 0.55} 34 ${-h * 0.95} Q6 ${-h * 0.7} 0 -46 Z`, C.green2) +
    pathD(`M0 -46 Q-8 ${-h * 0.8} 4 ${-h * 1.1} Q16 ${-h * 0.7} 0 -46 Z`, C.green)
  );
}

function windowCity(w, h, r) {
  let s = rect(-w / 2, -h, w, h, C.blue5, 6);
  let x = -w / 2 + 10;
  while (x < w / 2 - 30) {
    const bw = r.range(30, 60);
    const bh = r.range(h * 0.25, h * 0.75);
    s += rect(x, -bh, Math.min(bw, w / 2 - x - 6), bh, r.pick([C.blue4, C.blue3, '#b9cdf4']), 2);
    x += bw + 6;
  }
  s +=
    rect(-w / 2, -h, w, h, 'none', 6, ` stroke="${C.white}" stroke-width="14"`) +
    rect(-4, -h, 8, h, C.white);
  return s;
}

function bookshelf(w, r) {
  let s = rect(-w / 2, -190, w, 190, C.wood2, 6);
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = -180 + shelf * 60;
    s += rect(-w / 2 + 8, y, w - 16, 52, '#7d5330', 3);
    let x = -w / 2 + 12;
    while (x < w / 2 - 24) {
      const bw = r.range(10, 20);
      const bh = r.range(34, 50);
      s += rect(
        x,
        y + 52 - bh,
        bw,
        bh,
        r.pick([C.blue, C.orange, C.teal, C.red, C.purple, C.yellow, C.blue3]),
        2,
      );
      x += bw + 2;
    }
  }
  return s;
}

function chip(size, color = C.ink) {
  let s = '';
  for (let i = 0; i < 5; i++) {
    const o = -size / 2 + size * (0.15 + i * 0.175);
    s +=
      line(o, -size / 2 - 14, o, size / 2 + 14, C.grey2, 5) +
      line(-size / 2 - 14, o, size / 2 + 14, o, C.grey2, 5);
  }
  return (
    s +
    rect(-size / 2, -size / 2, size, size, color, 10) +
    rect(-size / 4, -size / 4, size / 2, size / 2, C.blue2, 6) +
    circle(-size / 2 + 14, -size / 2 + 14, 5, C.blue4)
  );
}

/** Printed-circuit traces across a rectangle, with pads at their ends. */
function circuit(x0, y0, w, h, r, color = C.blue4, opacity = 0.5) {
  let s = `<g opacity="${opacity}" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round">`;
  let pads = '';
  for (let i = 0; i < 14; i++) {
    let x = x0 + r.next() * w;
    let y = y0 + r.next() * h;
    let d = `M${x.toFixed(0)} ${y.toFixed(0)}`;
    pads += circle(x, y, 7, 'none', ` stroke="${color}" stroke-width="4"`);
    for (let k = 0; k < 3; k++) {
      const horizontal = r.next() < 0.5;
      const len = r.range(40, 160) * (r.next() < 0.5 ? -1 : 1);
      if (horizontal) x = Math.max(x0, Math.min(x0 + w, x + len));
      else y = Math.max(y0, Math.min(y0 + h, y + len));
      const diag = r.range(10, 30);
      d += ` L${x.toFixed(0)} ${y.toFixed(0)} l${diag.toFixed(0)} ${diag.toFixed(0)}`;
      x += diag;
      y += diag;
    }
    s += `<path d="${d}"/>`;
    pads += circle(x, y, 6, color);
  }
  return `${s}${pads}</g>`;
}

function shieldLock() {
  return (
    pathD('M0 -170 L80 -140 Q84 -50 0 0 Q-84 -50 -80 -140 Z', C.blue) +
    pathD('M0 -150 L62 -126 Q64 -56 0 -18 Z', C.blue2) +
    rect(-34, -96, 68, 54, C.yellow, 8) +
    `<path d="M-20 -96 L-20 -114 Q-20 -136 0 -136 Q20 -136 20 -114 L20 -96" fill="none" stroke="${C.yellow}" stroke-width="10"/>` +
    circle(0, -74, 8, C.ink) +
    rect(-3, -74, 6, 18, C.ink, 2)
  );
}

function lightbulb() {
  return (
    circle(0, -110, 60, C.yellow) +
    pathD('M-30 -66 L30 -66 L24 -30 L-24 -30 Z', C.yellow) +
    rect(-24, -30, 48, 30, C.grey, 6) +
    line(-20, -18, 20, -18, C.grey2, 4) +
    pathD('M-16 -100 Q0 -130 16 -100', 'none', ` stroke="${C.orange2}" stroke-width="6"`) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = -Math.PI + (i * Math.PI) / 4;
        return line(
          90 * Math.cos(a),
          -110 + 90 * Math.sin(a),
          110 * Math.cos(a),
          -110 + 110 * Math.sin(a),
          C.yellow,
          8,
        );
      })
      .join('')
  );
}

function documents(r) {
  let s = '';
  for (let i = 2; i >= 0; i--) {
    s += `<g transform="rotate(${(i - 1) * 8})">${rect(-60, -170, 120, 160, i === 0 ? C.white : C.grey3, 8)}${textLines(-44, -150, 88, 6, C.grey2, 18, 7)}</g>`;
  }
  s += `<g transform="translate(40 -20)">${circle(0, 0, 26, C.orange)}${pathD('M-12 22 L-18 52 L0 42 L18 52 L12 22 Z', C.orange2)}${circle(0, 0, 14, C.yellow)}</g>`;
  void r;
  return s;
}

function certificate() {
  return (
    rect(-120, -160, 240, 160, C.white, 6) +
    rect(-110, -150, 220, 140, 'none', 4, ` stroke="${C.yellow}" stroke-width="4"`) +
    rect(-70, -128, 140, 12, C.blue, 6) +
    textLines(-80, -100, 160, 3, C.grey2, 18, 7) +
    `<g transform="translate(74 -34)">${circle(0, 0, 24, C.orange)}${pathD('M-12 20 L-16 46 L0 38 L16 46 L12 20 Z', C.orange2)}${circle(0, 0, 13, C.yellow)}</g>`
  );
}

function trophy() {
  return (
    rect(-40, -20, 80, 20, C.ink, 4) +
    rect(-12, -60, 24, 42, C.yellow, 3) +
    pathD('M-56 -170 L56 -170 Q56 -70 0 -60 Q-56 -70 -56 -170 Z', C.yellow) +
    `<path d="M-56 -150 Q-92 -150 -84 -118 Q-78 -96 -48 -96 M56 -150 Q92 -150 84 -118 Q78 -96 48 -96" fill="none" stroke="${C.yellow}" stroke-width="10"/>` +
    pathD('M-36 -160 L-20 -160 Q-22 -100 0 -78 Q-36 -92 -36 -160 Z', C.white, ' opacity=".45"')
  );
}

function printer3d(r) {
  return (
    rect(-90, -200, 180, 200, C.ink, 10) +
    rect(-76, -186, 152, 150, C.blue6, 4) +
    rect(-76, -36, 152, 22, C.grey, 3) +
    rect(-76, -176, 152, 10, C.grey, 3) +
    rect(-14, -172, 28, 26, C.orange, 4) +
    pathD('M-6 -146 L6 -146 L0 -134 Z', C.orange2) +
    pathD('M-40 -50 L40 -50 L30 -100 L-30 -100 Z', r.pick([C.teal, C.orange, C.blue3])) +
    rect(-30, -108, 60, 8, C.teal2, 2) +
    rect(-76, 0, 24, 10, C.grey, 3) +
    rect(52, 0, 24, 10, C.grey, 3)
  );
}

function factory(r) {
  let s =
    rect(-200, -120, 400, 120, C.blue3, 4) +
    pathD(
      'M-200 -120 L-200 -170 L-130 -130 L-130 -170 L-60 -130 L-60 -170 L10 -130 L10 -120 Z',
      C.blue2,
    );
  s += rect(60, -230, 34, 230, C.grey, 3) + rect(120, -200, 30, 200, C.grey, 3);
  s +=
    circle(77, -250, 20, C.white, ' opacity=".8"') +
    circle(96, -272, 26, C.white, ' opacity=".6"') +
    circle(135, -222, 16, C.white, ' opacity=".7"');
  for (let i = 0; i < 5; i++) s += rect(-186 + i * 50, -96, 34, 30, C.blue5, 3);
  s += rect(20, -74, 60, 74, C.navy, 3);
  void r;
  return s;
}

function conveyor(w, r, items = 'boxes') {
  let s = rect(-w / 2, -24, w, 24, C.ink, 12);
  for (let x = -w / 2 + 16; x < w / 2; x += 36) s += circle(x, -12, 7, C.grey);
  s += rect(-w / 2 + 20, 0, 12, 60, C.grey, 3) + rect(w / 2 - 32, 0, 12, 60, C.grey, 3);
  for (let i = 0; i < 4; i++) {
    const x = -w / 2 + 40 + i * (w / 4.2);
    if (items === 'fruit')
      s +=
        circle(x + 20, -46, 22, r.pick([C.orange, C.red, C.green, C.yellow])) +
        rect(x + 18, -74, 4, 10, C.wood2, 2);
    else
      s +=
        rect(x, -84, 60, 60, C.wood, 4) +
        rect(x, -84, 60, 14, C.wood2, 3) +
        rect(x + 24, -84, 12, 60, C.orange3, 0, ' opacity=".6"');
  }
  return s;
}

function waves(color = C.teal, n = 3) {
  let s = circle(0, 0, 8, color);
  for (let i = 1; i <= n; i++)
    s += `<path d="M${-22 * i} ${-22 * i} A${31 * i} ${31 * i} 0 0 1 ${22 * i} ${-22 * i}" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" opacity="${1 - i * 0.2}"/>`;
  return s;
}

function solarPanel() {
  let s =
    rect(-6, -70, 12, 70, C.grey, 3) +
    `<g transform="skewX(-20)">${rect(-60, -150, 150, 84, C.navy, 6)}`;
  for (let i = 1; i < 4; i++) s += line(-60 + i * 37.5, -150, -60 + i * 37.5, -66, C.blue3, 3);
  s += line(-60, -108, 90, -108, C.blue3, 3);
  return `${s}</g>`;
}

function windTurbine(r, h = 300) {
  const a = r.range(0, 120);
  return (
    pathD(`M-8 0 L-4 ${-h} L4 ${-h} L8 0 Z`, C.white) +
    `<g transform="translate(0 ${-h}) rotate(${a})">` +
    [0, 120, 240]
      .map(
        (d) =>
          `<path d="M0 0 Q12 -60 0 -130 Q-8 -60 0 0 Z" fill="${C.white}" transform="rotate(${d})"/>`,
      )
      .join('') +
    `</g>` +
    circle(0, -h, 9, C.grey2)
  );
}

function cameraTripod() {
  return (
    line(0, -120, -50, 0, C.ink, 6) +
    line(0, -120, 50, 0, C.ink, 6) +
    line(0, -120, 0, 0, C.ink, 6) +
    rect(-60, -190, 100, 70, C.ink, 10) +
    circle(-10, -155, 24, C.grey) +
    circle(-10, -155, 14, C.blue2) +
    pathD('M40 -175 L76 -192 L76 -118 L40 -135 Z', C.ink) +
    circle(-44, -178, 5, C.red)
  );
}

function playCard() {
  return (
    rect(-110, -150, 220, 150, C.white, 12) +
    rect(-98, -138, 196, 110, C.blue3, 8) +
    circle(0, -83, 30, C.white, ' opacity=".95"') +
    pathD('M-9 -98 L15 -83 L-9 -68 Z', C.blue) +
    rect(-98, -18, 196, 6, C.grey3, 3) +
    rect(-98, -18, 110, 6, C.orange, 3)
  );
}

function building() {
  let s =
    pathD('M-220 -210 L0 -290 L220 -210 Z', C.blue) +
    rect(-220, -212, 440, 22, C.blue2, 2) +
    rect(-200, -190, 400, 190, C.white);
  for (let i = 0; i < 6; i++) s += rect(-176 + i * 66, -180, 22, 170, C.blue5, 3);
  return (
    s +
    rect(-36, -90, 72, 90, C.blue2, 4) +
    rect(-240, -10, 480, 14, C.grey2, 3) +
    circle(0, -242, 18, C.yellow)
  );
}

function speechBubble(w, h, color = C.white, tail = 'left') {
  const t =
    tail === 'left'
      ? `M${-w / 2 + 20} ${h / 2} L${-w / 2 + 10} ${h / 2 + 22} L${-w / 2 + 44} ${h / 2} Z`
      : `M${w / 2 - 20} ${h / 2} L${w / 2 - 10} ${h / 2 + 22} L${w / 2 - 44} ${h / 2} Z`;
  return rect(-w / 2, -h / 2, w, h, color, 16) + pathD(t, color);
}

/** Two linked rings: a partnership. */
function rings() {
  return (
    `<g fill="none" stroke-width="18">${circle(-34, 0, 56, 'none', ` stroke="${C.blue}" stroke-width="18"`)}${circle(34, 0, 56, 'none', ` stroke="${C.orange}" stroke-width="18"`)}</g>` +
    `<path d="M-6 -44 A56 56 0 0 1 22 -54" fill="none" stroke="${C.blue}" stroke-width="18"/>`
  );
}

/** Stacks of coins next to a rising arrow: a grant. */
function coins() {
  let s = '';
  [
    [-60, 4],
    [0, 6],
    [60, 3],
  ].forEach(([x, n]) => {
    for (let i = 0; i < n; i++)
      s += `<ellipse cx="${x}" cy="${-i * 14}" rx="26" ry="9" fill="${i % 2 ? C.yellow : '#f5b82e'}" stroke="#d99a12" stroke-width="2"/>`;
  });
  return (
    s +
    `<path d="M-90 -40 L-30 -90 L10 -70 L80 -140" fill="none" stroke="${C.teal}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    pathD('M80 -140 L52 -136 L76 -112 Z', C.teal)
  );
}

function clipboardCheck() {
  let s =
    rect(-80, -200, 160, 200, C.wood, 10) +
    rect(-66, -186, 132, 176, C.white, 4) +
    rect(-30, -208, 60, 24, C.grey, 6);
  for (let i = 0; i < 4; i++) {
    s +=
      rect(-50, -160 + i * 38, 18, 18, C.white, 3, ` stroke="${C.teal}" stroke-width="3"`) +
      rect(-22, -154 + i * 38, 70, 7, C.grey2, 3);
    if (i < 3)
      s += `<path d="M-47 ${-151 + i * 38} l5 6 l10 -12" fill="none" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return s;
}

function wrench() {
  return `<g transform="rotate(-40)">${rect(-10, -20, 20, 150, C.grey, 8)}${pathD('M-26 -20 Q-30 -60 -8 -70 L-8 -40 L8 -40 L8 -70 Q30 -60 26 -20 Z', C.grey)}</g>`;
}

function gauge(value = 0.7) {
  const a = Math.PI + value * Math.PI;
  return (
    pathD('M-90 0 A90 90 0 0 1 90 0 Z', C.white) +
    `<path d="M-74 0 A74 74 0 0 1 -22 -70" fill="none" stroke="${C.teal}" stroke-width="14"/>` +
    `<path d="M-22 -70 A74 74 0 0 1 52 -52" fill="none" stroke="${C.yellow}" stroke-width="14"/>` +
    `<path d="M52 -52 A74 74 0 0 1 74 0" fill="none" stroke="${C.red}" stroke-width="14"/>` +
    line(0, 0, 66 * Math.cos(a), 66 * Math.sin(a), C.ink, 6) +
    circle(0, 0, 10, C.ink)
  );
}

function podium() {
  return (
    pathD('M-50 0 L-40 -110 L40 -110 L50 0 Z', C.blue) +
    rect(-56, -124, 112, 18, C.blue2, 4) +
    circle(0, -66, 16, C.white, ' opacity=".85"')
  );
}

function cloud(color = C.white) {
  return (
    circle(-40, 0, 34, color) +
    circle(0, -18, 44, color) +
    circle(44, 0, 32, color) +
    rect(-74, 0, 150, 32, color, 16)
  );
}

function scatterDecor(r, w, h, n = 10, colors = [C.blue4, C.orange3, C.teal2, C.yellow2]) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r.next() * w;
    const y = r.next() * h * 0.6;
    const c = r.pick(colors);
    const k = r.next();
    if (k < 0.33) s += circle(x, y, r.range(4, 9), c, ' opacity=".7"');
    else if (k < 0.66)
      s += `<path d="M${x - 8} ${y} h16 M${x} ${y - 8} v16" stroke="${c}" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
    else
      s += `<rect x="${x - 6}" y="${y - 6}" width="12" height="12" rx="2" fill="none" stroke="${c}" stroke-width="3" opacity=".7" transform="rotate(20 ${x} ${y})"/>`;
  }
  return s;
}

// ---------------------------------------------------------------- rooms

/** Background: a wall with a soft gradient, a floor, and a few large soft shapes. */
function room(
  w,
  h,
  r,
  { wall = [C.blue6, C.blue5], floor = '#d6e2f7', floorAt = 0.78, blobs = true } = {},
) {
  const id = `w${Math.floor(r.next() * 1e6)}`;
  let s = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient></defs>`;
  s += rect(0, 0, w, h, `url(#${id})`);
  if (blobs) {
    s += circle(
      w * r.range(0.05, 0.25),
      h * r.range(0.1, 0.4),
      h * r.range(0.3, 0.5),
      C.white,
      ' opacity=".45"',
    );
    s += circle(
      w * r.range(0.75, 0.95),
      h * r.range(0.05, 0.3),
      h * r.range(0.25, 0.45),
      C.white,
      ' opacity=".35"',
    );
  }
  s += rect(0, h * floorAt, w, h * (1 - floorAt), floor);
  s += rect(0, h * floorAt, w, 6, C.white, 0, ' opacity=".6"');
  return s;
}

/** Outdoor background: sky, sun, hills. */
function outdoor(
  w,
  h,
  r,
  { sky = ['#cfe2ff', '#eef5ff'], ground = '#bfe3c8', ground2 = '#9fd3ae' } = {},
) {
  const id = `s${Math.floor(r.next() * 1e6)}`;
  let s = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`;
  s +=
    rect(0, 0, w, h, `url(#${id})`) + circle(w * r.range(0.7, 0.9), h * 0.22, h * 0.09, C.yellow2);
  s +=
    g(w * r.range(0.1, 0.3), h * 0.2, h / 600, cloud()) +
    g(w * r.range(0.5, 0.65), h * 0.14, h / 900, cloud());
  s += pathD(
    `M0 ${h * 0.72} Q${w * 0.25} ${h * 0.6} ${w * 0.5} ${h * 0.7} T${w} ${h * 0.66} L${w} ${h} L0 ${h} Z`,
    ground2,
  );
  s += pathD(
    `M0 ${h * 0.8} Q${w * 0.3} ${h * 0.72} ${w * 0.6} ${h * 0.8} T${w} ${h * 0.78} L${w} ${h} L0 ${h} Z`,
    ground,
  );
  return s;
}

// ---------------------------------------------------------------- scenes (each fills w x h; k scales objects to the height)

const scenes = {
  classroom(w, h, r, board = 'chart') {
    const k = h / 450;
    const fy = h * 0.78;
    let s = room(w, h, r);
    s += g(w * 0.12, fy - 150 * k, k, windowCity(120, 150, r));
    s += g(w * 0.5, fy - 120 * k, k, whiteboard(r, 300, 170, board));
    s += g(w * 0.76, fy, k, person(r, { pose: 'point', flip: true }));
    s += g(w * 0.9, fy, k * 0.9, plant());
    for (let i = 0; i < 4; i++) s += g(w * (0.2 + i * 0.18), h + 40 * k, k * 1.05, audience(r));
    return s;
  },
  lab(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eaf7f3', '#d4f0e7'], floor: '#c4e6dc', floorAt: 0.8 });
    s += g(w * 0.5, fy - 200 * k, k, rect(-w / k / 2, -6, w / k, 12, C.white, 0, ' opacity=".7"'));
    s += g(w * 0.4, fy + 64 * k, k, person(r, { pose: 'hold', shirt: C.white }));
    s += g(
      w * 0.5,
      fy - 20 * k,
      k,
      rect((-w / k) * 0.45, -14, (w / k) * 0.9, 24, C.grey2, 6) +
        rect((-w / k) * 0.45, 10, (w / k) * 0.9, 200, C.grey3) +
        cabinets((w / k) * 0.9),
    );
    s += g(w * 0.2, fy - 34 * k, k, flask(C.teal, 0.5));
    s += g(w * 0.32, fy - 34 * k, k * 0.8, beaker(C.orange));
    s += g(w * 0.5, fy - 34 * k, k, microscope());
    s += g(w * 0.7, fy - 34 * k, k * 0.9, testTubes());
    s += g(w * 0.86, fy - 34 * k, k * 0.9, flask(C.purple, 0.4));
    s += scatterDecor(r, w, h * 0.5, 8);
    return s;
  },
  circuit(w, h, r) {
    const k = h / 450;
    const id = `c${Math.floor(r.next() * 1e6)}`;
    let s = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2a66"/><stop offset="1" stop-color="#123f9a"/></linearGradient></defs>${rect(0, 0, w, h, `url(#${id})`)}`;
    s += circuit(0, 0, w, h, r, C.blue3, 0.55);
    s += g(w * 0.5, h * 0.5, k * 1.1, chip(120, '#0d1f44'));
    s += g(w * 0.2, h * 0.35, k * 0.6, chip(80, '#0d1f44'));
    s += g(w * 0.82, h * 0.68, k * 0.55, chip(80, '#0d1f44'));
    return s;
  },
  security(w, h, r) {
    const k = h / 450;
    let s = `${rect(0, 0, w, h, '#0b2a66')}${circuit(0, 0, w, h, r, C.blue3, 0.5)}`;
    s += g(w * 0.5, h * 0.82, k * 1.3, shieldLock());
    s += g(w * 0.2, h * 0.72, k * 0.9, laptop(r, 'code'));
    s += g(w * 0.8, h * 0.72, k * 0.9, monitor(r, 'line', 200, 130));
    return s;
  },
  dashboard(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#f3f6fc', '#e3ebf9'] });
    s += g(w * 0.5, fy - 60 * k, k * 1.2, monitor(r, 'dash', 280, 170));
    s += g(w * 0.5, fy + 12 * k, k, desk((w / k) * 0.8));
    s += g(w * 0.2, fy - 14 * k, k, laptop(r, 'line'));
    s += g(w * 0.82, fy - 4 * k, k * 0.8, plant());
    s += g(
      w * 0.82,
      fy - 190 * k,
      k * 0.9,
      `${rect(-70, -50, 140, 100, C.white, 10)}${pieChart(-22, 0, 34)}${textLines(20, -24, 40, 3, C.grey2, 16, 6)}`,
    );
    s += g(
      w * 0.16,
      fy - 200 * k,
      k * 0.9,
      `${rect(-80, -50, 160, 100, C.white, 10)}${lineChart(-64, -34, 128, 68, r, C.orange, C.orange3)}`,
    );
    return s;
  },
  data(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eef3ff', '#dce7fc'] });
    s += g(w * 0.3, fy - 120 * k, k, whiteboard(r, 260, 160, 'line'));
    s += g(w * 0.82, fy + 4 * k, k * 0.85, person(r, { flip: true }));
    s += g(w * 0.62, fy + 20 * k, k, desk(300));
    s += g(w * 0.6, fy - 6 * k, k, laptop(r, 'chart'));
    s += g(
      w * 0.86,
      fy - 300 * k,
      k * 0.8,
      `${rect(-70, -45, 140, 90, C.white, 10)}${barChart(-56, -32, 112, 64, r)}`,
    );
    s += scatterDecor(r, w, h * 0.4, 6);
    return s;
  },
  ai(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#f1edff', '#e2dafb'], floor: '#d7cff3' });
    s += g(w * 0.5, fy - 110 * k, k, whiteboard(r, 320, 190, 'net'));
    s += g(w * 0.2, fy + 40 * k, k, desk(200));
    s += g(w * 0.2, fy + 14 * k, k, laptop(r, 'code'));
    s += g(
      w * 0.2,
      fy - 190 * k,
      k * 0.8,
      speechBubble(150, 70) + textLines(-50, -14, 100, 2, C.purple2, 18, 8),
    );
    s += g(
      w * 0.82,
      fy - 230 * k,
      k * 0.7,
      speechBubble(150, 70, C.white, 'right') + textLines(-50, -14, 100, 2, C.blue4, 18, 8),
    );
    s += g(w * 0.82, fy, k, person(r, { pose: 'wave', flip: true }));
    return s;
  },
  automation(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff4e6', '#ffe6cc'], floor: '#f4d4b0' });
    s += g(w * 0.5, fy, k, conveyor((w / k) * 0.8, r));
    s += g(w * 0.25, fy - 28 * k, k * 0.95, robotArm(C.orange));
    s += g(
      w * 0.8,
      fy - 150 * k,
      k,
      `${rect(-70, -80, 140, 160, C.ink, 8)}${rect(-58, -68, 116, 60, C.teal3, 4)}${[0, 1, 2].map((i) => circle(-36 + i * 36, 30, 12, [C.teal, C.yellow, C.red][i])).join('')}`,
    );
    s += g(w * 0.6, fy - 250 * k, k * 0.9, gear(40, C.blue3) + g(62, 40, 0.6, gear(40, C.orange3)));
    return s;
  },
  iot(w, h, r) {
    const k = h / 450;
    let s = outdoor(w, h, r, {
      sky: ['#d9e6ff', '#f2f7ff'],
      ground: '#cfd9ea',
      ground2: '#b8c6de',
    });
    s += g(w * 0.5, h * 0.86, k, factory(r));
    s += g(w * 0.16, h * 0.4, k, waves(C.teal)) + g(w * 0.84, h * 0.36, k, waves(C.orange));
    s += g(w * 0.16, h * 0.86, k * 0.9, monitor(r, 'line', 180, 110));
    s += g(w * 0.85, h * 0.86, k * 0.8, laptop(r, 'chart'));
    s += `<path d="M${w * 0.22} ${h * 0.4} Q${w * 0.5} ${h * 0.05} ${w * 0.78} ${h * 0.36}" fill="none" stroke="${C.blue3}" stroke-width="${3 * k}" stroke-dasharray="${10 * k} ${10 * k}"/>`;
    return s;
  },
  agile(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff8e6', '#fdebc2'], floor: '#f1dcaa' });
    s += g(w * 0.45, fy - 110 * k, k, whiteboard(r, 340, 200, 'kanban'));
    s += g(w * 0.15, fy, k * 0.95, person(r, { pose: 'point' }));
    s += g(w * 0.8, fy, k * 0.95, person(r, { pose: 'hold', flip: true }));
    s += g(w * 0.93, fy, k * 0.8, plant());
    return s;
  },
  proposal(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eef4ff', '#dde8fc'] });
    s += g(w * 0.18, fy, k, bookshelf(180, r));
    s += g(w * 0.5, fy + 60 * k, k, desk(340));
    s += g(w * 0.5, fy + 54 * k, k, documents(r));
    s += g(w * 0.78, fy - 190 * k, k * 0.8, lightbulb());
    s += g(w * 0.66, fy + 44 * k, k * 0.6, plant());
    return s;
  },
  printing(w, h, r) {
    const k = h / 450;
    const fy = h * 0.82;
    let s = room(w, h, r, { wall: ['#e9f6f2', '#d2eee5'], floor: '#bfe2d6', floorAt: 0.82 });
    s += g(w * 0.5, fy + 40 * k, k, desk((w / k) * 0.7));
    s += g(w * 0.5, fy + 14 * k, k, printer3d(r));
    s += g(w * 0.2, fy - 120 * k, k * 0.8, gear(34, C.orange) + g(56, 30, 0.6, gear(34, C.teal)));
    s += g(
      w * 0.76,
      fy + 24 * k,
      k * 0.8,
      `${pathD('M-40 0 L40 0 L30 -70 L-30 -70 Z', C.blue3)}${pathD('M-20 -70 L20 -70 L0 -110 Z', C.orange)}`,
    );
    return s;
  },
  presentation(w, h, r) {
    const k = h / 450;
    const fy = h * 0.78;
    let s = room(w, h, r, { wall: ['#e9efff', '#d3dffa'] });
    s += g(w * 0.42, fy - 130 * k, k, whiteboard(r, 340, 190, 'pie'));
    s += g(w * 0.78, fy, k, podium());
    s += g(w * 0.78, fy - 100 * k, k * 0.75, person(r, { pose: 'wave', flip: true }));
    for (let i = 0; i < 5; i++) s += g(w * (0.1 + i * 0.17), h + 50 * k, k, audience(r));
    return s;
  },
  meeting(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eef4ff', '#dae6fb'] });
    s += g(
      w * 0.5,
      fy - 170 * k,
      k * 0.9,
      monitor(r, 'dash', 280, 160).replace(
        /<rect x="-10" y="0"[^>]+>|<rect x="-50" y="38"[^>]+>/g,
        '',
      ),
    );
    s += g(w * 0.16, fy, k * 0.9, person(r, { pose: 'point' }));
    s += g(w * 0.84, fy, k * 0.9, person(r, { flip: true }));
    s += g(w * 0.5, fy + 40 * k, k, desk((w / k) * 0.6, 18, C.white));
    for (let i = 0; i < 3; i++) s += g(w * (0.33 + i * 0.17), fy + 120 * k, k * 0.85, audience(r));
    return s;
  },
  quality(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#e8f7f1', '#d1efe3'], floor: '#bfe3d4' });
    s += g(w * 0.32, fy - 10 * k, k, clipboardCheck());
    s += g(w * 0.6, fy - 120 * k, k, certificate());
    s += g(w * 0.82, fy, k, person(r, { pose: 'hold', flip: true }));
    s += g(w * 0.12, fy, k * 0.8, plant());
    return s;
  },
  maintenance(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff3e8', '#fde2c8'], floor: '#efcfae' });
    s +=
      g(w * 0.3, h * 0.45, k * 1.4, gear(50, C.blue2, 10)) +
      g(w * 0.44, h * 0.3, k, gear(40, C.orange, 8)) +
      g(w * 0.42, h * 0.62, k * 0.8, gear(36, C.teal, 8));
    s += g(w * 0.62, h * 0.45, k, wrench());
    s += g(w * 0.8, fy, k, person(r, { pose: 'hold', shirt: C.orange, flip: true }));
    s += g(w * 0.62, fy - 10 * k, k * 0.7, gauge(0.35));
    return s;
  },
  leadership(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#f2efff', '#e1dafa'], floor: '#d3caf0' });
    const xs = [0.2, 0.35, 0.5, 0.65, 0.8];
    xs.forEach((x, i) => {
      s += g(
        w * x,
        fy + (i % 2 ? -6 : 6) * k,
        k * (i === 2 ? 1.05 : 0.9),
        person(r, { pose: i === 2 ? 'wave' : 'stand', flip: i > 2 }),
      );
    });
    s += g(w * 0.5, h * 0.18, k * 0.6, waves(C.orange, 3));
    return s;
  },
  energy(w, h, r) {
    const k = h / 450;
    let s = outdoor(w, h, r);
    s +=
      g(w * 0.15, h * 0.74, k * 0.9, windTurbine(r, 280)) +
      g(w * 0.28, h * 0.7, k * 0.7, windTurbine(r, 280));
    for (let i = 0; i < 3; i++) s += g(w * (0.52 + i * 0.14), h * 0.9, k, solarPanel());
    s += g(w * 0.86, h * 0.72, k * 0.7, lightbulb());
    return s;
  },
  award(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff7e0', '#ffe9ad'], floor: '#f5d889' });
    s += g(w * 0.5, fy - 20 * k, k * 1.2, trophy());
    s += g(
      w * 0.5,
      fy + 40 * k,
      k,
      rect(-110, -60, 220, 60, C.blue, 6) + rect(-110, -60, 220, 12, C.blue2, 4),
    );
    s +=
      g(w * 0.2, fy, k, person(r, { pose: 'wave' })) +
      g(w * 0.8, fy, k, person(r, { pose: 'wave', flip: true }));
    s += scatterDecor(r, w, h * 0.6, 16, [C.orange, C.blue3, C.teal, C.red]);
    return s;
  },
  partnership(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eaf2ff', '#d5e3fb'] });
    s += g(w * 0.25, fy, k * 0.6, building());
    s += g(w * 0.75, fy, k * 0.55, factory(r));
    s += g(w * 0.5, h * 0.3, k * 0.9, rings());
    s += g(w * 0.4, fy, k * 0.9, person(r)) + g(w * 0.6, fy, k * 0.9, person(r, { flip: true }));
    return s;
  },
  campus(w, h, r) {
    const k = h / 450;
    let s = outdoor(w, h, r, { ground: '#c9e7cf', ground2: '#a9d7b4' });
    s += g(w * 0.5, h * 0.84, k, building());
    s += g(w * 0.12, h * 0.86, k * 0.9, plant(150)) + g(w * 0.88, h * 0.86, k * 0.9, plant(150));
    for (let i = 0; i < 4; i++)
      s += g(
        w * (0.22 + i * 0.19),
        h * 0.98,
        k * 0.55,
        person(r, { pose: i % 2 ? 'wave' : 'stand', flip: i > 1 }),
      );
    return s;
  },
  web(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eef4ff', '#dbe6fc'] });
    s += g(w * 0.45, fy + 30 * k, k, desk((w / k) * 0.7));
    s += g(w * 0.42, fy - 46 * k, k * 1.25, monitor(r, 'web', 300, 180));
    s += g(
      w * 0.7,
      fy + 14 * k,
      k * 0.9,
      `${rect(-34, -120, 68, 120, C.ink, 10)}${rect(-28, -110, 56, 96, C.white, 4)}${browserContent(-24, -106, 48, 88)}`,
    );
    s += g(w * 0.16, fy + 14 * k, k * 0.8, plant());
    return s;
  },
  media(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff0f3', '#fbd9e2'], floor: '#f2c3d0' });
    s += g(w * 0.24, fy, k, cameraTripod());
    s += g(w * 0.6, fy - 110 * k, k, playCard());
    s += g(w * 0.85, fy, k * 0.9, person(r, { pose: 'wave', flip: true }));
    s += g(
      w * 0.6,
      fy - 40 * k,
      k * 0.8,
      `${rect(-70, -36, 60, 36, C.white, 6)}${pieChart(-40, -18, 14)}${rect(10, -36, 60, 36, C.white, 6)}${barChart(18, -32, 44, 28, r)}`,
    );
    return s;
  },
  materials(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eef2f7', '#dde4ee'], floor: '#c9d3e2' });
    s += g(
      w * 0.42,
      fy,
      k,
      `${rect(-110, -300, 20, 300, C.grey, 4)}${rect(90, -300, 20, 300, C.grey, 4)}${rect(-120, -320, 240, 30, C.ink, 6)}${rect(-24, -290, 48, 90, C.blue2, 6)}${rect(-60, -150, 120, 30, C.orange, 4)}${rect(-120, -30, 240, 30, C.ink, 6)}`,
    );
    s += g(w * 0.72, fy + 30 * k, k, desk(220));
    s += g(w * 0.72, fy - 29 * k, k * 0.9, monitor(r, 'line', 200, 130));
    s += g(w * 0.15, fy, k * 0.9, person(r, { pose: 'hold', shirt: C.white }));
    return s;
  },
  electrical(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fffbe6', '#fdf0b8'], floor: '#efe0a0' });
    s += g(w * 0.42, fy + 30 * k, k, desk(320));
    s += g(
      w * 0.42,
      fy + 14 * k,
      k,
      `${rect(-130, -150, 260, 150, C.ink, 10)}${rect(-114, -136, 150, 100, '#0d2b24', 4)}<path d="M-110 -86 q18 -40 36 0 t36 0 t36 0 t36 0" fill="none" stroke="${C.teal2}" stroke-width="4"/>${[0, 1, 2].map((i) => circle(74, -116 + i * 36, 11, C.grey2)).join('')}`,
    );
    s += g(
      w * 0.8,
      h * 0.4,
      k * 1.1,
      pathD('M10 -80 L-30 10 L0 10 L-12 80 L34 -14 L4 -14 Z', C.yellow),
    );
    s += g(w * 0.16, fy, k * 0.9, person(r, { pose: 'point' }));
    return s;
  },
  packaging(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff4e8', '#fde4c8'], floor: '#efcda6' });
    for (let i = 0; i < 3; i++)
      for (let j = 0; j <= 2 - i; j++)
        s += g(
          w * (0.2 + j * 0.1 + i * 0.05),
          fy - i * 74 * k,
          k,
          rect(-40, -74, 80, 74, C.wood, 4) +
            rect(-40, -74, 80, 14, C.wood2, 3) +
            rect(-8, -74, 16, 74, C.orange3, 0, ' opacity=".6"'),
        );
    s += g(w * 0.66, fy - 60 * k, k * 1.1, gauge(0.62));
    s += g(w * 0.66, fy, k, rect(-100, -50, 200, 50, C.grey, 6));
    s += g(w * 0.88, fy, k * 0.9, person(r, { pose: 'hold', flip: true }));
    return s;
  },
  sorting(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#edf9ee', '#d6f0d9'], floor: '#bfe3c4' });
    s += g(w * 0.5, fy, k, conveyor((w / k) * 0.8, r, 'fruit'));
    s += g(
      w * 0.5,
      fy - 230 * k,
      k,
      `${rect(-6, -40, 12, 60, C.grey, 3)}${rect(-40, 10, 80, 44, C.ink, 8)}${circle(0, 32, 14, C.blue3)}<path d="M-30 54 L-90 150 L90 150 L30 54 Z" fill="${C.yellow}" opacity=".25"/>`,
    );
    s += g(w * 0.86, fy - 120 * k, k * 0.8, monitor(r, 'bar', 160, 110));
    return s;
  },
  visit(w, h, r) {
    const k = h / 450;
    const fy = h * 0.82;
    let s = room(w, h, r, { wall: ['#e9f1ff', '#d6e4fb'], floorAt: 0.82 });
    s += g(w * 0.5, fy - 150 * k, k * 0.8, windowCity(520, 200, r));
    for (let i = 0; i < 5; i++)
      s += g(
        w * (0.18 + i * 0.16),
        fy,
        k * 0.88,
        person(r, { pose: i === 0 ? 'point' : i === 4 ? 'wave' : 'stand', flip: i > 2 }),
      );
    return s;
  },
  closure(w, h, r) {
    const k = h / 450;
    let s = outdoor(w, h, r, {
      sky: ['#ffe4c4', '#fff5e8'],
      ground: '#d8e8d0',
      ground2: '#c4dcba',
    });
    s += g(w * 0.5, h * 0.84, k, building());
    s += g(
      w * 0.16,
      h * 0.5,
      k,
      `${rect(-60, -60, 120, 120, C.white, 10)}${rect(-60, -60, 120, 30, C.red, 10)}${rect(-60, -40, 120, 10, C.red)}${[0, 1, 2, 3].map((i) => rect(-44 + (i % 2) * 50, -12 + Math.floor(i / 2) * 34, 38, 24, i === 3 ? C.orange3 : C.grey3, 4)).join('')}`,
    );
    s += scatterDecor(r, w, h * 0.5, 18, [C.orange, C.red, C.yellow, C.teal]);
    return s;
  },
  robotics(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eaf0ff', '#d3defb'] });
    s += g(w * 0.5, fy + 20 * k, k, desk((w / k) * 0.75));
    s += g(w * 0.3, fy + 4 * k, k, robotArm(C.blue2));
    s += g(w * 0.62, fy + 4 * k, k * 0.85, robotArm(C.orange));
    s += g(w * 0.86, fy + 20 * k, k * 0.8, person(r, { pose: 'hold', flip: true }));
    return s;
  },
  grants(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#ecf8f2', '#d5efe2'], floor: '#c0e4d0' });
    s += g(w * 0.45, fy - 130 * k, k, whiteboard(r, 300, 170, 'chart'));
    s += g(w * 0.18, fy, k, person(r, { pose: 'point' }));
    s += g(w * 0.76, fy, k, person(r, { pose: 'hold', flip: true }));
    s += g(w * 0.8, h * 0.3, k * 0.8, coins());
    return s;
  },
  market(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#fff5ea', '#fde5cd'], floor: '#f0cfaa' });
    s += g(w * 0.32, fy - 120 * k, k, whiteboard(r, 300, 180, 'line'));
    s += g(
      w * 0.72,
      fy,
      k,
      rect(-50, -100, 100, 100, C.blue, 8) +
        rect(-50, -100, 100, 22, C.blue2, 6) +
        circle(0, -50, 22, C.white, ' opacity=".9"') +
        circle(0, -50, 10, C.orange),
    );
    s += g(w * 0.86, fy, k * 0.9, person(r, { pose: 'wave', flip: true }));
    s += g(
      w * 0.58,
      fy,
      k * 0.7,
      rect(-34, -60, 68, 60, C.teal, 8) + rect(-34, -60, 68, 14, C.teal2, 6),
    );
    return s;
  },
  tracking(w, h, r) {
    const k = h / 450;
    const fy = h * 0.8;
    let s = room(w, h, r, { wall: ['#eef3fb', '#dbe4f4'], floor: '#c8d5ea' });
    s += g(w * 0.5, fy, k, conveyor((w / k) * 0.85, r));
    s += g(w * 0.3, fy - 170 * k, k * 0.85, monitor(r, 'dash', 240, 150));
    s += g(w * 0.72, fy - 190 * k, k * 0.85, monitor(r, 'line', 220, 140));
    return s;
  },
};

// ---------------------------------------------------------------- banners and portraits

/**
 * Wide banners (1600 x 600). The subject sits in the middle 1000 px, which
 * survives the carousel's 16:9 crop; the sides carry room detail.
 */
const banners = {
  classroom(w, h, r) {
    const k = h / 450;
    const fy = h * 0.76;
    let s = room(w, h, r, { wall: ['#eaf1ff', '#d4e2fb'], floorAt: 0.76 });
    s +=
      g(w * 0.09, fy - 140 * k, k, windowCity(170, 190, r)) + g(w * 0.93, fy, k, bookshelf(150, r));
    s += g(w * 0.44, fy - 120 * k, k * 1.05, whiteboard(r, 330, 190, 'chart'));
    s += g(w * 0.62, fy + 4 * k, k, person(r, { pose: 'point', flip: true, shirt: C.orange }));
    s += g(w * 0.78, fy, k * 0.9, plant(130));
    for (let i = 0; i < 7; i++) s += g(w * (0.1 + i * 0.134), h + 44 * k, k * 1.1, audience(r));
    return s;
  },
  lab(w, h, r) {
    const k = h / 450;
    const fy = h * 0.74;
    let s = room(w, h, r, { wall: ['#e8f7f2', '#cfeee3'], floor: '#bfe3d5', floorAt: 0.74 });
    s += g(w * 0.5, fy - 210 * k, k, rect(-w / k / 2, -6, w / k, 12, C.white, 0, ' opacity=".75"'));
    [0.08, 0.16, 0.84, 0.92].forEach((x, i) => {
      s += g(
        w * x,
        fy - 216 * k,
        k * 0.55,
        beaker([C.teal2, C.orange3, C.purple2, C.blue4][i], 70),
      );
    });
    s += g(
      w * 0.56,
      fy + 78 * k,
      k * 0.95,
      person(r, { pose: 'wave', shirt: C.white, skin: skins[2], flip: true }),
    );
    s += g(
      w * 0.5,
      fy - 10 * k,
      k,
      rect(-w / k / 2, -14, w / k, 24, C.grey2, 0) +
        rect(-w / k / 2, 10, w / k, 200, C.grey3) +
        cabinets(w / k),
    );
    s += g(w * 0.12, fy - 72 * k, k, monitor(r, 'line', 190, 120));
    s += g(w * 0.27, fy - 24 * k, k, flask(C.teal, 0.5));
    s += g(w * 0.36, fy - 24 * k, k * 0.8, beaker(C.orange));
    s += g(w * 0.46, fy - 24 * k, k * 1.05, microscope());
    s += g(w * 0.66, fy - 24 * k, k * 0.9, testTubes());
    s += g(w * 0.77, fy - 24 * k, k, flask(C.purple, 0.4));
    s += g(w * 0.9, fy - 24 * k, k * 0.8, robotArm(C.blue2));
    s += scatterDecor(r, w, h * 0.4, 12);
    return s;
  },
  workshop(w, h, r) {
    const k = h / 450;
    const fy = h * 0.76;
    let s = room(w, h, r, { wall: ['#fff3e4', '#fde0c0'], floor: '#f3d2ad', floorAt: 0.76 });
    s += g(w * 0.1, fy, k, plant(140)) + g(w * 0.9, fy - 140 * k, k, windowCity(170, 190, r));
    s += g(w * 0.4, fy - 130 * k, k * 1.05, whiteboard(r, 330, 190, 'pie'));
    s += g(w * 0.65, fy, k, podium());
    s += g(
      w * 0.65,
      fy - 100 * k,
      k * 0.78,
      person(r, { pose: 'wave', flip: true, shirt: C.blue }),
    );
    for (let i = 0; i < 4; i++) {
      const x = w * (0.14 + i * 0.24);
      s += g(
        x,
        h - 20 * k,
        k,
        desk(220, 16, C.white).replace(/<rect x="(-?\d+)" y="0"[^>]+>/g, ''),
      );
      s += g(x + 10 * k, h - 36 * k, k * 0.8, laptopBack());
      s += g(x - 30 * k, h + 60 * k, k, audience(r));
    }
    return s;
  },
  meeting(w, h, r) {
    const k = h / 450;
    const fy = h * 0.76;
    let s = room(w, h, r, { wall: ['#efedff', '#dcd6fa'], floor: '#cfc6f1', floorAt: 0.76 });
    s +=
      g(w * 0.1, fy - 140 * k, k, windowCity(170, 190, r)) + g(w * 0.92, fy, k * 0.9, plant(140));
    s += g(
      w * 0.5,
      fy - 150 * k,
      k * 1.05,
      monitor(r, 'dash', 320, 180).replace(
        /<rect x="-10" y="0"[^>]+>|<rect x="-50" y="38"[^>]+>/g,
        '',
      ),
    );
    s += g(w * 0.27, fy, k, person(r, { pose: 'point', shirt: C.teal }));
    s += g(w * 0.73, fy, k, person(r, { pose: 'hold', flip: true, shirt: C.orange }));
    s += g(
      w * 0.5,
      h - 30 * k,
      k,
      desk((w / k) * 0.62, 20, C.white).replace(/<rect x="(-?\d+)" y="0"[^>]+>/g, ''),
    );
    for (let i = 0; i < 5; i++) s += g(w * (0.24 + i * 0.13), h + 70 * k, k, audience(r));
    return s;
  },
};

/** A head-and-shoulders portrait, faceless, on a soft round background. */
function portrait(w, h, r, i) {
  const skin = skins[(i * 5 + Math.floor(i / 6)) % skins.length];
  const hair = i % 7 === 3 ? hairs[4] : hairs[(i * 5) % hairs.length];
  const bg = [C.blue5, C.teal3, C.yellow2, C.purple2, C.orange3, '#d7e3f4'][(i * 7) % 6];
  const jacket = [C.navy, '#34495e', C.blue, '#5b4636', '#2d3a55', C.teal, '#6b2f4f'][(i * 3) % 7];
  const style = (i + Math.floor(i / 4)) % 4;
  let s = rect(0, 0, w, h, C.grey4) + circle(w / 2, h / 2, w * 0.48, bg);
  s += `<clipPath id="p${i}"><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.48}"/></clipPath><g clip-path="url(#p${i})">`;
  const cx = w / 2;
  // shoulders and jacket
  s += pathD(
    `M${cx - 150} ${h} Q${cx - 150} ${h * 0.72} ${cx - 60} ${h * 0.68} L${cx + 60} ${h * 0.68} Q${cx + 150} ${h * 0.72} ${cx + 150} ${h} Z`,
    jacket,
  );
  s += pathD(`M${cx - 34} ${h * 0.68} L${cx} ${h * 0.84} L${cx + 34} ${h * 0.68} Z`, C.white);
  if (i % 3 === 0)
    s += pathD(
      `M${cx - 8} ${h * 0.72} L${cx + 8} ${h * 0.72} L${cx + 12} ${h * 0.86} L${cx} ${h * 0.9} L${cx - 12} ${h * 0.86} Z`,
      [C.red, C.blue2, C.orange][i % 3],
    );
  s += rect(cx - 26, h * 0.55, 52, h * 0.15, skin, 14);
  // head
  if (style === 1 || style === 3)
    s += pathD(
      `M${cx - 74} ${h * 0.4} Q${cx - 84} ${h * 0.72} ${cx - 56} ${h * 0.74} L${cx + 56} ${h * 0.74} Q${cx + 84} ${h * 0.72} ${cx + 74} ${h * 0.4} Z`,
      hair,
    );
  s += `<ellipse cx="${cx}" cy="${h * 0.42}" rx="62" ry="74" fill="${skin}"/>`;
  s += circle(cx - 62, h * 0.44, 12, skin) + circle(cx + 62, h * 0.44, 12, skin);
  if (style === 0)
    s += pathD(
      `M${cx - 66} ${h * 0.4} Q${cx - 70} ${h * 0.2} ${cx} ${h * 0.2} Q${cx + 70} ${h * 0.2} ${cx + 66} ${h * 0.4} Q${cx + 50} ${h * 0.3} ${cx} ${h * 0.29} Q${cx - 50} ${h * 0.3} ${cx - 66} ${h * 0.4} Z`,
      hair,
    );
  else if (style === 1)
    s += pathD(
      `M${cx - 68} ${h * 0.46} Q${cx - 76} ${h * 0.18} ${cx} ${h * 0.19} Q${cx + 76} ${h * 0.18} ${cx + 68} ${h * 0.46} Q${cx + 40} ${h * 0.28} ${cx - 10} ${h * 0.3} Q${cx - 50} ${h * 0.32} ${cx - 68} ${h * 0.46} Z`,
      hair,
    );
  else if (style === 2)
    s += pathD(
      `M${cx - 64} ${h * 0.36} Q${cx - 60} ${h * 0.22} ${cx} ${h * 0.22} Q${cx + 60} ${h * 0.22} ${cx + 64} ${h * 0.36} Q${cx + 30} ${h * 0.28} ${cx} ${h * 0.3} Q${cx - 30} ${h * 0.28} ${cx - 64} ${h * 0.36} Z`,
      hair,
    );
  else
    s +=
      pathD(
        `M${cx - 66} ${h * 0.42} Q${cx - 72} ${h * 0.2} ${cx} ${h * 0.19} Q${cx + 72} ${h * 0.2} ${cx + 66} ${h * 0.42} Q${cx + 20} ${h * 0.26} ${cx - 66} ${h * 0.42} Z`,
        hair,
      ) + circle(cx, h * 0.16, 26, hair);
  if (i % 5 === 2)
    s += `<g fill="none" stroke="${C.ink}" stroke-width="5">${circle(cx - 24, h * 0.44, 17, 'none', ` stroke="${C.ink}" stroke-width="5"`)}${circle(cx + 24, h * 0.44, 17, 'none', ` stroke="${C.ink}" stroke-width="5"`)}<path d="M${cx - 7} ${h * 0.44} h14"/></g>`;
  s += '</g>';
  return s;
}

// ---------------------------------------------------------------- which picture is which

// One scene per seeded item, in the order of prisma/seed/content.ts.
const sets = {
  training: [
    ['data', 'chart'],
    ['ai'],
    ['automation'],
    ['agile'],
    ['iot'],
    ['security'],
    ['proposal'],
    ['dashboard'],
    ['printing'],
    ['presentation'],
  ],
  inhouse: [['meeting'], ['quality'], ['maintenance'], ['leadership']],
  service: [
    ['tracking'],
    ['dashboard'],
    ['materials'],
    ['electrical'],
    ['printing'],
    ['lab'],
    ['web'],
    ['media'],
    ['classroom', 'pie'],
    ['quality'],
  ],
  news: [
    ['classroom', 'chart'],
    ['partnership'],
    ['award'],
    ['lab'],
    ['ai'],
    ['materials'],
    ['closure'],
    ['energy'],
    ['market'],
    ['visit'],
  ],
  portfolio: [['tracking'], ['web'], ['sorting'], ['packaging'], ['classroom', 'line'], ['energy']],
};
// In the order of the seeded banners: two HOME_HERO, two HOME_NEWS.
const bannerScenes = ['classroom', 'lab', 'workshop', 'meeting'];

const jpeg = (svgText, file, quality = 80) =>
  sharp(Buffer.from(svgText))
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(path.join(out, file));
const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

let seed = 1;
const only = process.argv[2];
for (const [kind, list] of Object.entries(sets)) {
  for (const [i, [scene, arg]] of list.entries()) {
    if (only && !`${kind}-${i + 1}`.startsWith(only)) continue;
    const r = rng(seed++ * 7919);
    await jpeg(svgDoc(800, 450, scenes[scene](800, 450, r, arg)), `${kind}-${i + 1}.jpg`);
  }
}
for (const [i, scene] of bannerScenes.entries()) {
  if (only && !`banner-${i + 1}`.startsWith(only)) continue;
  await jpeg(
    svgDoc(1600, 600, banners[scene](1600, 600, rng(9000 + i))),
    `banner-${i + 1}.jpg`,
    78,
  );
}
for (let i = 0; i < 12; i++) {
  if (only && !`person-${i + 1}`.startsWith(only)) continue;
  await jpeg(svgDoc(400, 400, portrait(400, 400, rng(500 + i), i)), `person-${i + 1}.jpg`);
}
for (let i = 0; i < 4; i++) {
  if (only && !`speaker-${i + 1}`.startsWith(only)) continue;
  await jpeg(
    svgDoc(400, 400, portrait(400, 400, rng(700 + i), i * 3 + 13)),
    `speaker-${i + 1}.jpg`,
  );
}
console.log(`demo images written to ${path.relative(root, out)}`);
