import { serializeProps } from 'astro/runtime/server/serialize.js';
import { dealerWideFilePath } from '../domain/dealer-wide-file-path.ts';
import { splitDealerWide, type WithDealerWide } from '../islands/shared/dealer-wide-props.ts';
import type { TenantBundle } from '../tenant/bundle.ts';
import { contentHash } from '../tenant/content-hash.ts';

/**
 * The build half of src/islands/shared/dealer-wide-props.ts: an island's dealer-wide props as one
 * published file (src/pages/props/[file].json.ts), and the island's props without them.
 */
export interface DealerWideFile {
  /** Path under the site root: /props/<name>.<content hash>.json. */
  path: string;
  /** The values in Astro's serialised props form, as the island's `props` attribute would carry them. */
  text: string;
}

function fileOf(name: string, values: object): DealerWideFile {
  const text = serializeProps(values);
  return { path: dealerWideFilePath(name, contentHash(text)), text };
}

/** The props named by `keys`, in that order (the file's text depends on it). */
export function pick<Props extends object, Wide extends keyof Props>(props: Props, keys: readonly Wide[]): Pick<Props, Wide> {
  return Object.fromEntries(keys.map((key) => [key, props[key]])) as Pick<Props, Wide>;
}

const files = new WeakMap<TenantBundle, Map<string, DealerWideFile>>();

/** The dealer's file `name`, built once per build from `values` (what every page's island shares). */
export function dealerWideFile(bundle: TenantBundle, name: string, values: () => object): DealerWideFile {
  const byName = files.get(bundle) ?? new Map<string, DealerWideFile>();
  files.set(bundle, byName);
  const known = byName.get(name) ?? fileOf(name, values());
  byName.set(name, known);
  return known;
}

/**
 * Props for `client:interaction={{ dealerWide: file }}`: without what `file` carries. A page whose
 * values for `keys` differ from the file's is refused at build time, so no page hydrates with another
 * page's values.
 */
export function propsBesideFile<Props extends object, Wide extends keyof Props>(
  props: Props,
  keys: readonly Wide[],
  file: DealerWideFile,
): { props: WithDealerWide<Props, Wide>; file: string } {
  if (serializeProps(pick(props, keys)) !== file.text)
    throw new Error(`An island's dealer-wide props differ from ${file.path}: give this page its props whole`);
  return { props: splitDealerWide(props, keys), file: file.path };
}
