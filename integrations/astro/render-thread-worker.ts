/**
 * A render thread (see render-threads.ts). Started while Astro builds the bundles, it loads what
 * every page needs meanwhile (React's server renderer, Astro's runtime, the dealer's bundle); once
 * told where the prerender bundle is, it loads it, gives its app the page styles and scripts the
 * build thread collected, and renders the pages it is sent.
 */
import { parentPort } from 'node:worker_threads';
import { currentTenant } from '../../src/tenant/current.ts';
import type { RenderJob, RenderMetadata, RenderReply, RenderThreadSetup } from './render-thread-protocol.ts';

interface RouteData {
  route: string;
  component: string;
}
interface PrerenderApp {
  manifest: { routes: Array<{ routeData: RouteData }> };
  setInternals(internals: object): void;
  setOptions(options: object): void;
}
type RenderForPrerender = (
  app: PrerenderApp,
  request: Request,
  options: { routeData: RouteData; collectMetadata: boolean },
) => Promise<{ response: Response; metadata?: RenderMetadata }>;

const port = parentPort!;
const send = (reply: RenderReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
const ASTRO_DIST = new URL('../../node_modules/astro/dist/', import.meta.url);

// Loaded while Astro is still building: the modules every page uses and the dealer's data (its cache
// is on globalThis, where the bundle's own copy of current.ts finds it).
const preloaded = Promise.all([
  import('react'),
  import('react-dom/server'),
  import(new URL('runtime/server/index.js', ASTRO_DIST).href),
  // Astro's own render step and render scope, as its default prerenderer calls them (the package does not export them).
  import(new URL('core/app/prerender.js', ASTRO_DIST).href) as Promise<{ renderForPrerender: RenderForPrerender }>,
  import(new URL('core/render-scope/node-scope.js', ASTRO_DIST).href) as Promise<{ ensureAsyncRenderScope: () => void }>,
]).then(([, , , prerender, scope]) => {
  currentTenant();
  return { renderForPrerender: prerender.renderForPrerender, ensureAsyncRenderScope: scope.ensureAsyncRenderScope };
});

let ready: Promise<(job: RenderJob) => Promise<RenderReply & { kind: 'rendered' }>> | undefined;

async function setUp(setup: RenderThreadSetup) {
  const { renderForPrerender, ensureAsyncRenderScope } = await preloaded;
  const { app } = (await import(setup.entry)) as { app: PrerenderApp };
  // The build environment reads each page's styles from the build internals and the injected scripts from the settings.
  app.setInternals({ pagesByKeys: new Map(Object.entries(setup.pages)), entrySpecifierToBundleMap: new Map() });
  app.setOptions({ settings: { scripts: setup.scripts }, logger: { options: { destination: { write: writeLog } } } });
  const routes = new Map(app.manifest.routes.map(({ routeData }) => [`${routeData.route}\u0000${routeData.component}`, routeData]));
  let scoped = false;
  return async (job: RenderJob) => {
    const routeData = routes.get(`${job.route}\u0000${job.component}`);
    if (!routeData) throw new Error(`render thread: no route ${job.route} (${job.component})`);
    if (job.collectMetadata && !scoped) {
      ensureAsyncRenderScope();
      scoped = true;
    }
    const { response, metadata } = await renderForPrerender(app, new Request(job.url), { routeData, collectMetadata: job.collectMetadata });
    const body = response.body === null ? null : await response.arrayBuffer();
    return {
      kind: 'rendered' as const,
      id: job.id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
      ...(metadata ? { metadata } : {}),
    };
  };
}

/** Astro's log lines from this thread, as its console logger writes them. */
function writeLog(event: { level: string; label: string | null; message: string; newLine: boolean }): boolean {
  const line = `${event.label ? `[${event.label}] ` : ''}${event.message}${event.newLine ? '\n' : ''}`;
  (event.level === 'error' || event.level === 'warn' ? process.stderr : process.stdout).write(line);
  return true;
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

port.on('message', (message: RenderThreadSetup | RenderJob) => {
  if (message.kind === 'setup') {
    ready = setUp(message);
    ready.then(
      () => send({ kind: 'ready' }),
      (error: unknown) => send({ kind: 'failed', error: describe(error) }),
    );
    return;
  }
  void ready!
    .then((render) => render(message))
    .then(
      (reply) => send(reply, reply.body ? [reply.body] : []),
      (error: unknown) => send({ kind: 'error', id: message.id, error: describe(error) }),
    );
});
