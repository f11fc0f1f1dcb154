/**
 * Renders one dealer's pages on every core: Astro renders a static build's pages one after another on
 * one thread (a 2,000-car dealer's ~4,400 pages are ~75 % of its build), so this integration gives
 * Astro a prerenderer (its `astro:build:start` → `setPrerenderer` hook) that hands each page to the
 * build's own thread or to one of `FORECOURT_RENDER_THREADS - 1` worker threads
 * (render-thread-worker.ts), whichever is free. Each worker loads the same prerender bundle Astro just
 * built and renders with the same route, styles and scripts; Astro still writes every file, keeps its
 * incremental cache and reports, so the output is the same as one thread's (tested file by file).
 * With one thread (the default) Astro's own prerenderer runs unchanged.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import type { RenderJob, RenderReply, RenderThreadSetup } from './render-thread-protocol.ts';

const WORKER = fileURLToPath(new URL('./render-thread-worker.ts', import.meta.url));

/** Starts the line the build log gets after prerendering: how many pages each thread rendered. */
export const RENDER_SHARES_MARK = 'forecourt render threads, pages each:';

/** The pages each thread rendered, from a build log (undefined when the dealer rendered on one thread). */
export function renderShares(log: string): number[] | undefined {
  const line = log.split('\n').find((text) => text.startsWith(RENDER_SHARES_MARK));
  return line?.slice(RENDER_SHARES_MARK.length).trim().split(' ').map(Number);
}

/** How many threads render a dealer's pages (FORECOURT_RENDER_THREADS, set by the build; 1 when unset). */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const threads = Number(env.FORECOURT_RENDER_THREADS ?? 1);
  return Number.isInteger(threads) && threads >= 1 ? Math.min(threads, 16) : 1;
}

interface BuildAppLike {
  getOptions(): { allPages: Record<string, { key: string; styles: unknown[] }>; settings: { scripts: unknown[] } };
}

type RenderResult = Awaited<ReturnType<AstroPrerenderer['render']>>;
type RenderOptions = Parameters<AstroPrerenderer['render']>[1];

interface Slot {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
}

/** The prerender bundle's entry module in Astro's server output folder (`prerender-entry.<hash>.mjs`). */
function prerenderEntry(serverDir: URL): string {
  const dir = new URL('./.prerender/', serverDir);
  const entry = readdirSync(dir).find((name) => name.startsWith('prerender-entry') && name.endsWith('.mjs'));
  if (!entry) throw new Error(`render threads: no prerender entry in ${fileURLToPath(dir)}`);
  return new URL(entry, dir).href;
}

/** A render thread, started at once (it preloads while Astro builds); a slot once it has the bundle. */
class RenderThread implements Slot {
  readonly worker = new Worker(WORKER);
  #nextId = 1;
  #waiting = new Map<number, { resolve: (result: RenderResult) => void; reject: (error: Error) => void }>();
  #setUp: { resolve: () => void; reject: (error: Error) => void } | undefined;
  /** Why the thread stopped working, if it did: the build fails with it. */
  failure: Error | undefined;

  constructor() {
    // Never what keeps the build worker's process alive (a build that fails before prerendering never ends them).
    this.worker.unref();
    this.worker.on('message', (reply: RenderReply) => this.#receive(reply));
    this.worker.on('error', (error: Error) => this.#fail(error));
    this.worker.on('exit', (code) => this.#fail(new Error(`render thread ended (exit ${code})`)));
  }

  /** Loads the prerender bundle in the thread; resolves when it can render. */
  setUp(setup: RenderThreadSetup): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.#setUp = { resolve, reject };
      this.worker.postMessage(setup);
    });
  }

