export interface PreviewSite {
  slug: string;
  name: string;
  port: number;
  failed: boolean;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The preview index: one link per dealer site, each on its own origin. */
export function renderIndexPage(sites: PreviewSite[], links: { mailUrl?: string } = {}): string {
  const items = sites
    .map(
      (s) =>
        `<li><a href="http://localhost:${s.port}/">${escape(s.name)}</a> <code>${escape(s.slug)}</code> — http://localhost:${s.port}/${s.failed ? ' <strong>(last build failed: showing previous output)</strong>' : ''}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Forecourt preview</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px;line-height:1.6}li{margin:8px 0}</style></head>
<body><h1>Forecourt preview</h1><p>Each dealer site is served at its own origin root.</p><ul>${items || '<li>No dealer sites built yet.</li>'}</ul>${links.mailUrl ? `<p>Leads sent from the sites are delivered by email to a local catcher: <a href="${escape(links.mailUrl)}">delivered mail</a>.</p>` : ''}</body></html>`;
}
