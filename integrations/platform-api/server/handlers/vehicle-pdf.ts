import { renderVehiclePdf } from '../pdf/render-vehicle-pdf.ts';
import type { RouteHandler } from './handler-context.ts';
import { vehicleBySlug } from './lookups.ts';

/** The Print PDF button's file, saved by the browser as {slug}.pdf (spec 01 §7). */
export const carPdf: RouteHandler<'carPdf'> = async (context) => {
  const vehicle = vehicleBySlug(context, context.params.slug);
  const file = await renderVehiclePdf({ vehicle, site: context.tenant.site, generatedAt: context.now });
  const asciiName = vehicle.slug.replace(/[^a-z0-9-]/gi, '-');
  return {
    file,
    contentType: 'application/pdf',
    // filename* keeps a non-ASCII slug intact for browsers that read it; filename is the ASCII fallback.
    headers: {
      'Content-Disposition': `attachment; filename="${asciiName}.pdf"; filename*=UTF-8''${encodeURIComponent(vehicle.slug)}.pdf`,
    },
  };
};
