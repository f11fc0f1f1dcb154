import type { SiteConfigInput } from '../../../src/config/site.ts';
import type { FinanceProvider } from '../../../src/config/finance.ts';
import type { Colour, ModelSpec } from '../catalogue.ts';
import type { PostcodeEntry } from '../postcodes.ts';

export type State = PostcodeEntry['state'];

/** One physical site of a dealership; expanded into data/locations.json by locations.ts. */
export interface LocationSeed {
  id: number;
  dealershipId: number;
  name: string;
  slug: string;
  type: 'sales' | 'service' | 'parts' | '';
  subtype?: string;
  primary?: boolean;
  visible?: boolean;
  street: string;
  /** Must be a suburb of the postcode table: it gives the postcode and coordinates. */
  suburb: string;
  state: State;
  phone: string;
  timeZone: 'Australia/Brisbane' | 'Australia/Sydney' | 'Australia/Melbourne' | 'Australia/Perth';
  manufacturers: string[];
  sundayOpen?: boolean;
  /** Google rating as the platform sends it, and the total count behind it. */
  rating: string;
  reviewTotal: number;
  licence?: string;
  repairer?: string;
}

/** What one dealership stocks and how much of it. */
export interface DealershipStock {
  dealershipId: number;
  dealershipSlug: string;
  stockPrefix: string;
  count: number;
  mix: { new: number; demo: number; used: number };
  franchise: readonly ModelSpec[];
  /** Used-car sources with weights: the franchise's own older cars and trade-ins of any make. */
  used: readonly (readonly [readonly ModelSpec[], number])[];
  /** Used cars of this make may be manufacturer-certified (Toyota Certified). */
  certifiedMake?: string;
}

export interface BrandSeed {
  title: string;
  kind: 'car' | 'motorcycle' | 'truck' | 'our';
  /** false: no logo file, so the site shows its image-not-found placeholder. */
  logo: boolean;
  colour: string;
  description: string;
  /** Links out instead of building an overview page. */
  externalUrl?: string;
  models?: readonly ModelSpec[];
}

export interface DealerDef {
  slug: string;
  seed: number;
  kind: 'car' | 'bike';
  /** The text logo written to public/logo.svg. */
  logo: { lines: readonly [string, string]; emblem: 'cross' | 'ring' | 'wheel' };
  /** site.json as written: only the overrides, the schema supplies the rest. */
  site: SiteConfigInput;
  provider: FinanceProvider;
  ids: { vehicle: number; offer: number; review: number };
  locations: readonly LocationSeed[];
  stock: readonly DealershipStock[];
  /** Shares of the stock that are not plainly in stock. */
  status: { comingSoon: number; soldRecent: number; soldWeek: number; soldLong: number; reserved: number };
  colours: readonly Colour[];
  subscriptions: boolean;
  tags: { testDriveOnly: number; runout: number };
  brands: readonly BrandSeed[];
  offerCount: number;
}

/** The offer at this position excludes its own site (offers.ts); a dealer may list it as an exception. */
export const EXCLUDED_OFFER_INDEX = 2;

export const placeUrl = (query: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
