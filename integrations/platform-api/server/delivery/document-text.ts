/**
 * Text the platform writes into a document a dealer's tools read (ADF/XML, email, calendar invite,
 * webhook JSON) passes through here first. XML 1.0 allows only #x9 | #xA | #xD | [#x20-#xD7FF] |
 * [#xE000-#xFFFD] | [#x10000-#x10FFFF]: one BEL pasted into a message makes the whole ADF document
 * not well-formed, and a CRM then rejects the lead. Control characters and the non-characters
 * U+FFFE/U+FFFF are dropped (they carry nothing a person meant to write); a lone surrogate half
 * becomes U+FFFD, the replacement character, so the reader sees that something was there.
 */

// C0 controls other than tab, line feed and carriage return, and U+FFFE / U+FFFF.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function documentText(text: string): string {
  return text.toWellFormed().replace(FORBIDDEN, '');
}

/** Every string in a JSON-like value (object keys too), cleaned; other values as they are. */
export function documentValue<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return documentText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [documentText(key), clean(inner)]));
  }
  return value;
}
