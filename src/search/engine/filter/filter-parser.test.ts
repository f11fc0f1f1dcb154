import { describe, expect, it } from 'vitest';
import { SearchEngineError } from '../port.ts';
import type { FilterNode } from './filter-ast.ts';
import { parseFilterExpression, parseSearchFilter } from './filter-parser.ts';

/** Prints a tree the way filter-parser's Display does, so cases can be checked against its snapshots. */
function show(node: FilterNode | null): string {
  if (node === null) return 'none';
  switch (node.kind) {
    case 'not':
      return `NOT (${show(node.child)})`;
    case 'and':
    case 'or':
      return `${node.kind.toUpperCase()}[${node.children.map((c) => `${show(c)}, `).join('')}]`;
    case 'compare':
      return `{${node.field.value}} ${node.operator} {${node.value.value}}`;
    case 'between':
      return `{${node.field.value}} {${node.from.value}} TO {${node.to.value}}`;
    case 'in':
      return `{${node.field.value}} IN[${node.values.map((v) => `{${v.value}}, `).join('')}]`;
    case 'isNull':
      return `{${node.field.value}} IS NULL`;
    case 'isEmpty':
      return `{${node.field.value}} IS EMPTY`;
    case 'exists':
      return `{${node.field.value}} EXISTS`;
    case 'contains':
      return `{${node.field.value}} CONTAINS {${node.value.value}}`;
    case 'startsWith':
      return `{${node.field.value}} STARTS WITH {${node.value.value}}`;
    case 'geo':
      return node.function;
  }
}

const p = (expression: string) => show(parseFilterExpression(expression));

function failure(expression: string): SearchEngineError {
  try {
    parseFilterExpression(expression);
  } catch (error) {
    if (error instanceof SearchEngineError) return error;
    throw error;
  }
  throw new Error(`expected ${expression} to fail`);
}

/** The `start:end` line (1-based, as Meilisearch prints it). */
const columns = (expression: string) => failure(expression).message.split('\n').at(-1)?.split(' ')[0];

describe('filter grammar (filter-parser snapshots)', () => {
  it.each([
    ['channel = Ponce', '{channel} = {Ponce}'],
    ['subscribers = 12', '{subscribers} = {12}'],
    ["channel = 'Mister Mv'", '{channel} = {Mister Mv}'],
    ['channel = "Mister Mv"', '{channel} = {Mister Mv}'],
    ["'dog race' = Borzoi", '{dog race} = {Borzoi}'],
    ['"dog race" = \'Bernese Mountain\'', '{dog race} = {Bernese Mountain}'],
    ['colour IN[]', '{colour} IN[]'],
    ['colour IN[green,]', '{colour} IN[{green}, ]'],
    ['colour NOT IN[green,blue]', 'NOT ({colour} IN[{green}, {blue}, ])'],
    [' colour IN [  green , blue , ]', '{colour} IN[{green}, {blue}, ]'],
    ['NOT (colour IN [green, blue])  AND color = green ', 'AND[NOT ({colour} IN[{green}, {blue}, ]), {color} = {green}, ]'],
    ['x = 1 OR NOT (colour IN [green, blue]  OR color = green) ', 'OR[{x} = {1}, NOT (OR[{colour} IN[{green}, {blue}, ], {color} = {green}, ]), ]'],
    [' (colour = green OR colour = red) ', 'OR[{colour} = {green}, {colour} = {red}, ]'],
    ['channel != ponce', '{channel} != {ponce}'],
    ['subscribers<=1000', '{subscribers} <= {1000}'],
    ['subscribers >= 1000', '{subscribers} >= {1000}'],
    ['subscribers 100 TO 1000', '{subscribers} {100} TO {1000}'],
    ['NOT subscribers 100 TO 1000', 'NOT ({subscribers} {100} TO {1000})'],
    ['subscribers IS NOT NULL', 'NOT ({subscribers} IS NULL)'],
    ['NOT subscribers IS NOT NULL', '{subscribers} IS NULL'],
    ['subscribers  IS   NOT   EMPTY', 'NOT ({subscribers} IS EMPTY)'],
    ['subscribers NOT   EXISTS', 'NOT ({subscribers} EXISTS)'],
    ['NOT subscribers NOT EXISTS', '{subscribers} EXISTS'],
    ["subscribers CONTAINS 'hello'", '{subscribers} CONTAINS {hello}'],
    ['subscribers NOT STARTS WITH hel', 'NOT ({subscribers} STARTS WITH {hel})'],
    ['NOT NOT NOT NOT x = 5', '{x} = {5}'],
    ['NOT NOT (NOT NOT x = 5)', '{x} = {5}'],
    ['NOT NOT NOT x = 5', 'NOT ({x} = {5})'],
    [
      "channel = ponce AND 'dog race' != 'bernese mountain' OR subscribers > 1000 OR colour = red OR colour = blue AND size = 7",
      'OR[AND[{channel} = {ponce}, {dog race} != {bernese mountain}, ], {subscribers} > {1000}, {colour} = {red}, AND[{colour} = {blue}, {size} = {7}, ], ]',
    ],
    [
      "channel = ponce AND ( 'dog race' != 'bernese mountain' OR subscribers > 1000 )",
      'AND[{channel} = {ponce}, OR[{dog race} != {bernese mountain}, {subscribers} > {1000}, ], ]',
    ],
    ['NOT "OR" EXISTS AND "EXISTS" NOT EXISTS', 'AND[NOT ({OR} EXISTS), NOT ({EXISTS} EXISTS), ]'],
    ['_geoRadius(12, 13, 14)', '_geoRadius'],
    ['_geoBoundingBox([12,13],[14,15])', '_geoBoundingBox'],
    ['   ', 'none'],
  ])('%s', (expression, expected) => {
    expect(p(expression)).toBe(expected);
  });

  it('allows 49 nested parentheses and rejects 50', () => {
    expect(p(`${'('.repeat(49)}x = 1${')'.repeat(49)}`)).toBe('{x} = {1}');
    expect(columns(`${'('.repeat(50)}x = 1${')'.repeat(50)}`)).toBe('51:106');
  });

  it('unescapes quotes and Rust escape sequences', () => {
    expect(p(String.raw`title = 'foo\\'`)).toBe(String.raw`{title} = {foo\}`);
    expect(p(String.raw`title = 'I\'m "super" tamo'`)).toBe(`{title} = {I'm "super" tamo}`);
    expect(p(String.raw`title = "Hello \"world\""`)).toBe('{title} = {Hello "world"}');
    expect(p(String.raw`title = 'a\x20b\u{e9}'`)).toBe('{title} = {a bé}');
  });
});

