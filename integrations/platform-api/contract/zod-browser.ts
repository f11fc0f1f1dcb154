import * as mini from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The contract's `zod` in browser bundles: the part of zod's classic API the contract is written in,
 * built on `zod/mini`. The schemas stay one definition (the contract's modules, in classic zod, which the
 * server and the build run as is); only what they are made of changes. zod/mini shares zod's core, so a
 * schema parses, transforms and reports issues exactly as classic zod does, and a bundler keeps only what
 * is used — classic zod ships every method and the JSON Schema tools to every page (~31 KB gzip).
 *
 * `integrations/astro/browser-contract-zod.ts` points the contract's `import { z } from 'zod'` here in
 * client bundles only. A method the contract starts using that is missing here fails
 * `zod-browser.test.ts`, which loads every contract module through this file and checks that it accepts
 * and rejects payloads exactly as the server's zod does.
 */

type Schema = mini.ZodMiniType;
/** What the contract passes for a message: a string or `{ message }` (classic's own types check the contract). */
type Params = string | { message?: string; error?: string; abort?: boolean };
type Shape = NonNullable<Parameters<typeof mini.object>[0]>;

/** Classic zod registers English messages with its first schema; mini leaves messages to the app. */
mini.config(en());

/** Types whose `min`/`max` bound the value rather than a length (classic: `gte`/`lte`). */
const ORDERED = new Set(['number', 'bigint', 'date']);
const isOrdered = (schema: Schema) => ORDERED.has(schema._zod.def.type);

/** The classic methods, as zod's classic ZodType defines them (node_modules/zod/v4/classic/schemas.js). */
const methods: Record<string, (this: Schema, ...args: never[]) => unknown> = {
  optional() {
    return classic(mini.optional(this));
  },
  nullable() {
    return classic(mini.nullable(this));
  },
  nullish() {
    return classic(mini.nullish(this));
  },
  default(value: unknown) {
    return classic(mini._default(this, value as never));
  },
  transform(fn: Parameters<typeof mini.transform>[0]) {
    return classic(mini.pipe(this, mini.transform(fn)));
  },
  pipe(target: Schema) {
    return classic(mini.pipe(this, target));
  },
  refine(fn: (value: unknown) => unknown, params?: Params & { path?: PropertyKey[] }) {
    return classic(this.check(mini.refine(fn, params)));
  },
  superRefine(fn: Parameters<typeof mini.superRefine>[0]) {
    return classic(this.check(mini.superRefine(fn)));
  },
  array() {
    return classic(mini.array(this));
  },
  or(other: Schema) {
    return classic(mini.union([this, other]));
  },
  and(other: Schema) {
    return classic(mini.intersection(this, other));
  },
  // Strings and arrays: lengths; numbers: values.
  min(value: number, params?: Params) {
    return classic(this.check(isOrdered(this) ? mini.gte(value, params) : mini.minLength(value, params)));
  },
  max(value: number, params?: Params) {
    return classic(this.check(isOrdered(this) ? mini.lte(value, params) : mini.maxLength(value, params)));
  },
  length(value: number, params?: Params) {
    return classic(this.check(mini.length(value, params)));
  },
  regex(pattern: RegExp, params?: Params) {
    return classic(this.check(mini.regex(pattern, params)));
  },
  trim() {
    return classic(this.check(mini.trim()));
  },
  toLowerCase() {
    return classic(this.check(mini.toLowerCase()));
  },
  toUpperCase() {
    return classic(this.check(mini.toUpperCase()));
  },
  int(params?: Params) {
    return classic(this.check(mini.int(params)));
  },
  positive(params?: Params) {
    return classic(this.check(mini.gt(0, params)));
  },
  nonnegative(params?: Params) {
    return classic(this.check(mini.gte(0, params)));
  },
  extend(shape: Shape) {
    return classic(mini.extend(this as mini.ZodMiniObject, shape));
  },
  catchall(schema: Schema) {
    return classic(mini.catchall(this as mini.ZodMiniObject, schema));
  },
  partial() {
    return classic(mini.partial(this as mini.ZodMiniObject));
  },
};

const patched = new WeakSet<object>();

/**
 * Gives a mini schema the classic methods. They go on its constructor's prototype, once, which every
 * schema of that kind shares — clones made by `.check()` included.
 */
function classic<S>(schema: S): S {
  const prototype = Object.getPrototypeOf(schema) as object;
  if (!patched.has(prototype)) {
    patched.add(prototype);
    for (const [name, method] of Object.entries(methods)) {
      if (!(name in prototype)) Object.defineProperty(prototype, name, { value: method, configurable: true, writable: true });
    }
  }
  return schema;
}

/** Wraps a mini factory so the schemas it makes have the classic methods. */
const made =
  <A extends unknown[], S>(factory: (...args: A) => S) =>
  (...args: A): S =>
    classic(factory(...args));

/** The members of classic `z` the contract uses (types come from classic zod: these are runtime values). */
export const z = {
  config: mini.config,
  string: made(mini.string),
  number: made(mini.number),
  boolean: made(mini.boolean),
  null: made(mini.null),
  unknown: made(mini.unknown),
  literal: made(mini.literal),
  enum: made(mini.enum),
  array: made(mini.array),
  object: made(mini.object),
  record: made(mini.record),
  union: made(mini.union),
  discriminatedUnion: made(mini.discriminatedUnion),
  email: made(mini.email),
  url: made(mini.url),
  iso: { datetime: made(mini.iso.datetime), date: made(mini.iso.date) },
  coerce: { number: made(mini.coerce.number), string: made(mini.coerce.string), boolean: made(mini.coerce.boolean) },
};