  render(request: Request, { routeData, collectMetadata }: RenderOptions): Promise<RenderResult> {
    const id = this.#nextId++;
    const job: RenderJob = {
      kind: 'render',
      id,
      url: request.url,
      route: routeData.route,
      component: routeData.component,
      collectMetadata: collectMetadata === true,
    };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.worker.postMessage(job);
    });
  }

  #receive(reply: RenderReply): void {
    if (reply.kind === 'ready') return this.#setUp?.resolve();
    if (reply.kind === 'failed') return this.#fail(new Error(`render thread could not load the bundle: ${reply.error}`));
    const job = this.#waiting.get(reply.id);
    if (!job) return;
    this.#waiting.delete(reply.id);
    if (reply.kind === 'error') return job.reject(new Error(reply.error));
    const response = new Response(reply.body, { status: reply.status, statusText: reply.statusText, headers: reply.headers });
    job.resolve(reply.metadata ? { response, metadata: reply.metadata } : response);
  }

  #fail(error: Error): void {
    for (const job of this.#waiting.values()) job.reject(error);
    this.#waiting.clear();
    this.#setUp?.reject(error);
    this.failure ??= error;
  }
}

/** Astro's prerenderer, with the renders shared between it and the render threads. */
export function threadedPrerenderer(base: AstroPrerenderer, threads: RenderThread[], serverDir: () => URL): AstroPrerenderer {
  // Free slots: render threads first, so the build's own thread keeps time for writing the files.
  const idle: Slot[] = [];
  const queue: Array<(slot: Slot) => void> = [];
  const shares = new Map<Slot, number>([[base, 0], ...threads.map((thread): [Slot, number] => [thread, 0])]);
  const take = (): Promise<Slot> => {
    const slot = idle.pop();
    return slot ? Promise.resolve(slot) : new Promise((resolve) => queue.push(resolve));
  };
  const release = (slot: Slot) => {
    const next = queue.shift();
    if (next) return next(slot);
    if (slot === base) idle.unshift(slot);
    else idle.push(slot);
  };
  return {
    name: 'forecourt:render-threads',
    async setup() {
      await base.setup?.();
      const app = (base as AstroPrerenderer & { app?: BuildAppLike }).app;
      if (!app) throw new Error("render threads: Astro's prerenderer has no app after setup (Astro changed?)");
      const options = app.getOptions();
      const setup: RenderThreadSetup = {
        kind: 'setup',
        entry: prerenderEntry(serverDir()),
        pages: Object.fromEntries(Object.values(options.allPages).map((page) => [page.key, { styles: page.styles }])),
        scripts: options.settings.scripts,
      };
      // Every thread is in the pool before the first page: Astro asks for several pages at once, so each
      // thread renders from the start (and a test can tell that each one rendered).
      await Promise.all(threads.map((thread) => thread.setUp(setup)));
      idle.push(base, ...threads);
    },
    getStaticPaths: () => base.getStaticPaths(),
    async render(request, options) {
      const failure = threads.find((thread) => thread.failure)?.failure;
      if (failure) throw failure;
      const slot = await take();
      shares.set(slot, shares.get(slot)! + 1);
      try {
        return await slot.render(request, options);
      } finally {
        release(slot);
      }
    },
    async teardown() {
      console.log(`${RENDER_SHARES_MARK} ${[...shares.values()].join(' ')}`);
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
      await base.teardown?.();
    },
  };
}

/** Registered in astro.config.mjs; does nothing unless FORECOURT_RENDER_THREADS asks for 2 or more. */
export function renderThreadsIntegration(): AstroIntegration {
  const threads = renderThreads();
  let serverDir: URL | undefined;
  return {
    name: 'forecourt:render-threads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // Astro asks for this many pages at once; the slots above take them as they come free.
        if (threads > 1) updateConfig({ build: { concurrency: threads * 2 } });
      },
      'astro:config:done': ({ config }) => {
        // Where Astro puts its server (prerender) output for a static build: astro/dist/prerender/utils.js.
        serverDir = fileURLToPath(config.outDir).startsWith(process.cwd()) ? config.outDir : new URL('./.astro/', pathToFileURL(`${process.cwd()}/`));
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (threads < 2) return;
        // Started now, so they load React, Astro and the dealer's data while Vite builds the bundles.
        const started = Array.from({ length: threads - 1 }, () => new RenderThread());
        setPrerenderer((base) => threadedPrerenderer(base, started, () => serverDir!));
      },
    },
  };
}
