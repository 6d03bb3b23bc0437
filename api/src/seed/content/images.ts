import sharp from 'sharp';
import type { SeedImage } from './types.ts';

/*
 * The seed's pictures: SVG drawn here and rendered to WebP by sharp. They are illustrations (never photos of
 * people) and carry no text, because a fresh machine has no Korean font for librsvg to draw it with.
 * Every picture is a pure function of its name and parameters, so the same seed always yields the same bytes.
 */

const webpOptions = { quality: 80, effort: 4 } as const;

function svgImage(name: string, width: number, height: number, draw: () => string): SeedImage {
  return {
    name,
    width,
    height,
    async render() {
      const svg = draw();
      const data = await sharp(Buffer.from(svg)).webp(webpOptions).toBuffer();
      return { data, type: 'image/webp' };
    },
  };
}

/** A small deterministic random number generator (mulberry32) seeded from a string. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], index: number): T =>
  items[((index % items.length) + items.length) % items.length] as T;
const round = (value: number) => Math.round(value * 10) / 10;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/* Lawyer portraits (3:4): a faceless bust in a suit on a soft gradient. */

export interface PortraitStyle {
  /** Background gradient, top and bottom. */
  background: [string, string];
  jacket: string;
  skin: string;
  hair: string;
  hairStyle: 'crop' | 'side-part' | 'bob' | 'long' | 'bun' | 'wave' | 'swept';
  neckwear: 'tie' | 'open' | 'blouse';
  tie?: string;
}

function hairShapes(style: PortraitStyle['hairStyle'], color: string): { back: string; front: string } {
  const fill = `fill="${color}"`;
  switch (style) {
    case 'crop':
      return {
        back: '',
        front: `<path ${fill} d="M214 420 C206 340 250 318 300 318 C352 318 396 338 388 420 C378 388 360 366 300 364 C244 366 224 386 214 420 Z"/>`,
      };
    case 'side-part':
      return {
        back: '',
        front: `<path ${fill} d="M212 428 C200 338 250 310 306 312 C364 314 400 346 390 428 C384 396 372 376 352 366 C318 378 262 380 236 372 C222 384 216 404 212 428 Z"/><path fill="#ffffff" fill-opacity="0.08" d="M262 332 C292 322 330 322 356 334 C330 330 296 332 262 340 Z"/>`,
      };
    case 'swept':
      return {
        back: '',
        front: `<path ${fill} d="M214 424 C204 346 240 306 304 306 C372 306 402 350 388 424 C380 380 356 360 322 356 C300 372 262 376 240 368 C226 382 218 400 214 424 Z"/><path ${fill} d="M300 308 C340 296 384 316 392 352 C370 330 340 322 300 330 Z"/>`,
      };
    case 'bob':
      return {
        back: `<path ${fill} d="M200 430 C188 340 240 304 302 304 C366 304 416 340 402 430 C398 480 404 520 410 548 L330 548 L330 470 L272 470 L272 548 L192 548 C198 520 204 480 200 430 Z"/>`,
        front: `<path ${fill} d="M214 420 C216 352 256 326 304 326 C350 326 388 350 390 420 C370 382 330 364 300 360 C276 376 244 392 214 420 Z"/>`,
      };
    case 'long':
      return {
        back: `<path ${fill} d="M196 430 C184 336 238 300 302 300 C368 300 420 338 406 430 C402 520 420 600 432 660 L360 640 L330 470 L272 470 L244 640 L172 660 C184 600 200 520 196 430 Z"/>`,
        front: `<path ${fill} d="M212 424 C212 350 256 322 306 322 C352 322 392 350 392 424 C374 380 340 356 318 352 C300 380 250 404 212 424 Z"/>`,
      };
    case 'bun':
      return {
        back: `<circle ${fill} cx="300" cy="300" r="44"/>`,
        front: `<path ${fill} d="M212 428 C204 350 248 322 302 322 C356 322 400 350 392 428 C382 392 360 370 302 366 C244 370 222 392 212 428 Z"/>`,
      };
    case 'wave':
      return {
        back: `<path ${fill} d="M198 440 C178 350 236 300 302 300 C370 300 424 350 404 440 C420 470 414 510 396 530 L204 530 C186 510 182 470 198 440 Z"/>`,
        front: `<path ${fill} d="M212 420 C214 352 256 324 304 324 C354 324 392 352 392 420 C380 396 362 384 346 380 C332 396 300 398 284 384 C262 398 232 400 212 420 Z"/>`,
      };
  }
}

