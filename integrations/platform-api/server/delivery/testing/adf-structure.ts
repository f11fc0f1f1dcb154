import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Checks a document against the ADF 1.0 DTD's content models (element order and cardinality) and
 * enumerated attributes, for the elements a lead uses. Returns the problems found; [] means valid.
 */

const MODELS: Record<string, RegExp> = {
  adf: /^(prospect,)+$/,
  prospect: /^(id,)*requestdate,(vehicle,)+customer,vendor,(provider,)?$/,
  vehicle:
    /^(id,)*year,make,model,(vin,)?(stock,)?(trim,)?(doors,)?(bodystyle,)?(transmission,)?(odometer,)?(condition,)?(colorcombination,)*(imagetag,)?(price,)*(pricecomments,)?(option,)*(finance,)?(comments,)?$/,
  customer: /^contact,(id,)*(timeframe,)?(comments,)?$/,
  contact: /^(name,)+(email,)?(phone,)*(address,)?$/,
  vendor: /^(id,)*vendorname,(url,)?contact,$/,
  provider: /^(id,)*name,(service,)?(url,)?(email,)?(phone,)?(contact,)?$/,
  address: /^(street,){1,5}(apartment,)?(city,)?(regioncode,)?(postalcode,)?(country,)?$/,
  colorcombination: /^(interiorcolor,)?(exteriorcolor,)?(preference,)?$/,
};

const ATTRIBUTES: Record<string, Record<string, RegExp>> = {
  vehicle: { interest: /^(buy|lease|sell|trade-in|test-drive)$/, status: /^(new|used)$/ },
  name: { part: /^(surname|first|middle|suffix|last|full)$/ },
  phone: { type: /^(voice|fax|cellphone|pager)$/, time: /^(morning|afternoon|evening|nopreference|day)$/ },
  odometer: { status: /^(unknown|rolledover|replaced|original)$/, units: /^(km|mi)$/ },
  price: { type: /^(quote|offer|msrp|invoice|call|appraisal|asking)$/ },
};

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: true });

function walk(nodes: OrderedNode[], problems: string[], path: string): void {
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (!name || name === '#text' || name.startsWith('?')) continue;
    const children = (node[name] as OrderedNode[] | undefined) ?? [];
    const here = `${path}/${name}`;
    const model = MODELS[name];
    if (model) {
      const sequence = children.map((child) => Object.keys(child).find((key) => key !== ':@')).filter((key) => key && key !== '#text');
      const joined = sequence.map((key) => `${key},`).join('');
      if (!model.test(joined)) problems.push(`${here}: children (${sequence.join(', ')}) do not match the ADF content model`);
    }
    for (const [attribute, allowed] of Object.entries(ATTRIBUTES[name] ?? {})) {
      const value = node[':@']?.[attribute];
      if (value !== undefined && !allowed.test(value)) problems.push(`${here}@${attribute}="${value}" is not an ADF value`);
    }
    walk(children, problems, here);
  }
}

export function adfProblems(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed: ${wellFormed.err.msg}`];
  if (!/^<\?xml[^>]*\?>\s*<\?adf version="1.0"\?>/.test(xml)) return ['missing <?adf version="1.0"?> after the XML declaration'];
  const problems: string[] = [];
  const tree = parser.parse(xml) as OrderedNode[];
  if (!tree.some((node) => 'adf' in node)) problems.push('root element is not <adf>');
  walk(tree, problems, '');
  return problems;
}
