import { createRandom, seedFrom } from '../random';

const backgrounds = ['#dfe7ee', '#f2e4d8', '#e3ecdf', '#ece3ef'];
const skins = ['#f1c7a5', '#e0ac85', '#c68c63', '#8d5a3b'];
const hairs = ['#2e2622', '#6b4a2f', '#b9854f', '#d8c08a', '#4a4a4a'];
const shirts = ['#1d2a44', '#2f5d50', '#b4532a', '#5c6b7a'];

/** A friendly, neutral head-and-shoulders drawing with the person's initials on the collar. */
export function portrait(memberId: number, initials: string): string {
  const random = createRandom(seedFrom('portrait', memberId));
  const hair = random.pick(hairs);
  const longHair = random.chance(0.5);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Portrait">',
    `<rect width="400" height="400" fill="${random.pick(backgrounds)}"/>`,
    longHair ? `<rect x="120" y="120" width="160" height="170" rx="70" fill="${hair}"/>` : '',
    `<path d="M70 400 Q 80 290 200 285 Q 320 290 330 400 Z" fill="${random.pick(shirts)}"/>`,
    `<rect x="178" y="230" width="44" height="60" fill="${random.pick(skins)}"/>`,
    `<ellipse cx="200" cy="180" rx="72" ry="85" fill="${random.pick(skins)}"/>`,
    `<path d="M128 170 Q 130 95 200 92 Q 272 95 272 170 Q 250 125 200 128 Q 150 125 128 170 Z" fill="${hair}"/>`,
    '<circle cx="175" cy="185" r="6" fill="#2b2b2b"/><circle cx="225" cy="185" r="6" fill="#2b2b2b"/>',
    '<path d="M178 222 Q 200 240 222 222" fill="none" stroke="#7a3b2e" stroke-width="5" stroke-linecap="round"/>',
    `<text x="200" y="370" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}
