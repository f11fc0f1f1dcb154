import { createEvent, type EventAttributes } from 'ics';
import { z } from 'zod';
import { SERVICE_CONFIRMED_LATER, TEST_DRIVE_CONFIRMED_LATER } from '../../../../src/forms/form-types/parts.ts';
import { addDays } from '../../../../src/domain/zoned-time.ts';
import { appointmentOf, appointmentWhen, type Appointment } from './appointment.ts';
import { documentValue } from './document-text.ts';
import type { LeadContext } from './lead-context.ts';
import { vehicleTitle } from './lead-context.ts';

/**
 * The shopper's calendar invite for a test drive or a service booking (RFC 5545, built with `ics`).
 * Both are requests the dealer still confirms, as the page and the email say, so the event is
 * STATUS:TENTATIVE. PRODID is a formal public identifier naming this product; the UID is the
 * lead's, so a redelivered invite replaces itself. A slot is a timed event (UTC); a preferred day is
 * an all-day event that does not block the day (TRANSP:TRANSPARENT).
 */

export const CALENDAR_PRODUCT_ID = '-//Forecourt//Lead Delivery 1.0//EN';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export interface CalendarInvite {
  filename: string;
  content: string;
}

/** A quoted parameter (ORGANIZER's CN) may hold neither a line break nor a double quote. */
const paramText = (value: string) => value.replace(/[\r\n]+/g, ' ').replaceAll('"', "'");

function placeOf(context: LeadContext): string {
  const { location } = context;
  if (!location) return context.dealershipName;
  const address = [location.address?.city, location.address?.state, location.address?.postcode].filter(Boolean).join(' ');
  return address ? `${location.name}, ${address}` : location.name;
}

type When =
  | { start: number; startInputType: 'utc'; startOutputType: 'utc'; duration: { minutes: number } }
  | { start: [number, number, number]; end: [number, number, number]; transp: 'TRANSPARENT' };

function whenOf(appointment: Appointment): When {
  if (appointment.startUtc) {
    const minutes = Math.round((Date.parse(appointment.latest) - Date.parse(appointment.earliest)) / 60_000);
    return { start: Date.parse(appointment.startUtc), startInputType: 'utc', startOutputType: 'utc', duration: { minutes } };
  }
  const day = (isoDate: string): [number, number, number] => {
    const [year = 0, month = 1, date = 1] = isoDate.split('-').map(Number);
    return [year, month, date];
  };
  const isoDate = appointment.isoDate ?? '';
  return { start: day(isoDate), end: day(addDays(isoDate, 1).isoDate), transp: 'TRANSPARENT' };
}

function describe(context: LeadContext, appointment: Appointment): { title: string; description: string } {
  const { lead, site } = context;
  const car = vehicleTitle(context.vehicle);
  const call = site.phone ? ` Call ${site.phone} to change it.` : '';
  if (appointment.kind === 'test-drive') {
    return {
      title: `Test drive${car ? `: ${car}` : ''} at ${context.dealershipName} (to be confirmed)`,
      description: `Your test drive request for ${appointmentWhen(appointment)}. ${TEST_DRIVE_CONFIRMED_LATER} Please bring your driver licence. Reference ${lead.id}.${call}`,
    };
  }
  const services = Array.isArray(lead.payload.additional_services) ? lead.payload.additional_services.map(String) : [];
  const own = [lead.payload['Vehicle Make'], lead.payload['Vehicle Model']].filter((part) => typeof part === 'string' && part).join(' ');
  return {
    title: `Service${own ? `: ${own}` : ''} at ${context.dealershipName} (to be confirmed)`,
    description: `Your service booking request for ${appointmentWhen(appointment)}${services.length > 0 ? ` (${services.join(', ')})` : ''}. ${SERVICE_CONFIRMED_LATER} Reference ${lead.id}.${call}`,
  };
}

/** The invite for the lead's appointment; null when it asks for no time. */
export function appointmentInvite(context: LeadContext): CalendarInvite | null {
  const appointment = appointmentOf(context);
  if (!appointment) return null;
  const { lead, site } = context;
  const organizer = site.email && z.email().safeParse(site.email).success ? { organizer: { name: paramText(context.dealershipName), email: site.email } } : {};
  // DTSTAMP is when the lead came in, so a redelivered invite is the same invite (ics takes it, untyped).
  const event: EventAttributes & { timestamp: number } = {
    uid: `${lead.id}@forecourt.leads`,
    productId: CALENDAR_PRODUCT_ID,
    method: 'PUBLISH',
    timestamp: Date.parse(lead.createdAt),
    sequence: 0,
    ...whenOf(appointment),
    ...describe(context, appointment),
    location: placeOf(context),
    url: site.url,
    status: 'TENTATIVE',
    busyStatus: 'TENTATIVE',
    ...organizer,
  };
  const { error, value } = createEvent(documentValue(event));
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return { filename: appointment.kind === 'test-drive' ? 'test-drive.ics' : 'service-booking.ics', content: value };
}
