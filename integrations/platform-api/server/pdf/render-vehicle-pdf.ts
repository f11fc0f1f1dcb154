import PDFDocument from 'pdfkit';
import { formatAud, formatDate, formatKm } from '../../../../src/domain/format.ts';
import { vehicleUrl } from '../../../../src/site/routes.ts';
import type { StockVehicle, TenantSite } from '../tenants/tenant-schemas.ts';
import { pdfFinanceLines } from './pdf-finance.ts';
import { winAnsiText } from './win-ansi-text.ts';
import { conditionLabel } from '../../../../src/domain/condition.ts';

/** A one-page vehicle summary: name, price, key facts, and the dealer to contact. */

export function keyFacts(vehicle: StockVehicle): Array<[string, string]> {
  const facts: Array<[string, string | null | undefined]> = [
    ['Condition', conditionLabel(vehicle.car_type)],
    ['Year', String(vehicle.year)],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Badge', vehicle.badge],
    ['Odometer', vehicle.km !== null && vehicle.km !== undefined ? formatKm(vehicle.km) : null],
    ['Transmission', vehicle.simple_transmission],
    ['Fuel', vehicle.simple_fuel],
    ['Body', vehicle.simple_body],
    ['Drive', vehicle.drive],
    ['Colour', vehicle.colour],
    ['Stock number', vehicle.stocknum],
    ['VIN', vehicle.vin],
  ];
  return facts.filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1].trim() !== '');
}

const AVAILABLE = new Set(['in_stock', 'coming_soon']);

/**
 * The price as the vehicle page shows it (spec 01 §4): a sold car shows SOLD and no price; else the
 * reduced (offer) price when it is real, else the normal price; 10 or less is a placeholder.
 */
export function priceLine(vehicle: Pick<StockVehicle, 'status' | 'price' | 'offer_price' | 'price_type'>): string {
  if (!AVAILABLE.has(vehicle.status)) return 'SOLD';
  const offer = vehicle.offer_price ?? 0;
  const price = offer > 10 ? offer : vehicle.price;
  if (price <= 10) return 'Enquire for price.';
  return [formatAud(price), vehicle.price_type].filter(Boolean).join(' ');
}

/** The footnote's date is the dealer's calendar day (site.timeZone), not the server's or UTC's. */
export function preparedLine(generatedAt: Date, timeZone: string): string {
  return `Prepared ${formatDate(generatedAt, timeZone)}. Price and availability can change; please confirm with the dealer.`;
}

export function renderVehiclePdf(input: { vehicle: StockVehicle; site: TenantSite; generatedAt: Date }): Promise<Buffer> {
  const { vehicle, site, generatedAt } = input;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: winAnsiText(vehicle.name), Author: winAnsiText(site.name) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(winAnsiText(site.name));
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).fillColor('#111111').text(winAnsiText(vehicle.name));
  const price = priceLine(vehicle);
  doc
    .moveDown(0.3)
    .fontSize(18)
    .fillColor(price === 'SOLD' ? '#b00020' : '#0b5cad')
    .text(winAnsiText(price));
  const [estimate, ...terms] = pdfFinanceLines(vehicle, site, generatedAt);
  if (estimate) {
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(winAnsiText(estimate));
    doc.font('Helvetica').fontSize(9).fillColor('#555555');
    for (const line of terms) doc.text(winAnsiText(line));
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#111111').text('Key facts');
  doc.moveDown(0.4).fontSize(11);
  for (const [label, value] of keyFacts(vehicle)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 56, y, { width: 140 });
    doc.font('Helvetica').text(winAnsiText(value), 200, y, { width: 340 });
    doc.moveDown(0.25);
  }

  const location = vehicle.location;
  const address = location?.address ? [location.address.street, location.address.city, location.address.state, location.address.postcode] : [];
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Dealer', 56);
  doc.moveDown(0.4).font('Helvetica').fontSize(11);
  for (const line of [location?.name ?? site.name, address.filter(Boolean).join(', '), location?.phone ?? site.phone, vehicleUrl(site.url, vehicle.slug)]) {
    if (line) doc.text(winAnsiText(line));
  }

  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#777777')
    .text(winAnsiText(preparedLine(generatedAt, site.timeZone)));
  doc.end();
  return done;
}
