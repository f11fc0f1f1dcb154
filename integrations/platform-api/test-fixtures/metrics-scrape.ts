/**
 * Reads a server's GET /metrics as Prometheus text format: one sample per line,
 * `name{label="value",…} number`. Tests ask for a sample by name and labels (a subset matches).
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[label[1]!] = label[2]!.replace(/\\(.)/g, '$1');
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** Scrapes once; `value(name, labels)` is the matching sample's value, undefined when there is none. */
export async function scrapeMetrics(baseUrl: string): Promise<{ value(name: string, labels?: Record<string, string>): number | undefined; text: string }> {
  const response = await fetch(`${baseUrl}/metrics`);
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const samples = parseMetrics(text);
  return {
    text,
    value: (name, labels = {}) =>
      samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))?.value,
  };
}
