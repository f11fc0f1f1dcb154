/** Text-based SVG logos for the demo dealers and brands (rendered by the browser, not by sharp). */

const FONT = 'Arial, Helvetica, sans-serif';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Five stars of the Southern Cross, as the group's emblem. */
const CROSS = [
  [40, 22, 5],
  [56, 48, 4],
  [40, 80, 6],
  [22, 52, 4],
  [46, 60, 2.5],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff"/>`)
  .join('');

export function siteLogo(name: string, lines: readonly [string, string], colour: string, emblem: 'cross' | 'ring' | 'wheel'): string {
  const mark =
    emblem === 'cross'
      ? CROSS
      : emblem === 'ring'
        ? '<circle cx="44" cy="50" r="28" fill="none" stroke="#ffffff" stroke-width="7"/><rect x="10" y="44" width="68" height="12" fill="#ffffff"/>'
        : '<circle cx="44" cy="50" r="28" fill="none" stroke="#ffffff" stroke-width="6"/><circle cx="44" cy="50" r="8" fill="#ffffff"/><path d="M44 22v56M16 50h56" stroke="#ffffff" stroke-width="4"/>';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100" width="400" height="100" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="400" height="100" rx="10" fill="${colour}"/>`,
    mark,
    `<text x="92" y="50" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(lines[0])}</text>`,
    `<text x="93" y="80" font-family="${FONT}" font-size="20" letter-spacing="5" fill="#ffffff">${escapeXml(lines[1])}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function brandLogo(title: string, colour: string): string {
  const size = Math.max(16, Math.min(34, Math.floor(300 / Math.max(title.length, 1))));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img" aria-label="${escapeXml(title)}">`,
    `<rect x="4" y="14" width="192" height="72" rx="36" fill="${colour}"/>`,
    `<rect x="10" y="20" width="180" height="60" rx="30" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.7"/>`,
    `<text x="100" y="${50 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(title.toUpperCase())}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
