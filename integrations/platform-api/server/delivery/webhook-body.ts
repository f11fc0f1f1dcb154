import { adfDocument } from './adf-document.ts';
import { appointmentOf } from './appointment.ts';
import { documentValue } from './document-text.ts';
import { leadHeading, vehicleTitle, type LeadContext } from './lead-context.ts';
import { requestRows } from './lead-summary.ts';
import type { DeliveryEvent } from './outbox-store.ts';

const WEBHOOK_EVENT_NAMES: Record<DeliveryEvent, string> = {
  'lead.created': 'lead.created',
  'trade-in.offer-accepted': 'lead.trade_in_offer_accepted',
  'reservation.hold-expired': 'lead.reservation_hold_expired',
  'reservation.cancelled': 'lead.reservation_cancelled',
};

/**
 * The event's id, Standard Webhooks' `webhook-id` (also `event_id` in the body): one per event of a
 * lead — its arrival, an accepted offer, a lapsed hold, a cancellation — and the same on every
 * redelivery of that event, so a receiver dedupes on it without dropping a lead's later events.
 */
export function webhookMessageId(context: LeadContext): string {
  return `${context.lead.id}.${WEBHOOK_EVENT_NAMES[context.event]}`;
}

/**
 * The JSON a webhook receiver gets: the lead's main fields flattened for easy mapping, the full
 * submitted payload, and the same ADF document the email carries. `event_id` names the event
 * (dedupe on it); `lead_id` (and `id`, its older name) the lead all its events share.
 */
export function webhookBody(context: LeadContext): Record<string, unknown> {
  const { lead, vehicle, location } = context;
  // The JSON itself would carry any character (escaped); the receiver's systems may not.
  return documentValue({
    event: WEBHOOK_EVENT_NAMES[context.event],
    event_id: webhookMessageId(context),
    lead_id: lead.id,
    id: lead.id,
    created_at: lead.createdAt,
    lead_type: context.leadType,
    website_id: lead.websiteId,
    dealer: { name: context.site.name, dealership: context.dealershipName, url: context.site.url },
    form_type: lead.formType,
    category: lead.category,
    subcategory: lead.subcategory,
    customer: { first_name: lead.firstName, last_name: lead.lastName, email: lead.email, phone: lead.phone, postcode: lead.postcode },
    message: lead.message,
    appointment_at: lead.appointmentAt,
    appointment: appointmentJson(context),
    location: location ? { id: location.id, name: location.name } : null,
    vehicle: vehicle
      ? {
          id: vehicle.id,
          title: vehicleTitle(vehicle),
          stock_number: vehicle.stocknum ?? null,
          vin: vehicle.vin ?? null,
          price: vehicle.price,
          car_type: vehicle.car_type,
        }
      : null,
    trade_in: context.tradeIn,
    // What the email shows: every answer the form collected, labelled, in the order the dealer reads them.
    heading: leadHeading(context),
    answers: requestRows(context).map(({ label, value }) => ({ label, value })),
    payload: lead.payload,
    adf: adfDocument(context),
  });
}

/** The time asked for, as the ADF's timeframe says it: local with offset, to be confirmed. */
function appointmentJson(context: LeadContext): Record<string, unknown> | null {
  const appointment = appointmentOf(context);
  if (!appointment) return null;
  const { kind, precision, earliest, latest, timeZone, startUtc, isoDate } = appointment;
  return { kind, precision, earliest, latest, time_zone: timeZone, start_utc: startUtc, date: isoDate, status: 'requested' };
}
