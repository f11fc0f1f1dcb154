/**
 * Writes a Markdown file with YAML front matter. Strings are YAML double-quoted scalars with every
 * character outside printable ASCII escaped, so a payload's quotes, control characters and
 * U+2028/2029 reach the dealer's page intact instead of breaking the front matter.
 */
function yamlString(value: string): string {
  return `"${[...value]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '"' || ch === '\\') return `\\${ch}`;
      if (code >= 0x20 && code <= 0x7e) return ch;
      return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\U${code.toString(16).padStart(8, '0')}`;
    })
    .join('')}"`;
}

function yamlValue(value: unknown): string {
  if (typeof value === 'string') return yamlString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(yamlValue).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${yamlValue(v)}`)
      .join(', ')} }`;
  }
  return 'null';
}

export function markdownFile(front: Record<string, unknown>, body: readonly string[]): string {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body.join('\n\n')}\n`;
}
