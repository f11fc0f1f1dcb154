/**
 * PDFKit's built-in fonts (no font files to ship) can only draw WinAnsi characters; anything else
 * would print as garbage. Accented letters fall back to their base letter, the rest to "?".
 */

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text) {
    if (drawable(char)) out += char;
    else if (char === '\n' || char === '\t') out += ' ';
    else {
      const base = char.normalize('NFKD')[0] ?? '';
      out += base && drawable(base) ? base : '?';
    }
  }
  return out;
}