export function portrait(name: string, style: PortraitStyle): SeedImage {
  return svgImage(name, 600, 800, () => {
    const rnd = random(name);
    const [top, bottom] = style.background;
    const hair = hairShapes(style.hairStyle, style.hair);
    const arcs = Array.from({ length: 3 }, (_, i) => {
      const r = round(260 + i * 70 + rnd() * 30);
      return `<circle cx="${round(300 + (rnd() - 0.5) * 80)}" cy="${round(430 + (rnd() - 0.5) * 60)}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${round(0.1 + rnd() * 0.08)}" stroke-width="2"/>`;
    }).join('');
    const neckwear =
      style.neckwear === 'tie'
        ? `<path fill="#f7f7f4" d="M256 592 L300 700 L344 592 Z"/><path fill="${style.tie ?? '#7a2e3a'}" d="M290 604 L310 604 L316 622 L308 636 L322 760 L300 790 L278 760 L292 636 L284 622 Z"/>`
        : style.neckwear === 'blouse'
          ? `<path fill="#f4f1ec" d="M250 596 C270 650 330 650 350 596 L330 700 L270 700 Z"/>`
          : `<path fill="#f7f7f4" d="M258 592 L300 690 L342 592 Z"/><path fill="${style.skin}" d="M276 592 L300 640 L324 592 Z"/>`;
    return svg(
      600,
      800,
      `<defs>${linear('bg', top, bottom)}${radial('glow', '#ffffff', 0.45)}${linear('jacket', style.jacket, shade(style.jacket, -0.25))}</defs>` +
        `<rect width="600" height="800" fill="url(#bg)"/>` +
        `<circle cx="300" cy="420" r="300" fill="url(#glow)"/>` +
        arcs +
        `<g transform="translate(300 800) scale(1.1) translate(-300 -790)">` +
        hair.back +
        `<rect x="268" y="500" width="64" height="110" rx="24" fill="${shade(style.skin, -0.12)}"/>` +
        `<path fill="url(#jacket)" d="M40 800 C48 700 84 640 170 612 L258 584 L300 700 L342 584 L430 612 C516 640 552 700 560 800 Z"/>` +
        neckwear +
        `<path fill="${shade(style.jacket, -0.35)}" d="M258 584 L226 600 L268 690 L246 712 L300 800 L300 700 Z"/>` +
        `<path fill="${shade(style.jacket, -0.35)}" d="M342 584 L374 600 L332 690 L354 712 L300 800 L300 700 Z"/>` +
        `<path fill="#ffffff" fill-opacity="0.12" d="M88 800 C96 720 120 676 176 650 L150 800 Z"/>` +
        `<ellipse cx="214" cy="440" rx="14" ry="24" fill="${shade(style.skin, -0.06)}"/>` +
        `<ellipse cx="386" cy="440" rx="14" ry="24" fill="${shade(style.skin, -0.06)}"/>` +
        `<ellipse cx="300" cy="430" rx="86" ry="106" fill="${style.skin}"/>` +
        `<ellipse cx="270" cy="400" rx="40" ry="54" fill="#ffffff" fill-opacity="0.08"/>` +
        hair.front +
        `</g>`,
    );
  });
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(color: string, amount: number): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/* Media thumbnails (16:9): abstract studio and broadcast compositions. */

const studioPalettes: readonly [string, string, string][] = [
  ['#14213d', '#2b3f6b', '#f2b84b'],
  ['#2a1b3d', '#553a6e', '#f28f6b'],
  ['#0f3b3a', '#23605c', '#f2d16b'],
  ['#1d2a44', '#3c5a80', '#9fd3e6'],
  ['#3a1f2b', '#6b3446', '#f5c27a'],
  ['#1b2f2a', '#355c4f', '#e9a96b'],
];

export function studio(name: string, variant: number): SeedImage {
  return svgImage(name, 1280, 720, () => {
    const rnd = random(name);
    const [deep, mid, accent] = pick(studioPalettes, variant);
    const layout = variant % 3;
    const screenX = round(layout === 0 ? 700 + rnd() * 80 : layout === 1 ? 140 + rnd() * 80 : 430 + (rnd() - 0.5) * 40);
    const deskX = layout === 0 ? 180 : layout === 1 ? 640 : 410;
    const bokeh = Array.from({ length: 14 }, () => {
      const r = round(10 + rnd() * 46);
      return `<circle cx="${round(rnd() * 1280)}" cy="${round(rnd() * 380)}" r="${r}" fill="${accent}" fill-opacity="${round(0.05 + rnd() * 0.12)}"/>`;
    }).join('');
    const beams = Array.from({ length: 3 }, (_, i) => {
      const x = round(200 + i * 420 + (rnd() - 0.5) * 120);
      return `<path d="M${x - 24} 0 L${x + 24} 0 L${x + 190} 560 L${x - 190} 560 Z" fill="url(#beam)"/>`;
    }).join('');
    const screen = screenMotif(variant % 5, screenX, accent, rnd);
    const backdrop =
      variant % 2 === 0
        ? `<g opacity="0.18">${beams}</g>` + bokeh
        : `<g stroke="${accent}" stroke-opacity="0.08" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 110} 0 L${i * 110 - 200} 560"/>`).join('')}</g>` +
          bokeh;
    const microphones =
      variant % 3 === 1
        ? [deskX + 150, deskX + 330]
            .map(
              (x) =>
                `<rect x="${x}" y="400" width="6" height="58" fill="${shade(accent, -0.3)}"/><rect x="${x - 9}" y="380" width="24" height="34" rx="12" fill="${shade(accent, -0.15)}"/>`,
            )
            .join('')
        : '';
    return svg(
      1280,
      720,
      `<defs>${linear('bg', mid, deep)}${linear('beam', accent, deep)}${linear('floor', shade(deep, -0.2), deep)}${linear('screen', shade(mid, 0.25), mid, false)}</defs>` +
        `<rect width="1280" height="720" fill="url(#bg)"/>` +
        backdrop +
        `<rect x="${screenX}" y="120" width="420" height="260" rx="18" fill="url(#screen)" stroke="${accent}" stroke-opacity="0.5" stroke-width="4"/>` +
        screen +
        `<path d="M0 560 L1280 560 L1280 720 L0 720 Z" fill="url(#floor)"/>` +
        `<ellipse cx="640" cy="600" rx="560" ry="40" fill="${accent}" fill-opacity="0.08"/>` +
        `<path d="M${deskX} 470 L${deskX + 460} 470 L${deskX + 420} 600 L${deskX + 40} 600 Z" fill="${shade(mid, 0.15)}"/>` +
        chairs(deskX, shade(deep, 0.1)) +
        `<rect x="${deskX}" y="456" width="460" height="20" rx="8" fill="${accent}" fill-opacity="0.85"/>` +
        microphones +
        `<rect x="0" y="0" width="1280" height="720" fill="none" stroke="${accent}" stroke-opacity="0.25" stroke-width="24"/>`,
    );
  });
}

/** What the studio's screen shows: a chart, a sound wave, a play button, an interview, or a page of print. */
function screenMotif(kind: number, x: number, accent: string, rnd: () => number): string {
  switch (kind) {
    case 0:
      return (
        Array.from({ length: 6 }, (_, i) => {
          const h = round(40 + rnd() * 120);
          return `<rect x="${round(x + 60 + i * 52)}" y="${round(330 - h)}" width="30" height="${h}" rx="6" fill="${accent}" fill-opacity="${round(0.35 + i * 0.08)}"/>`;
        }).join('') +
        `<circle cx="${round(x + 350)}" cy="180" r="30" fill="none" stroke="${accent}" stroke-width="8" stroke-opacity="0.7"/>`
      );
    case 1: {
      const points = Array.from(
        { length: 34 },
        (_, i) => `${round(x + 30 + i * 11)},${round(250 + Math.sin(i * 0.9) * (20 + rnd() * 60))}`,
      ).join(' ');
      return `<polyline points="${points}" fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round" stroke-opacity="0.85"/><circle cx="${round(x + 380)}" cy="160" r="12" fill="#e05c5c"/>`;
    }
    case 2:
      return `<circle cx="${round(x + 210)}" cy="250" r="74" fill="${accent}" fill-opacity="0.25"/><path d="M${round(x + 185)} 205 L${round(x + 255)} 250 L${round(x + 185)} 295 Z" fill="${accent}"/><rect x="${round(x + 40)}" y="350" width="340" height="8" rx="4" fill="${accent}" fill-opacity="0.3"/><rect x="${round(x + 40)}" y="350" width="${round(80 + rnd() * 200)}" height="8" rx="4" fill="${accent}"/>`;
    case 3:
      return (
        `<rect x="${round(x + 30)}" y="150" width="170" height="200" rx="10" fill="${accent}" fill-opacity="0.15"/><rect x="${round(x + 220)}" y="150" width="170" height="200" rx="10" fill="${accent}" fill-opacity="0.15"/>` +
        [x + 115, x + 305]
          .map(
            (cx) =>
              `<circle cx="${round(cx)}" cy="225" r="34" fill="${accent}" fill-opacity="0.8"/><path d="M${round(cx - 60)} 350 C${round(cx - 60)} 270 ${round(cx + 60)} 270 ${round(cx + 60)} 350 Z" fill="${accent}" fill-opacity="0.8"/>`,
          )
          .join('')
      );
    default:
      return (
        `<rect x="${round(x + 40)}" y="150" width="220" height="200" rx="8" fill="#ffffff" fill-opacity="0.85"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${round(x + 60)}" y="${176 + i * 26}" width="${i % 3 === 2 ? 110 : 180}" height="10" rx="5" fill="${accent}" fill-opacity="0.6"/>`,
        ).join('') +
        `<circle cx="${round(x + 330)}" cy="250" r="52" fill="none" stroke="${accent}" stroke-width="12" stroke-opacity="0.8"/><path d="M${round(x + 310)} 250 L${round(x + 326)} 266 L${round(x + 354)} 234" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
      );
  }
}

function chairs(deskX: number, color: string): string {
  const seat = (x: number) =>
    `<rect x="${x}" y="380" width="70" height="100" rx="28" fill="${color}"/><circle cx="${x + 35}" cy="346" r="30" fill="${color}"/>`;
  return seat(deskX + 90) + seat(deskX + 300);
}

/* Success-case thumbnails (4:3): one motif per practice area. */

const casePalettes: Record<string, [string, string, string, string]> = {
  'divorce-agreement': ['#eef3f8', '#cfdbe9', '#3d5a80', '#e0a458'],
  'divorce-lawsuit': ['#f4efe9', '#e2d3c1', '#6b4e3d', '#3d5a80'],
  'divorce-custody': ['#f1f6f1', '#cfe3d2', '#2f6e57', '#e68a5c'],
  'divorce-property': ['#f6f2ea', '#e6d9bd', '#8a6a2f', '#2f4858'],
  'adultery-lawsuit': ['#f8eff0', '#ecd0d4', '#8e3b4a', '#3d405b'],
  'inheritance-property': ['#eff2f6', '#d3dae6', '#3f4e6b', '#c08a3e'],
  'inheritance-forced-share': ['#f3f0f7', '#dbd2e8', '#5a4a82', '#d9a441'],
  'inheritance-recovery': ['#eef5f4', '#cde4e1', '#2d6a6a', '#c9703d'],
};

function caseMotif(category: string, ink: string, accent: string): string {
  switch (category) {
    case 'divorce-agreement':
      return (
        `<rect x="250" y="150" width="230" height="300" rx="14" fill="#ffffff" transform="rotate(-8 365 300)"/>` +
        `<rect x="320" y="140" width="230" height="300" rx="14" fill="#ffffff" stroke="${ink}" stroke-opacity="0.2" stroke-width="3" transform="rotate(6 435 290)"/>` +
        lines(350, 200, 170, 6, ink) +
        `<path d="M470 420 L580 310 L600 330 L490 440 L462 448 Z" fill="${accent}"/>` +
        `<circle cx="300" cy="470" r="34" fill="none" stroke="${ink}" stroke-width="10"/><circle cx="356" cy="470" r="34" fill="none" stroke="${accent}" stroke-width="10"/>`
      );
    case 'divorce-lawsuit':
      return (
        `<rect x="394" y="150" width="12" height="290" fill="${ink}"/><rect x="330" y="430" width="140" height="22" rx="8" fill="${ink}"/>` +
        `<rect x="250" y="170" width="300" height="10" rx="5" fill="${ink}"/><circle cx="400" cy="150" r="16" fill="${accent}"/>` +
        `<path d="M270 180 L220 300 L320 300 Z" fill="none" stroke="${ink}" stroke-width="4"/><path d="M210 300 C220 340 320 340 330 300 Z" fill="${accent}"/>` +
        `<path d="M530 180 L480 280 L580 280 Z" fill="none" stroke="${ink}" stroke-width="4"/><path d="M470 280 C480 320 580 320 590 280 Z" fill="${accent}"/>`
      );
    case 'divorce-custody':
      return (
        figure(270, 250, 1, ink) +
        figure(530, 250, 1, ink) +
        figure(400, 320, 0.66, accent) +
        `<path d="M300 340 C340 360 360 370 372 380" stroke="${ink}" stroke-width="10" stroke-linecap="round" fill="none"/>` +
        `<path d="M500 340 C460 360 440 370 428 380" stroke="${ink}" stroke-width="10" stroke-linecap="round" fill="none"/>`
      );
    case 'divorce-property':
      return (
        `<path d="M220 300 L370 180 L520 300 Z" fill="${ink}"/><rect x="250" y="296" width="240" height="170" fill="#ffffff"/>` +
        `<rect x="340" y="370" width="60" height="96" rx="6" fill="${accent}"/><rect x="270" y="330" width="50" height="44" rx="4" fill="${accent}" fill-opacity="0.5"/><rect x="420" y="330" width="50" height="44" rx="4" fill="${accent}" fill-opacity="0.5"/>` +
        coins(560, 466, 5, accent, ink)
      );
    case 'adultery-lawsuit':
      return (
        `<path d="M392 470 C300 400 230 340 230 270 C230 220 268 188 310 188 C348 188 374 210 392 240 L370 300 L404 340 L380 400 Z" fill="${ink}"/>` +
        `<path d="M420 470 C512 400 582 340 582 270 C582 220 544 188 502 188 C464 188 438 210 420 240 L400 300 L434 340 L410 400 Z" fill="${accent}"/>`
      );
    case 'inheritance-property':
      return (
        `<path d="M400 170 L400 260 M400 260 L280 330 M400 260 L520 330 M280 330 L280 380 M520 330 L520 380 M520 380 L460 430 M520 380 L580 430" stroke="${ink}" stroke-width="6" fill="none"/>` +
        `<circle cx="400" cy="170" r="34" fill="${ink}"/><circle cx="280" cy="390" r="28" fill="${accent}"/><circle cx="520" cy="380" r="28" fill="${accent}"/><circle cx="460" cy="440" r="22" fill="${ink}" fill-opacity="0.7"/><circle cx="580" cy="440" r="22" fill="${ink}" fill-opacity="0.7"/>` +
        `<rect x="170" y="430" width="150" height="60" rx="8" fill="#ffffff"/>` +
        lines(184, 448, 120, 3, ink)
      );
    case 'inheritance-forced-share':
      return (
        `<circle cx="400" cy="320" r="150" fill="#ffffff"/>` +
        `<path d="M400 320 L400 170 A150 150 0 0 1 530 395 Z" fill="${ink}"/>` +
        `<path d="M412 332 L542 407 A150 150 0 0 1 300 432 Z" fill="${accent}" transform="translate(8 8)"/>` +
        `<path d="M400 320 L300 432 A150 150 0 0 1 400 170 Z" fill="${ink}" fill-opacity="0.35"/>`
      );
    default:
      return (
        `<rect x="380" y="160" width="210" height="280" rx="14" fill="#ffffff"/>` +
        lines(410, 210, 150, 6, ink) +
        `<circle cx="270" cy="300" r="62" fill="none" stroke="${accent}" stroke-width="22"/>` +
        `<rect x="322" y="290" width="170" height="22" rx="8" fill="${accent}"/><rect x="440" y="310" width="20" height="40" rx="4" fill="${accent}"/><rect x="470" y="310" width="20" height="30" rx="4" fill="${accent}"/>`
      );
  }
}

function lines(x: number, y: number, width: number, count: number, color: string): string {
  return Array.from({ length: count }, (_, i) => {
    const w = i === count - 1 ? width * 0.6 : width;
    return `<rect x="${x}" y="${y + i * 24}" width="${round(w)}" height="8" rx="4" fill="${color}" fill-opacity="0.35"/>`;
  }).join('');
}

function figure(cx: number, top: number, scale: number, color: string): string {
  const r = 34 * scale;
  return (
    `<circle cx="${cx}" cy="${round(top)}" r="${round(r)}" fill="${color}"/>` +
    `<path d="M${round(cx - 62 * scale)} ${round(top + 200 * scale)} C${round(cx - 62 * scale)} ${round(top + 70 * scale)} ${round(cx + 62 * scale)} ${round(top + 70 * scale)} ${round(cx + 62 * scale)} ${round(top + 200 * scale)} Z" fill="${color}"/>`
  );
}

function coins(x: number, bottom: number, count: number, accent: string, ink: string): string {
  return Array.from({ length: count }, (_, i) => {
    const y = bottom - i * 22;
    return `<ellipse cx="${x}" cy="${y}" rx="60" ry="18" fill="${i % 2 === 0 ? accent : shade(accent, 0.25)}" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/>`;
  }).join('');
}

export function caseThumb(name: string, category: string): SeedImage {
  return svgImage(name, 800, 600, () => {
    const rnd = random(name);
    const [light, soft, ink, accent] =
      casePalettes[category] ?? (casePalettes['divorce-lawsuit'] as [string, string, string, string]);
    const dots = Array.from({ length: 8 }, () => {
      const r = round(14 + rnd() * 60);
      return `<circle cx="${round(rnd() * 800)}" cy="${round(rnd() * 600)}" r="${r}" fill="${rnd() > 0.5 ? accent : ink}" fill-opacity="${round(0.05 + rnd() * 0.08)}"/>`;
    }).join('');
    const tilt = round((rnd() - 0.5) * 10);
    return svg(
      800,
      600,
      `<defs>${linear('bg', light, soft, false)}</defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/>` +
        dots +
        `<circle cx="${round(120 + rnd() * 560)}" cy="${round(80 + rnd() * 40)}" r="${round(180 + rnd() * 60)}" fill="#ffffff" fill-opacity="0.35"/>` +
        `<g transform="translate(400 320) rotate(${tilt}) scale(1.22) translate(-400 -320)">${caseMotif(category, ink, accent)}</g>` +
        `<rect x="0" y="560" width="800" height="40" fill="${ink}" fill-opacity="0.12"/>`,
    );
  });
}

/* Office pictures (16:9): an abstract building facade. */

export interface FacadeStyle {
  sky: [string, string];
  wall: string;
  glass: string;
  floors: number;
  columns: number;
}

export function facade(name: string, style: FacadeStyle): SeedImage {
  return svgImage(name, 1280, 720, () => {
    const rnd = random(name);
    const width = 520;
    const left = 380;
    const floorHeight = Math.min(56, Math.floor(520 / style.floors));
    const top = 600 - floorHeight * style.floors - 40;
    const cellW = (width - 40) / style.columns;
    const windows: string[] = [];
    for (let floor = 0; floor < style.floors; floor += 1) {
      for (let column = 0; column < style.columns; column += 1) {
        const lit = rnd() > 0.7;
        windows.push(
          `<rect x="${round(left + 20 + column * cellW + 4)}" y="${top + 30 + floor * floorHeight + 6}" width="${round(cellW - 8)}" height="${floorHeight - 14}" rx="3" fill="${lit ? '#fbe3a1' : style.glass}" fill-opacity="${lit ? 0.85 : round(0.7 + rnd() * 0.3)}"/>`,
        );
      }
    }
    const neighbours = [
      { x: 80, w: 260, h: 260 + rnd() * 80 },
      { x: 940, w: 280, h: 300 + rnd() * 80 },
      { x: 230, w: 160, h: 180 + rnd() * 60 },
    ]
      .map(
        (b) =>
          `<rect x="${b.x}" y="${round(600 - b.h)}" width="${b.w}" height="${round(b.h)}" fill="${shade(style.wall, 0.35)}" fill-opacity="0.8"/>`,
      )
      .join('');
    const trees = Array.from({ length: 5 }, (_, i) => {
      const x = round(120 + i * 260 + (rnd() - 0.5) * 60);
      return `<rect x="${x - 5}" y="560" width="10" height="50" fill="#5b4a3a"/><circle cx="${x}" cy="548" r="${round(30 + rnd() * 14)}" fill="#4f7a5a" fill-opacity="0.9"/>`;
    }).join('');
    const clouds = Array.from({ length: 3 }, () => {
      const x = round(rnd() * 1180);
      const y = round(60 + rnd() * 120);
      return `<ellipse cx="${x}" cy="${y}" rx="${round(70 + rnd() * 60)}" ry="22" fill="#ffffff" fill-opacity="0.55"/>`;
    }).join('');
    return svg(
      1280,
      720,
      `<defs>${linear('sky', style.sky[0], style.sky[1])}${linear('wall', shade(style.wall, 0.1), shade(style.wall, -0.15), false)}</defs>` +
        `<rect width="1280" height="720" fill="url(#sky)"/>` +
        clouds +
        neighbours +
        `<rect x="${left}" y="${top}" width="${width}" height="${600 - top}" fill="url(#wall)"/>` +
        `<rect x="${left - 10}" y="${top - 14}" width="${width + 20}" height="20" fill="${shade(style.wall, -0.3)}"/>` +
        windows.join('') +
        `<rect x="${left + width / 2 - 70}" y="520" width="140" height="80" fill="${shade(style.glass, -0.2)}"/>` +
        `<rect x="${left + width / 2 - 110}" y="506" width="220" height="14" fill="${shade(style.wall, -0.3)}"/>` +
        `<rect x="0" y="600" width="1280" height="120" fill="#8d9199"/><rect x="0" y="600" width="1280" height="12" fill="#b9bcc2"/>` +
        `<path d="M0 680 L1280 680" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" stroke-dasharray="60 40"/>` +
        trees,
    );
  });
}

