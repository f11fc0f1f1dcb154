import PDFDocument from 'pdfkit';
import { formatDate } from '../../../../src/domain/format.ts';
import type { CarView } from '../../../../src/site/car-view.ts';
import { vehicleUrl } from '../../../../src/site/routes.ts';
import type { StockVehicle, TenantSite } from '../tenants/tenant-schemas.ts';
import { pdfCarView } from './pdf-car-view.ts';
import { pdfFinanceLines } from './pdf-finance.ts';
import { winAnsiText } from './win-ansi-text.ts';

/** A one-page vehicle summary: name, price, key facts, and the dealer to contact. */

/** The facts table; condition and odometer as the car view model words them. */
export function keyFacts(vehicle: StockVehicle, car: Pick<CarView, 'conditionLabel' | 'odometer'>): Array<[string, string]> {
  const facts: Array<[string, string | null | undefined]> = [
    ['Condition', car.conditionLabel],
    ['Year', String(vehicle.year)],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Badge', vehicle.badge],
    ['Odometer', vehicle.km != null ? car.odometer : null],
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

/** The footnote's date is the dealer's calendar day (site.timeZone), not the server's or UTC's. */
export function preparedLine(generatedAt: Date, timeZone: string): string {
  return `Prepared ${formatDate(generatedAt, timeZone)}. Price and availability can change; please confirm with the dealer.`;
}

export function renderVehiclePdf(input: { vehicle: StockVehicle; site: TenantSite; generatedAt: Date }): Promise<Buffer> {
  const { vehicle, site, generatedAt } = input;
  const car = pdfCarView(vehicle, site, generatedAt);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: winAnsiText(car.title), Author: winAnsiText(site.name) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(winAnsiText(site.name));
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).fillColor('#111111').text(winAnsiText(car.title));
  doc
    .moveDown(0.3)
    .fontSize(18)
    .fillColor(car.available ? '#0b5cad' : '#b00020')
    .text(winAnsiText(car.priceLine));
  const [estimate, ...terms] = pdfFinanceLines(vehicle, site, generatedAt);
  if (estimate) {
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(winAnsiText(estimate));
    doc.font('Helvetica').fontSize(9).fillColor('#555555');
    for (const line of terms) doc.text(winAnsiText(line));
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#111111').text('Key facts');
  doc.moveDown(0.4).fontSize(11);
  for (const [label, value] of keyFacts(vehicle, car)) {
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
