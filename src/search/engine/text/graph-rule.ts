import { intersectInto, isEmptyBitset, subtractInto, unionInto, createBitset, type Bitset } from '../bitset.ts';
import { END, graphFromPaths, START, type QueryGraph } from './query-graph.ts';
import type { LocatedTerm } from './query-terms.ts';

/**
 * milli's generic graph-based ranking rule (`graph_based_ranking_rule.rs`): each edge of the query
 * graph carries conditions with a cost; bucket `c` holds the documents matching some START→END path
 * of total cost `c`, cheapest first. Paths are visited depth-first in node and condition order and a
 * path only counts when it brings new documents; the next rule gets the graph of those paths, with the
 * term subsets the conditions used (a typo bucket hands on only the derivations of that typo count).
 */

export interface Condition {
  key: string;
  docs: () => Bitset;
  /** The left term as the condition used it (proximity), if it constrains it. */
  start?: LocatedTerm;
  end: LocatedTerm;
}

export type EdgeBuilder = (from: LocatedTerm | null, to: LocatedTerm) => Array<[cost: number, condition: Condition]>;

interface Edge {
  to: number;
  cost: number;
  condition: Condition | null;
}

export interface GraphBucket {
  docs: Bitset;
  graph: QueryGraph;
}

function intersectTerms(a: LocatedTerm, b: LocatedTerm): LocatedTerm {
  return { ...a, subset: a.subset & b.subset };
}

/** A path of conditions as the list of terms it used (milli `build_from_paths`, first half). */
function pathTerms(path: readonly Condition[]): LocatedTerm[] {
  const terms: LocatedTerm[] = [];
  let previous: LocatedTerm | undefined;
  for (const condition of path) {
    if (previous) {
      if (condition.start) {
        if (condition.start.termStart === previous.termStart && condition.start.termEnd === previous.termEnd)
          terms.push(intersectTerms(condition.start, previous));
        else terms.push(previous, condition.start);
      } else terms.push(previous);
    } else if (condition.start) terms.push(condition.start);
    previous = condition.end;
  }
  if (previous) terms.push(previous);
  return terms;
}

export function* graphBuckets(graph: QueryGraph, build: EdgeBuilder, universe: Bitset, keepUnmatched: boolean): Generator<GraphBucket> {
  const edges: Edge[][] = graph.terms.map(() => []);
  graph.successors.forEach((successors, node) => {
    if (graph.removed[node] || node === END) return;
    for (const to of successors) {
      if (to === END) edges[node]!.push({ to, cost: 0, condition: null });
      else for (const [cost, condition] of build(graph.terms[node] ?? null, graph.terms[to]!)) edges[node]!.push({ to, cost, condition });
    }
  });

  // every total cost reachable from each node to END
  const costs: Array<Set<number> | undefined> = [];
  const costsFrom = (node: number): Set<number> => {
    let set = costs[node];
    if (set) return set;
    set = new Set(node === END ? [0] : []);
    for (const edge of edges[node]!) for (const rest of costsFrom(edge.to)) set.add(rest + edge.cost);
    return (costs[node] = set);
  };
  const rootCosts = [...costsFrom(START)].sort((a, b) => a - b);

  const conditionDocs = new Map<string, Bitset>();
  const docsOf = (condition: Condition) => {
    let docs = conditionDocs.get(condition.key);
    if (!docs) conditionDocs.set(condition.key, (docs = condition.docs()));
    return docs;
  };

  const remaining = universe.slice();
  for (const cost of rootCosts) {
    if (isEmptyBitset(remaining)) return;
    const bucket = createBitset(universe.length * 32);
    const goodPaths: LocatedTerm[][] = [];
    const stack: Bitset[] = [remaining];
    const path: Condition[] = [];
    let exhausted = false;
    const visit = (node: number, budget: number, docs: Bitset): void => {
      for (const edge of edges[node]!) {
        if (exhausted) return;
        const rest = budget - edge.cost;
        if (rest < 0 || !costsFrom(edge.to).has(rest)) continue;
        let next = docs;
        if (edge.condition) {
          next = docs.slice();
          intersectInto(next, docsOf(edge.condition));
          if (isEmptyBitset(next)) continue;
          path.push(edge.condition);
        }
        if (edge.to === END) {
          unionInto(bucket, next);
          goodPaths.push(pathTerms(path));
          const found = next.slice();
          for (const prefix of stack) subtractInto(prefix, found);
          if (next !== docs) subtractInto(next, found);
          exhausted = isEmptyBitset(remaining);
        } else {
          stack.push(next);
          visit(edge.to, rest, next);
          stack.pop();
        }
        if (edge.condition) path.pop();
      }
    };
    visit(START, cost, remaining);
    if (!isEmptyBitset(bucket)) yield { docs: bucket, graph: graphFromPaths(goodPaths) };
  }
  // documents no path reaches (never expected) keep their place after every bucket
  if (keepUnmatched && !isEmptyBitset(remaining)) yield { docs: remaining, graph };
}