/* The popup picture: a video consultation between a lawyer and a client, on a laptop and a phone. */

export function videoConsultation(name: string): SeedImage {
  return svgImage(name, 800, 600, () => {
    const person = (cx: number, cy: number, s: number, body: string, hair: string) =>
      `<path d="M${cx - 70 * s} ${cy + 120 * s} C${cx - 70 * s} ${cy + 30 * s} ${cx + 70 * s} ${cy + 30 * s} ${cx + 70 * s} ${cy + 120 * s} Z" fill="${body}"/>` +
      `<circle cx="${cx}" cy="${cy - 10 * s}" r="${40 * s}" fill="#f0c9a8"/>` +
      `<path d="M${cx - 42 * s} ${cy - 10 * s} C${cx - 44 * s} ${cy - 60 * s} ${cx + 44 * s} ${cy - 60 * s} ${cx + 42 * s} ${cy - 10 * s} C${cx + 20 * s} ${cy - 34 * s} ${cx - 20 * s} ${cy - 34 * s} ${cx - 42 * s} ${cy - 10 * s} Z" fill="${hair}"/>`;
    return svg(
      800,
      600,
      `<defs>${linear('bg', '#f3efe7', '#dfe7ef', false)}${linear('screen', '#2b3f6b', '#14213d')}</defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/>` +
        `<circle cx="640" cy="120" r="150" fill="#e0a458" fill-opacity="0.18"/><circle cx="140" cy="500" r="180" fill="#3d5a80" fill-opacity="0.1"/>` +
        `<rect x="110" y="130" width="460" height="290" rx="16" fill="#1b2433"/>` +
        `<rect x="126" y="146" width="428" height="258" rx="8" fill="url(#screen)"/>` +
        `<g>${person(340, 300, 1, '#3c5a80', '#2a2a2e')}</g>` +
        `<rect x="70" y="420" width="540" height="26" rx="12" fill="#c9ced6"/>` +
        `<rect x="610" y="250" width="120" height="230" rx="18" fill="#1b2433"/>` +
        `<rect x="620" y="266" width="100" height="196" rx="8" fill="#e8edf3"/>` +
        `<g>${person(670, 376, 0.55, '#e0a458', '#5a4032')}</g>` +
        `<circle cx="180" cy="380" r="14" fill="#e05c5c"/><circle cx="222" cy="380" r="14" fill="#ffffff" fill-opacity="0.8"/>` +
        `<path d="M590 200 C630 170 680 170 720 200" stroke="#3d5a80" stroke-width="8" fill="none" stroke-linecap="round" stroke-opacity="0.5"/>` +
        `<path d="M605 222 C635 200 665 200 700 222" stroke="#3d5a80" stroke-width="8" fill="none" stroke-linecap="round" stroke-opacity="0.5"/>`,
    );
  });
}
