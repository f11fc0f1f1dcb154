import type { FinanceLender } from '../../../../src/data/schemas/vehicle.ts';
import { weeklyEstimateText } from '../../../../src/domain/finance/finance-offer.ts';
import { formatAud } from '../../../../src/domain/format.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../../../src/domain/finance/vehicle-offer.ts';
import type { StockVehicle, TenantSite } from '../tenants/tenant-schemas.ts';

/**
 * The car's finance offer as the PDF states it: the same offer (src/domain/finance) the card, the
 * vehicle page and its calculator show, so a printed page never quotes another figure. No lines when
 * finance is not shown for the car.
 */

const aud = (value: number) => formatAud(value, { cents: !Number.isInteger(value) });
const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;

export function pdfFinanceLines(
  vehicle: StockVehicle,
  site: Pick<TenantSite, 'finance' | 'timeZone'> & { features: Pick<TenantSite['features'], 'finance'> & Partial<TenantSite['features']> },
  now: Date,
): string[] {
  const car = { ...vehicle, finance_lenders: (vehicle.finance_lenders ?? {}) as Record<string, FinanceLender> };
  const offer = vehicleFinanceOffer(car, financeOfferSettings(site), now);
  const estimate = offer && weeklyEstimateText(offer);
  if (!offer || !estimate) return [];
  const fee = offer.establishmentFee > 0 ? `, ${aud(offer.establishmentFee)} establishment fee financed` : '';
  return [
    `Finance from ${estimate}*`,
    `${offer.interestRate}% p.a., comparison rate ${offer.comparisonRate}% p.a., over ${years(offer.termYears)}: ${offer.weekly.payments} weekly repayments on ${aud(offer.weekly.amountFinanced)} (${aud(offer.price)} with ${aud(offer.deposit)} deposit${fee}), no balloon. Total payable ${aud(offer.weekly.totalPayable)}, of which interest ${aud(offer.weekly.totalInterest)}.`,
    `* ${site.finance.comparisonRateText}`,
  ];
}
