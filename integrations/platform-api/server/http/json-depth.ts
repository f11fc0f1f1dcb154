/**
 * How deeply a JSON text nests, found by one pass over its characters (strings skipped) before any
 * parser or recursive walk sees it: 5,000 levels of `[` must be a 400, not a stack overflow later.
 */

export const MAX_JSON_DEPTH = 32;

export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth -= 1;
  }
  return deepest;
}
