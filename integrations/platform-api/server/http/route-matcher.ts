import { routes, type RouteDefinition, type RouteName } from '../../contract/index.ts';

/** Finds the route for a method and path in the contract's route table. */

export type RouteMatch =
  | { kind: 'found'; name: RouteName; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'not_found' };

interface CompiledRoute {
  name: RouteName;
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
}

function compile(name: RouteName, route: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { name, route, pattern: new RegExp(`^${source}$`), paramNames };
}

const compiled: CompiledRoute[] = (Object.keys(routes) as RouteName[]).map((name) => compile(name, routes[name]));

export function matchRoute(method: string, pathname: string): RouteMatch {
  const allow: string[] = [];
  for (const candidate of compiled) {
    const found = candidate.pattern.exec(pathname);
    if (!found) continue;
    if (candidate.route.method !== method) {
      allow.push(candidate.route.method);
      continue;
    }
    const params: Record<string, string> = {};
    for (const [index, name] of candidate.paramNames.entries()) {
      const raw = found[index + 1] ?? '';
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        return { kind: 'not_found' }; // broken percent-encoding names no resource
      }
    }
    return { kind: 'found', name: candidate.name, route: candidate.route, params };
  }
  return allow.length > 0 ? { kind: 'method_not_allowed', allow: [...new Set(allow)] } : { kind: 'not_found' };
}

/** Methods served at a path, for preflight replies. */
export function methodsAt(pathname: string): string[] {
  return [...new Set(compiled.filter((candidate) => candidate.pattern.test(pathname)).map((c) => c.route.method))];
}
