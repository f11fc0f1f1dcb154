import type { z } from 'zod';
import type { OfferSchema } from '../../src/data/schemas/offer.ts';
import { formatAud } from '../../src/domain/format.ts';
import { coloursFor, slugify, type ModelSpec } from './catalogue.ts';
import { EXCLUDED_OFFER_INDEX, type DealerDef } from './dealers/types.ts';
import { mediaUrl, stillName } from './media.ts';
import type { Rng } from './prng.ts';
import { DAY_MS, isoDay, REFERENCE_MS } from './vehicles.ts';

type Offer = z.input<typeof OfferSchema>;
type Category = 'Finance offer' | 'Bonus offer' | 'Service offer';

const LONG_TERMS =
  'Offer available to private and ABN buyers on new and demonstrator vehicles purchased and delivered between the dates shown, while stocks last. Excludes fleet, government and rental buyers. Not available with any other offer. The dealer reserves the right to extend or withdraw the offer. See in store for full terms and conditions.';

function describe(
  category: Category,
  model: ModelSpec,
  dealer: string,
  price: number,
  rate: string,
): { name: string; description: string; disclaimer: string } {
  if (category === 'Finance offer') {
    return {
      name: `${model.make} ${model.model}: ${rate}% p.a. comparison rate finance`,
      description: `<p>Drive away a new <strong>${model.make} ${model.model}</strong> with <strong>${rate}% p.a.</strong> (comparison rate ${(Number(rate) + 0.6).toFixed(2)}% p.a.) finance over 5 years.</p><ul><li>Low deposit options</li><li>Fast approval, often in under an hour</li><li>Trade-ins welcome</li></ul><p>Talk to the finance team at ${dealer} to see what your repayments could be.</p>`,
      disclaimer: `Finance offer ${rate}% p.a. (comparison rate ${(Number(rate) + 0.6).toFixed(2)}% p.a.) available to approved applicants of the participating lender only. Comparison rate based on a $30,000 secured loan over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges. ${LONG_TERMS}`,
    };
  }
  if (category === 'Bonus offer') {
    return {
      name: `${model.model} from ${formatAud(price)} drive away`,
      description: `<p>For a limited time, the ${model.make} ${model.model} is available from <strong>${formatAud(price)} drive away</strong> with a bonus accessories pack.</p>`,
      disclaimer: `Drive-away price includes registration, CTP and dealer delivery. ${LONG_TERMS}`,
    };
  }
  return {
    name: `Capped-price servicing for your ${model.make}`,
    description: `<p>Keep your ${model.make} running like new. Capped-price servicing from <strong>${formatAud(price)}</strong>, genuine parts and a free multi-point health check.</p>`,
    disclaimer: 'Capped price applies to scheduled logbook services only. Additional repairs quoted separately.',
  };
}

/** 8–20 offers: current ones, one starting later, one ended; one excludes this very site. */
export function buildOffers(def: DealerDef, rng: Rng): Offer[] {
  const models = def.brands.flatMap((b) => b.models ?? []);
  const categories: Category[] = ['Finance offer', 'Bonus offer', 'Service offer'];
  const offers: Offer[] = [];
  for (let index = 0; index < def.offerCount; index++) {
    const model = rng.pick(models);
    const category = categories[index % 3] ?? 'Bonus offer';
    const price = category === 'Service offer' ? rng.pick([199, 249, 299, 349]) : Math.round((model.price[0] * 0.97) / 1000) * 1000 - 10;
    const text = describe(category, model, def.site.name, price, rng.pick(['0.99', '1.99', '2.99', '3.49', '4.99']));
    const startDays = index === 4 ? -10 : index === 5 ? 150 : rng.int(5, 60);
    const length = index === 5 ? 130 : rng.int(30, 120);
    const palette = coloursFor(model.body, def.colours);
    const colour = palette[index % palette.length]?.slug ?? 'pearl-white';
    const image = mediaUrl(stillName(model.body, colour, def.kind === 'bike' ? 'side' : 'front'));
    const dealership = def.site.dealerships.find((d) => d.make === model.make) ?? def.site.dealerships[0];
    offers.push({
      id: def.ids.offer + index,
      name: text.name,
      description: index === 1 ? `${text.description}<script>alert('offer')</script><p><a href="javascript:alert(1)">Claim now</a></p>` : text.description,
      disclaimer: text.disclaimer,
      category,
      manufacturer: index % 2 === 0 ? model.make : { name: model.make },
      model: { name: model.model, slug: slugify(model.model), override_url: null },
      image_url: image,
      image_or_model_image: { url: image },
      excluded_website_ids: index === EXCLUDED_OFFER_INDEX ? [def.site.id, def.site.id + 1] : [],
      dealership_ids: dealership ? [dealership.id] : [],
      price: category === 'Finance offer' ? null : price,
      starts_at: isoDay(REFERENCE_MS - startDays * DAY_MS),
      ends_at: isoDay(REFERENCE_MS - startDays * DAY_MS + length * DAY_MS),
    });
  }
  return offers;
}
