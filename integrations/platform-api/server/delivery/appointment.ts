import { formatDateTime, formatIsoWeekday } from '../../../../src/domain/format.ts';
import { SLOT_MINUTES, timeZoneOf } from '../rules/test-drive-slots.ts';
import type { LeadContext } from './lead-context.ts';
import { dayInZone, isoInZone } from './zoned-iso.ts';

/**
 * The time a lead asks for: a test drive's slot, or the day a service booking prefers. Either is a
 * request the dealer still confirms (the site says "We will confirm … with you shortly"), so the
 * emails, the ADF and the calendar invite all call it requested and tentative. Times are the
 * location's wall clock (its own zone, else its state's, else the dealer's).
 */

export interface Appointment {
  kind: 'test-drive' | 'service';
  /** 'time': a slot with a start and an end; 'day': a preferred calendar day. */
  precision: 'time' | 'day';
  timeZone: string;
  /** UTC instant of the start, for a slot. */
  startUtc: string | null;
  /** YYYY-MM-DD, for a day. */
  isoDate: string | null;
  /** ADF's earliest and latest date: local time with its offset. */
  earliest: string;
  latest: string;
}

export const PREFERRED_DATE_FIELD = 'preferred_date';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function appointmentTimeZone(context: LeadContext): string {
  return context.location ? timeZoneOf(context.location, context.site.timeZone) : context.site.timeZone;
}

export function appointmentOf(context: LeadContext): Appointment | null {
  const { lead } = context;
  const timeZone = appointmentTimeZone(context);
  if (lead.appointmentAt && !Number.isNaN(Date.parse(lead.appointmentAt))) {
    const start = new Date(lead.appointmentAt);
    return {
      kind: lead.formType === 'book-a-service' ? 'service' : 'test-drive',
      precision: 'time',
      timeZone,
      startUtc: start.toISOString(),
      isoDate: null,
      earliest: isoInZone(start, timeZone),
      latest: isoInZone(new Date(start.getTime() + SLOT_MINUTES * 60_000), timeZone),
    };
  }
  const preferred = lead.payload[PREFERRED_DATE_FIELD];
  if (lead.formType === 'book-a-service' && typeof preferred === 'string' && ISO_DATE.test(preferred) && !Number.isNaN(Date.parse(preferred))) {
    const day = dayInZone(preferred, timeZone);
    return { kind: 'service', precision: 'day', timeZone, startUtc: null, isoDate: preferred, earliest: day.start, latest: day.end };
  }
  return null;
}

/** A test drive the shopper asked to be called about instead of picking a time. */
export function isCallBackTestDrive(context: LeadContext): boolean {
  return context.lead.formType === 'test-drive' && !context.lead.appointmentAt;
}

/** 'Tuesday 1 December 2026 at 10:00 am' for a slot, 'Tuesday 1 December 2026' for a day, in the appointment's zone. */
export function appointmentWhen(appointment: Appointment): string {
  if (appointment.startUtc) return formatDateTime(appointment.startUtc, appointment.timeZone, { weekday: true });
  const isoDate = appointment.isoDate ?? '';
  return `${formatIsoWeekday(isoDate)} ${isoDate.slice(0, 4)}`;
}
