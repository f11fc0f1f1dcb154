import type { z } from 'zod';
import type { BrandSchema } from '../../src/data/schemas/brand.ts';
import { coloursFor, slugify } from './catalogue.ts';
import type { DealerDef } from './dealers/types.ts';
import { brandLogo } from './logos.ts';
import { mediaUrl, stillName } from './media.ts';

type Brand = z.input<typeof BrandSchema>;

/** brands.json plus the logo files it points at (public/brands/{slug}.svg). */
export function buildBrands(def: DealerDef): { brands: Brand[]; files: Map<string, string> } {
  const files = new Map<string, string>();
  const brands = def.brands.map((seed, index): Brand => {
    const slug = slugify(seed.title);
    if (seed.logo) files.set(`public/brands/${slug}.svg`, brandLogo(seed.title, seed.colour));
    const models = [...new Map((seed.models ?? []).map((m) => [m.model, m])).values()];
    const hero = models[0];
    const palette = hero ? coloursFor(hero.body, def.colours) : def.colours;
    const colour = palette[index % palette.length]?.slug ?? 'pearl-white';
    return {
      title: seed.title,
      slug,
      logoSrc: seed.logo ? `/brands/${slug}.svg` : null,
      imageBannerSrc: hero ? mediaUrl(stillName(hero.body, colour, 'side')) : null,
      description: seed.description,
      skipPage: seed.externalUrl !== undefined,
      ...(seed.externalUrl ? { externalUrl: seed.externalUrl } : {}),
      kind: seed.kind,
      models: models.map((m) => ({ name: m.model, slug: slugify(m.model), body: m.body })),
    };
  });
  return { brands, files };
}