describe('filter syntax errors (filter-parser snapshots)', () => {
  it.each([
    ['channel = Ponce = 12', '17:21', 'Found unexpected characters at the end of the filter: `= 12`.'],
    ['channel =    ', '14:14', 'Was expecting a value but instead got nothing.'],
    ['channel = 🐻', '11:12', 'Was expecting a value but instead got `🐻`.'],
    ['channel = 🐻 AND followers < 100', '11:12', 'instead got `🐻`'],
    ["'OR'", '1:5', String.raw`Was expecting an operation`],
    ['OR', '1:3', 'which is a reserved keyword'],
    ['channel Ponce', '1:14', 'at `channel Ponce`'],
    ['channel = Ponce OR', '19:19', 'but instead got nothing.'],
    ['_geoRadius', '1:11', 'The `_geoRadius` filter expects three arguments'],
    ['_geoRadius = 12', '1:16', 'three arguments'],
    ['_geoBoundingBox(1.0, 1.0)', '1:26', 'two pairs of arguments'],
    ['_geoPoint(12, 13, 14)', '1:22', '`_geoPoint` is a reserved keyword'],
    ['position <= _geoPoint(12, 13, 14)', '13:34', '`_geoPoint` is a reserved keyword'],
    ['position <= _geoRadius(12, 13, 14)', '13:35', "can't be used as a value"],
    ["channel = 'ponce", '11:17', String.raw`Expression ` + "`\\'ponce`"],
    ['channel = "ponce', '11:17', 'missing the following closing delimiter: `"`'],
    ['channel = mv OR (followers >= 1000', '17:35', 'missing the following closing delimiter: `)`'],
    ['channel = mv OR followers >= 1000)', '34:35', 'unexpected characters at the end of the filter: `)`'],
    ['colour NOT EXIST', '1:17', 'Was expecting an operation'],
    ['subscribers 100 TO1000', '1:23', 'Was expecting an operation'],
    ["channel = ponce ORdog != 'bernese mountain'", '17:44', 'unexpected characters'],
    ['colour IN blue, green]', '11:23', 'Expected `[` after `IN` keyword.'],
    ["colour IN [blue, green, 'blue' > 2]", '32:36', 'but instead found `> 2]`'],
    ['colour IN [blue, green, AND]', '25:29', 'but instead found `AND]`'],
    ['colour IN [blue, green', '23:23', 'Expected matching `]`'],
    ["colour IN ['blue, green", '12:24', 'closing delimiter'],
    ['x = EXISTS', '5:11', '`EXISTS`, which is a reserved keyword'],
    ['AND = 8', '1:4', '`AND`, which is a reserved keyword'],
    ['NOT OR EXISTS AND EXISTS NOT EXISTS', '5:7', '`OR`, which is a reserved keyword'],
    ['value IS NOT', '1:13', 'Was expecting an operation'],
    ['value IS EXISTS', '1:16', 'Was expecting an operation'],
  ])('%s', (expression, position, text) => {
    const error = failure(expression);
    expect(error.code).toBe('invalid_search_filter');
    expect(error.type).toBe('invalid_request');
    expect(error.message).toContain(text);
    expect(columns(expression)).toBe(position);
    expect(error.message.endsWith(` ${expression}`)).toBe(true);
  });

  it('reports the position as 0-based code point offsets', () => {
    expect(failure('make = Land Rover').position).toEqual({ start: 12, end: 17 });
    expect(failure('make = 🐻🐻 OR x = 1').position).toEqual({ start: 7, end: 9 });
  });

  it('is case-sensitive about keywords', () => {
    expect(failure('make = Toyota and model = Yaris').position).toEqual({ start: 14, end: 31 });
    expect(failure('make in [Toyota]').code).toBe('invalid_search_filter');
  });
});

describe('array form', () => {
  it('ANDs outer items and ORs inner arrays, skipping blank items', () => {
    expect(show(parseSearchFilter(['a = 1', ['b = 2', 'c = 3'], '  ']))).toBe('AND[{a} = {1}, OR[{b} = {2}, {c} = {3}, ], ]');
    expect(show(parseSearchFilter([['b = 2']]))).toBe('{b} = {2}');
    expect(parseSearchFilter([])).toBeNull();
  });

  it('rejects items that are not strings', () => {
    expect(() => parseSearchFilter([3 as unknown as string])).toThrow(SearchEngineError);
    expect(() => parseSearchFilter([['a = 1', 3 as unknown as string]])).toThrow(/Invalid type/);
  });
});
