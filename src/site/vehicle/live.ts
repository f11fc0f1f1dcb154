import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import { PHONE_VISIBLE_CHARACTERS, maskPhone, telHref } from '../../domain/phone.ts';
import { createPlatformClient } from '../../../integrations/platform-api/client/index.ts';

/**
 * The small live parts of a vehicle page and the platform API settings their scripts need.
 * Without a platform API base URL the API-backed parts (views, gauge, delivery, PDF, phone tracking)
 * are simply not rendered.
 */

export interface PlatformSettings {
  baseUrl: string;
  websiteId: number;
}

export interface VehicleLive {
  api?: PlatformSettings;
  carId: number;
  slug: string;
  dealershipId: number;
  name: string;
  photosCount: number;
  share: { url: string; text: string };
  /** Plain download link of the PDF (the server names it {slug}.pdf); absent without the API. */
  pdfHref?: string;
  phone?: { number: string; href: string; masked: string; startRevealed: boolean };
  showViews: boolean;
  showGauge: boolean;
  showDelivery: boolean;
}

export function vehicleLive(vehicle: Vehicle, config: SiteConfig, page: { canonical: string; phone: string | undefined }): VehicleLive {
  const baseUrl = config.integrations.platformApi.baseUrl;
  const api = baseUrl ? { baseUrl, websiteId: config.id } : undefined;
  const available = isAvailable(vehicle);
  const live: VehicleLive = {
    carId: vehicle.id,
    slug: vehicle.slug,
    dealershipId: vehicle.dealership_id,
    name: vehicle.name,
    photosCount: vehicle.images.length,
    share: { url: page.canonical, text: `${vehicle.name} at ${config.name}` },
    showViews: Boolean(api),
    showGauge: Boolean(api) && config.features.autogauge && available && vehicle.price > 0,
    showDelivery: Boolean(api) && config.features.delivery && available,
  };
  if (api) live.api = api;
  if (api && config.features.printPdf) live.pdfHref = createPlatformClient(api).vehiclePdfUrl(vehicle.slug);
  if (page.phone) {
    live.phone = {
      number: page.phone,
      href: telHref(page.phone),
      masked: maskPhone(page.phone),
      startRevealed: config.phones.startRevealed || page.phone.length <= PHONE_VISIBLE_CHARACTERS,
    };
  }
  return live;
}
