/** What the build pool (astro-workers.ts) and a build worker (astro-worker.ts) say to each other. */
export interface AstroJob {
  id: number;
  /** Environment variables this job sets; those the previous job set and this one does not are removed. */
  env: Record<string, string>;
  outDir: string;
}

export interface AstroJobResult {
  id: number;
  ok: boolean;
  /** This worker's resident memory after the job, and its peak so far (bytes). */
  rssBytes: number;
  peakRssBytes: number;
}

/**
 * Written by the worker to stdout and stderr after a job. Output pipes and the IPC channel are separate,
 * so the result message can arrive before the job's last log lines: the pool waits for this marker on
 * both streams before it closes the dealer's log (whose warnings the build reads).
 */
export function jobEndMarker(id: number): string {
  return `\n\u0000forecourt-job-end ${id}\u0000\n`;
}
