/** What the build thread (render-threads.ts) and a render thread (render-thread-worker.ts) say to each other. */
import type { PrerenderRenderMetadata } from 'astro';

/** Sent once the prerender bundle exists; the thread answers `ready`. */
export interface RenderThreadSetup {
  kind: 'setup';
  /** file: URL of Astro's prerender bundle entry (exports the build's `app`). */
  entry: string;
  /** Per page key (route + component): the stylesheets Astro collected for the page. */
  pages: Record<string, { styles: unknown[] }>;
  /** Scripts integrations injected (`settings.scripts`). */
  scripts: unknown[];
}

export interface RenderJob {
  kind: 'render';
  id: number;
  url: string;
  /** Identify the route: its pattern and its component file. */
  route: string;
  component: string;
  collectMetadata: boolean;
}

/** Astro's incremental-build record of one render, passed through as it is (plain data: it crosses threads). */
export type RenderMetadata = PrerenderRenderMetadata;

export type RenderReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'rendered';
      id: number;
      status: number;
      statusText: string;
      headers: Array<[string, string]>;
      body: ArrayBuffer | null;
      metadata?: RenderMetadata;
    }
  | { kind: 'error'; id: number; error: string };
