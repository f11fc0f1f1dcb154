import type { BuildLog } from './build-tenant.ts';

/**
 * A dealer's report lines held back and written in one piece, so dealers built concurrently
 * (`--jobs`) print readable blocks. Warnings and errors still go to stderr, info to stdout.
 */
export function bufferedLog(
  write: { out: (text: string) => void; err: (text: string) => void } = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  },
): BuildLog & { flush: () => void } {
  const lines: Array<{ stream: 'out' | 'err'; text: string }> = [];
  const line =
    (stream: 'out' | 'err') =>
    (...parts: unknown[]) => {
      lines.push({ stream, text: `${parts.map(String).join(' ')}\n` });
    };
  return {
    log: line('out'),
    warn: line('err'),
    error: line('err'),
    flush() {
      for (const { stream, text } of lines.splice(0)) write[stream](text);
    },
  };
}
