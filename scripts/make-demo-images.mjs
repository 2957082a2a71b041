// Draws the demo content's images (abstract banners with a label) with sharp.
// Run once; the JPEGs are committed under public/images/demo. Nothing is fetched.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './prisma-schemas.mjs';

const out = path.join(root, 'public', 'images', 'demo');
mkdirSync(out, { recursive: true });
const palettes = [
  ['#0a4ac3', '#4278e0'], ['#b04f00', '#fe9437'], ['#0b7a5c', '#3cc39a'], ['#6b2fb3', '#a673e8'],
  ['#9b1c3a', '#e0557a'], ['#1f5f8b', '#56a5d8'], ['#5c6b10', '#a9bf2f'], ['#2b2b6b', '#6f6fd8'],
];
const sets = { training: 10, inhouse: 4, service: 10, news: 10, portfolio: 6, banner: 4, person: 12, speaker: 4 };

function svg(kind, i, w, h) {
  const [a, b] = palettes[i % palettes.length];
  const circles = Array.from({ length: 6 }, (_, k) => {
    const cx = ((i * 97 + k * 173) % w);
    const cy = ((i * 61 + k * 89) % h);
    const r = 30 + ((i * 13 + k * 29) % (h / 2));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${0.05 + (k % 3) * 0.04}"/>`;
  }).join('');
  const label = kind === 'person' || kind === 'speaker'
    ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${h * 0.18}" fill="#fff" opacity=".85"/><rect x="${w * 0.25}" y="${h * 0.62}" width="${w * 0.5}" height="${h * 0.4}" rx="${w * 0.2}" fill="#fff" opacity=".85"/>`
    : `<text x="40" y="${h - 40}" font-family="sans-serif" font-size="${Math.round(h / 9)}" font-weight="700" fill="#fff" opacity=".9">${kind.toUpperCase()} ${i + 1}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${label}</svg>`;
}

for (const [kind, count] of Object.entries(sets)) {
  const [w, h] = kind === 'banner' ? [1600, 600] : kind === 'person' || kind === 'speaker' ? [400, 400] : [800, 450];
  for (let i = 0; i < count; i += 1) {
    await sharp(Buffer.from(svg(kind, i, w, h))).jpeg({ quality: 72, mozjpeg: true }).toFile(path.join(out, `${kind}-${i + 1}.jpg`));
  }
}
console.log(`demo images written to ${path.relative(root, out)}`);
