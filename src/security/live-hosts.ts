/**
 * The hosts a live dealer site's browsers call must be public. A non-draft build refuses a platform
 * API or Meilisearch host that names this machine or a private network (`http://127.0.0.1:8787`,
 * `localhost`, `10.0.0.5`, a single-label name): no shopper can reach it, and it would publish the
 * operator's network in the page's CSP, its page data and its links. Drafts (`npm start`,
 * `npm run preview`) keep such hosts, and so does an operator's build with `--allow-private-hosts`
 * (the e2e fixture dealers). Pure: judged by the name alone, no DNS (private-address.ts).
 */
import type { ConfigProblem } from '../config/config-error.ts';
import type { SiteConfig } from '../config/site.ts';
import { isPrivateHostName } from './private-address.ts';

export const ALLOW_PRIVATE_HOSTS_FLAG = '--allow-private-hosts';

function privateHost(url: string | null): string | undefined {
  if (!url || url.startsWith('/')) return undefined;
  try {
    const { hostname } = new URL(url);
    return isPrivateHostName(hostname) ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/** Problems (file and field named) for each browser-facing host of `config` that is loopback or private. */
export function privateLiveHosts(config: Pick<SiteConfig, 'integrations' | 'search'>, file: string): ConfigProblem[] {
  const engine = config.search.engine;
  const fields: Array<[string, string | null, string]> = [
    ['integrations.platformApi.baseUrl', config.integrations.platformApi.baseUrl, 'the API\'s public https origin, or "/" for the site\'s own origin'],
    ['search.engine.host', engine.type === 'meilisearch' ? engine.host : null, "the search server's public https origin"],
  ];
  return fields.flatMap(([path, url, fix]) => {
    const host = privateHost(url);
    if (!host) return [];
    return [
      {
        file,
        path,
        message: `refused in a live build: ${url} names ${host}, a loopback or private address no shopper's browser can reach (and the page's CSP and links would publish it). Use ${fix}; drafts (npm start, npm run preview) accept it, and an operator testing locally builds with ${ALLOW_PRIVATE_HOSTS_FLAG} (docs/security.md)`,
      },
    ];
  });
}
