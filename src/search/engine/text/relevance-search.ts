import { addBit, countBits, createBitset, forEachBit, hasBit, intersectInto, subtractInto, unionInto, type Bitset } from '../bitset.ts';
import type { MatchingStrategy } from '../port.ts';
import { exactAttributeBuckets } from './exact-attribute.ts';
import { graphBuckets, type EdgeBuilder, type GraphBucket } from './graph-rule.ts';
import type { ParsedQuery } from './query.ts';
import { END, initialGraph, removalOrder, removeNodesKeepEdges, START, termRange, type QueryGraph } from './query-graph.ts';
import { locateTerms, TermBuilder, type TermSettings } from './query-terms.ts';
import { exactnessEdges, fidEdges, positionEdges, proximityEdges, typoEdges, wordsEdges } from './relevance-rules.ts';
import { TermDocids } from './term-docids.ts';
import type { TextIndex } from './text-index.ts';

/**
 * A text query ranked the way milli's bucket sort ranks it: the `words` rule (matching strategy)
 * decides the candidates; then each ranking rule splits its bucket into ordered sub-buckets, graph-based
 * rules also narrowing the query graph for the rules below, until enough documents are placed.
 * Documents inside a final bucket keep index order.
 */

export type QueryRule =
  { kind: 'words' | 'typo' | 'proximity' | 'fid' | 'position' | 'exactAttribute' | 'exactness' } | { kind: 'sort'; key: Uint32Array; order: Uint32Array };

export interface RelevanceResult {
  matched: Bitset;
  ranked: number[];
}

export class RelevanceSearch {
  private readonly index: TextIndex;
  private readonly docids: TermDocids;
  private readonly terms: TermBuilder;
  private readonly edges: Record<'words' | 'typo' | 'proximity' | 'fid' | 'position' | 'exactness', EdgeBuilder>;

  constructor(index: TextIndex, settings: TermSettings, exactAttributes: Uint8Array) {
    this.index = index;
    this.docids = new TermDocids(index, exactAttributes);
    this.terms = new TermBuilder(index, settings, (left, right) => this.docids.adjacentCount(left, right));
    this.edges = {
      words: wordsEdges(this.docids),
      typo: typoEdges(this.docids),
      proximity: proximityEdges(this.docids),
      fid: fidEdges(this.docids),
      position: positionEdges(this.docids),
      exactness: exactnessEdges(this.docids),
    };
  }

  /** Documents a `-word` / `-"phrase"` excludes. */
  excluded(query: ParsedQuery, allowed: Uint8Array | null = null): Bitset | null {
    if (query.negativeWords.length === 0 && query.negativePhrases.length === 0) return null;
    this.docids.reset(allowed);
    const excluded = createBitset(this.index.documentCount);
    for (const word of query.negativeWords) {
      const term = this.index.termIds.get(word);
      if (term !== undefined) unionInto(excluded, this.docids.word(term, false));
    }
    for (const phrase of query.negativePhrases) unionInto(excluded, this.docids.phrase(this.terms.phrase(phrase)));
    return excluded;
  }

  search(
    query: ParsedQuery,
    universe: Bitset,
    strategy: MatchingStrategy,
    rules: readonly QueryRule[],
    wanted: number,
    allowed: Uint8Array | null,
  ): RelevanceResult {
    this.docids.reset(allowed);
    const excluded = this.excluded(query, allowed);
    this.docids.reset(allowed);
    const start = universe.slice();
    if (excluded) subtractInto(start, excluded);
    const graph = initialGraph(locateTerms(query, this.terms));
    const stages = this.wordsStages(graph, strategy);
    const matched = this.graphDocs(stages.at(-1)!, start);
    const ranked: number[] = [];
    if (wanted > 0) this.rank(rules, 0, graph, matched, ranked, wanted, stages);
    return { matched, ranked };
  }

