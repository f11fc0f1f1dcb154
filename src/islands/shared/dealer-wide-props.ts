/**
 * Island props that every page of a dealer passes the same way (the dealer's name, privacy notice,
 * form settings, locations) travel once, in a cached file, instead of in the `props` attribute of
 * every page's island. On the server the island reads them from a holder whose fields Astro does not
 * serialise (it serialises an object's enumerable fields only), so the page's HTML is rendered with
 * them but carries `dealerWide: {}`; in the browser the `client:interaction` directive fetches the
 * file and puts it in that place before the island hydrates (integrations/astro/dealer-wide-file.ts).
 */

/** The prop that carries them; `client:interaction={{ dealerWide: url }}` names the file. */
export const DEALER_WIDE_PROP = 'dealerWide';

export type WithDealerWide<Props extends object, Wide extends keyof Props> = Omit<Props, Wide> & { [DEALER_WIDE_PROP]: Pick<Props, Wide> };

/** The same values, readable on the server and left out of the island's serialised props. */
function unserialised<Values extends object>(values: Values): Values {
  const holder = {} as Values;
  for (const [key, value] of Object.entries(values)) Object.defineProperty(holder, key, { value, enumerable: false });
  return holder;
}

/** The values of a holder (unserialised() on the server, the fetched file in the browser) as a plain object. */
function valuesOf<Values extends object>(holder: Values): Values {
  return Object.fromEntries(Object.getOwnPropertyNames(holder).map((key) => [key, holder[key as keyof Values]])) as Values;
}

/** Props split by splitDealerWide() (or never split) back into the island's whole props. */
export function joinDealerWide<Props extends object, Wide extends keyof Props>(props: Props | WithDealerWide<Props, Wide>): Props {
  if (!(DEALER_WIDE_PROP in props)) return props;
  const { [DEALER_WIDE_PROP]: wide, ...own } = props;
  return { ...valuesOf(wide), ...own } as unknown as Props;
}

/** The island's props with `keys` moved into the dealer-wide holder. */
export function splitDealerWide<Props extends object, Wide extends keyof Props>(props: Props, keys: readonly Wide[]): WithDealerWide<Props, Wide> {
  const wide = {} as Pick<Props, Wide>;
  const own = { ...props };
  for (const key of keys) {
    wide[key] = props[key];
    delete own[key];
  }
  return { ...own, [DEALER_WIDE_PROP]: unserialised(wide) } as WithDealerWide<Props, Wide>;
}
