/** Building blocks for Meilisearch filter strings, shared by every rule expressed as a filter. */

/** `Land "Cruiser"` → `"Land \"Cruiser\""`: backslashes and double quotes escaped inside double quotes. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `attribute = "value"` */
export function filterEquals(attribute: string, value: string | number | boolean): string {
  return `${attribute} = ${typeof value === 'string' ? quoteFilterValue(value) : String(value)}`;
}