  /** The graphs the `words` rule goes through: all terms, then fewer and fewer (never for `all`). */
  private wordsStages(graph: QueryGraph, strategy: MatchingStrategy): QueryGraph[] {
    if (strategy === 'all') return [graph];
    let groups: number[][];
    if (strategy === 'frequency') {
      const frequency = new Map<number, Bitset>();
      for (const term of graph.terms) {
        if (!term) continue;
        for (let t = term.termStart; t <= term.termEnd; t++) {
          const docs = frequency.get(t) ?? createBitset(this.index.documentCount);
          unionInto(docs, this.docids.subset(term));
          frequency.set(t, docs);
        }
      }
      const counts = [...frequency.entries()].map(([t, docs]) => [t, countBits(docs) || Number.MAX_SAFE_INTEGER] as const).sort((a, b) => b[1] - a[1]);
      const weight = new Map<number, number>();
      let w = 1;
      counts.forEach(([t, count], i) => {
        if (i > 0 && count !== counts[i - 1]![1]) w++;
        weight.set(t, w);
      });
      groups = removalOrder(graph, (t) => weight.get(t)!);
    } else {
      const [first, last] = termRange(graph);
      groups = first >= last ? [] : removalOrder(graph, (t) => 1 + last - t);
    }
    const stages = [graph];
    for (const group of groups) stages.push(removeNodesKeepEdges(stages.at(-1)!, group));
    return stages;
  }

  /** Documents of `universe` matching some path of the graph (milli `compute_query_graph_docids`). */
  private graphDocs(graph: QueryGraph, universe: Bitset): Bitset {
    const memo = new Map<number, Bitset>();
    const from = (node: number): Bitset => {
      if (node === END) return universe;
      let docs = memo.get(node);
      if (docs) return docs;
      docs = createBitset(this.index.documentCount);
      for (const next of graph.successors[node]!) unionInto(docs, from(next));
      const term = graph.terms[node];
      if (term) intersectInto(docs, this.docids.subset(term));
      memo.set(node, docs);
      return docs;
    };
    return from(START).slice();
  }

  /** A sort rule: equal values together in value order (no value last); single documents placed directly. */
  private rankSorted(
    rule: Extract<QueryRule, { kind: 'sort' }>,
    rules: readonly QueryRule[],
    level: number,
    graph: QueryGraph,
    universe: Bitset,
    count: number,
    out: number[],
    wanted: number,
    stages: QueryGraph[],
  ): void {
    const { key } = rule;
    const next = sortedMembers(rule, universe, count);
    let doc = next();
    while (doc >= 0 && out.length < wanted) {
      const group = [doc];
      while ((doc = next()) >= 0 && key[doc] === key[group[0]!]) group.push(doc);
      if (group.length === 1) out.push(group[0]!);
      else {
        const bucket = createBitset(universe.length * 32);
        for (const member of group) addBit(bucket, member);
        this.rank(rules, level + 1, graph, bucket, out, wanted, stages);
      }
    }
  }

  private *buckets(rule: Exclude<QueryRule, { kind: 'sort' }>, graph: QueryGraph, universe: Bitset, stages: QueryGraph[]): Generator<GraphBucket> {
    switch (rule.kind) {
      case 'words': {
        const remaining = universe.slice();
        for (const stage of stages) {
          for (const bucket of graphBuckets(stage, this.edges.words, remaining, false)) {
            subtractInto(remaining, bucket.docs);
            yield bucket;
          }
        }
        return;
      }
      case 'exactAttribute':
        for (const docs of exactAttributeBuckets(this.docids, graph, universe)) yield { docs, graph };
        return;
      default:
        yield* graphBuckets(graph, this.edges[rule.kind], universe, true);
    }
  }

  private rank(rules: readonly QueryRule[], level: number, graph: QueryGraph, universe: Bitset, out: number[], wanted: number, stages: QueryGraph[]): void {
    const count = countBits(universe);
    if (count === 0) return;
    if (level === rules.length || count === 1) {
      forEachBit(universe, (doc) => {
        if (out.length < wanted) out.push(doc);
      });
      return;
    }
    const rule = rules[level]!;
    if (rule.kind === 'sort') {
      this.rankSorted(rule, rules, level, graph, universe, count, out, wanted, stages);
      return;
    }
    for (const bucket of this.buckets(rule, graph, universe, stages)) {
      this.rank(rules, level + 1, bucket.graph, bucket.docs, out, wanted, stages);
      if (out.length >= wanted) return;
    }
  }
}

/** Reads the universe's documents in sort-key order (-1 at the end), off the precomputed order when the universe is large. */
function sortedMembers(rule: { key: Uint32Array; order: Uint32Array }, universe: Bitset, count: number): () => number {
  const { order, key } = rule;
  if (count * 16 >= order.length) {
    let i = 0;
    return () => {
      while (i < order.length) {
        const doc = order[i++]!;
        if (hasBit(universe, doc)) return doc;
      }
      return -1;
    };
  }
  const docs: number[] = [];
  forEachBit(universe, (doc) => docs.push(doc));
  docs.sort((a, b) => key[a]! - key[b]! || a - b);
  let i = 0;
  return () => (i < docs.length ? docs[i++]! : -1);
}
