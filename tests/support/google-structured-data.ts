/**
 * The properties Google's Search Central documentation marks **required** for the structured data types a
 * dealer site publishes (docs/published-standards.md#structured-data names each page):
 * - Vehicle listing (Car): https://developers.google.com/search/docs/appearance/structured-data/vehicle-listing
 *   — brand.name, image, itemCondition, model, name, offers.price, offers.priceCurrency,
 *   vehicleIdentificationNumber, vehicleModelDate; mileageFromOdometer for a used car; vehicleConfiguration
 *   (the trim) where the car has one. Applied to Motorcycle and Vehicle alike.
 * - Offer (product snippet, merchant listing): price, priceCurrency.
 * - Breadcrumb: itemListElement; each ListItem position and name, and item but on the last.
 * - Local business (AutoDealer, as a page's subject): name, address.
 * - Review snippet (AggregateRating): ratingValue, and ratingCount or reviewCount.
 * A property a car's data cannot give (no photo, no VIN, no price) is the caller's to allow: the page is then
 * not eligible for the vehicle listing, which is honest, where an invented value would not be.
 */

type Node = Record<string, unknown>;

const VEHICLE_TYPES = new Set(['Car', 'Motorcycle', 'Vehicle', 'BusOrCoach']);

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The value at a dotted path ('offers.price'), through one level of arrays. */
function at(node: Node, path: string): unknown {
  let value: unknown = node;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = value[0];
    value = value !== null && typeof value === 'object' ? (value as Node)[key] : undefined;
  }
  return value;
}

function vehicleRequired(node: Node): string[] {
  return [
    'brand.name',
    'image',
    'itemCondition',
    'model',
    'name',
    'offers.price',
    'offers.priceCurrency',
    'vehicleIdentificationNumber',
    'vehicleModelDate',
    ...(node.itemCondition === 'https://schema.org/UsedCondition' ? ['mileageFromOdometer'] : []),
  ];
}

function requiredOf(node: Node, root: boolean): string[] {
  const type = String(node['@type']);
  if (VEHICLE_TYPES.has(type)) return vehicleRequired(node);
  if (type === 'Offer') return ['price', 'priceCurrency'];
  if (type === 'BreadcrumbList') return ['itemListElement'];
  // A business is a local business result only as the page's own subject, not as an offer's seller.
  if (type === 'AutoDealer' && root) return ['name', 'address'];
  if (type === 'AggregateRating') return ['ratingValue', ...(present(node.ratingCount) ? [] : ['reviewCount'])];
  return [];
}

function* nodesOf(node: Node, path: string): Generator<[Node, string]> {
  yield [node, path];
  for (const [key, value] of Object.entries(node)) {
    const items = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries()) {
      if (item !== null && typeof item === 'object') yield* nodesOf(item as Node, Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`);
    }
  }
}

/** Google-required properties missing anywhere in a JSON-LD document, as 'Car.offers.price' paths; `allowed` lists those the data cannot give. */
export function missingGoogleRequired(document: Node, allowed: ReadonlySet<string> = new Set()): string[] {
  const missing: string[] = [];
  for (const [node, path] of nodesOf(document, String(document['@type']))) {
    for (const property of requiredOf(node, node === document)) if (!present(at(node, property)) && !allowed.has(property)) missing.push(`${path}.${property}`);
    if (node['@type'] === 'BreadcrumbList' && Array.isArray(node.itemListElement)) {
      node.itemListElement.forEach((item: Node, index, list) => {
        for (const property of ['position', 'name', ...(index < list.length - 1 ? ['item'] : [])]) {
          if (!present(item[property])) missing.push(`${path}.itemListElement[${index}].${property}`);
        }
      });
    }
  }
  return missing;
}
