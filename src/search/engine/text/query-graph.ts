import type { LocatedTerm } from './query-terms.ts';

/**
 * milli's query graph: a DAG from START to END whose paths are the ways to read the query (each word
 * alone, or joined with its neighbours into an n-gram). The `words` rule removes nodes keeping their
 * edges; graph-based ranking rules hand the next rule the graph made of the paths they used
 * (`build_from_paths`). Node 0 is START, node 1 is END, successors are kept in node order.
 */

export interface QueryGraph {
  /** `null` for START (0) and END (1) and removed nodes (`removed[i]`). */
  terms: Array<LocatedTerm | null>;
  successors: number[][];
  removed: boolean[];
}

export const START = 0;
export const END = 1;

export function initialGraph(located: readonly LocatedTerm[]): QueryGraph {
  const terms: Array<LocatedTerm | null> = [null, null, ...located];
  const successors = terms.map((term, node) => {
    if (node === END) return [];
    const after = term ? term.termEnd : -1;
    let min = Infinity;
    for (const other of terms) if (other && other.termStart > after && other.termStart < min) min = other.termStart;
    const next: number[] = [];
    terms.forEach((other, id) => {
      if (other && other.termStart === min) next.push(id);
    });
    return min === Infinity ? [END] : next;
  });
  return { terms, successors, removed: terms.map(() => false) };
}

/** Removes nodes, linking each one's predecessors to its successors (milli `remove_nodes_keep_edges`). */
export function removeNodesKeepEdges(graph: QueryGraph, nodes: readonly number[]): QueryGraph {
  const successors = graph.successors.map((list) => [...list]);
  const removed = [...graph.removed];
  for (const node of nodes) {
    const after = successors[node]!;
    for (let from = 0; from < successors.length; from++) {
      const list = successors[from]!;
      const at = list.indexOf(node);
      if (at < 0) continue;
      list.splice(at, 1);
      for (const next of after) if (!list.includes(next)) list.push(next);
      list.sort((a, b) => a - b);
    }
    successors[node] = [];
    removed[node] = true;
  }
  return { terms: graph.terms.map((term, i) => (removed[i] ? null : term)), successors, removed };
}

function termKey(term: LocatedTerm): string {
  return `${term.termStart}-${term.termEnd}:${term.subset}:${term.derivations.original}`;
}

/** The graph of exactly these paths (lists of terms), sharing nodes that have the same term and suffix. */
export function graphFromPaths(paths: readonly (readonly LocatedTerm[])[]): QueryGraph {
  const terms: Array<LocatedTerm | null> = [null, null];
  const successors: number[][] = [[], []];
  const ids = new Map<string, number>();
  for (const path of paths) {
    const keys: string[] = [];
    let suffix = '';
    for (let i = path.length - 1; i >= 0; i--) keys[i] = suffix = `${termKey(path[i]!)}>${suffix}`;
    let previous = START;
    path.forEach((term, i) => {
      let id = ids.get(keys[i]!);
      if (id === undefined) {
        id = terms.length;
        ids.set(keys[i]!, id);
        terms.push(term);
        successors.push([]);
      }
      if (!successors[previous]!.includes(id)) successors[previous]!.push(id);
      previous = id;
    });
    if (!successors[previous]!.includes(END)) successors[previous]!.push(END);
  }
  for (const list of successors) list.sort((a, b) => a - b);
  return { terms, successors, removed: terms.map(() => false) };
}

/** Groups of nodes the `words` rule removes, in order (milli `removal_order_for_terms_matching_strategy`). */
export function removalOrder(graph: QueryGraph, cost: (termIndex: number) => number): number[][] {
  const groups = new Map<number, number[]>();
  let mandatory = false;
  graph.terms.forEach((term, node) => {
    if (!term) return;
    if (term.derivations.phrase) {
      mandatory = true;
      return;
    }
    let highest = 0;
    for (let t = term.termStart; t <= term.termEnd; t++) highest = Math.max(highest, cost(t));
    if (!groups.has(highest)) groups.set(highest, []);
    groups.get(highest)!.push(node);
  });
  const ordered = [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, nodes]) => nodes);
  if (!mandatory) ordered.pop();
  return ordered;
}

export function termRange(graph: QueryGraph): [number, number] {
  let first = Infinity;
  let last = -1;
  for (const term of graph.terms) {
    if (!term) continue;
    first = Math.min(first, term.termStart);
    last = Math.max(last, term.termEnd);
  }
  return [first, last];
}
