import { formatAud, formatDateTime } from '../../../../src/domain/format.ts';
import { SERVICE_CONFIRMED_LATER, TEST_DRIVE_CONFIRMED_LATER } from '../../../../src/forms/form-types/parts.ts';
import { appointmentOf, appointmentWhen } from './appointment.ts';
import { vehicleTitle, type LeadContext } from './lead-context.ts';

/**
 * What the shopper's confirmation says, per kind of lead: the words match what the site told them
 * (a test drive's time and a service day are requests the dealer confirms), a payment is a receipt
 * with its amount and number, a reservation says the car is held.
 */

export interface ConfirmationContent {
  subject: string;
  /** The message itself, before the sign-off lines every confirmation shares. */
  body: string[];
}

const at = (context: LeadContext) => (context.location ? ` at ${context.location.name}` : '');

function testDrive(context: LeadContext): ConfirmationContent {
  const car = vehicleTitle(context.vehicle);
  const appointment = appointmentOf(context);
  const subject = `Your test drive request — ${context.dealershipName}`;
  if (!appointment) {
    return { subject, body: [`Thanks — your test drive request${car ? ` for the ${car}` : ''} is in. We will call you to arrange a time.`] };
  }
  return {
    subject,
    body: [
      `Thanks — your test drive request is in${car ? `: the ${car}` : ''}, ${appointmentWhen(appointment)}${at(context)}. ${TEST_DRIVE_CONFIRMED_LATER}`,
      'The invite attached holds the time in your calendar, marked tentative until we confirm.',
    ],
  };
}

function service(context: LeadContext): ConfirmationContent {
  const appointment = appointmentOf(context);
  const services = Array.isArray(context.lead.payload.additional_services) ? context.lead.payload.additional_services.map(String) : [];
  return {
    subject: `Your service booking request — ${context.dealershipName}`,
    body: [
      `Thanks — your service booking request is in${appointment ? ` for ${appointmentWhen(appointment)}` : ''}${at(context)}. ${SERVICE_CONFIRMED_LATER}`,
      ...(services.length > 0 ? [`You asked for: ${services.join(', ')}.`] : []),
      ...(appointment ? ['The invite attached holds the day in your calendar, marked tentative until we confirm.'] : []),
    ],
  };
}

function payment(context: LeadContext): ConfirmationContent {
  const { payload, createdAt } = context.lead;
  const amount = typeof payload.amount_cents === 'number' ? formatAud(payload.amount_cents / 100, { cents: true }) : 'your payment';
  const purpose = typeof payload.purpose === 'string' ? ` for ${payload.purpose}` : '';
  const reference = typeof payload.reference === 'string' ? ` (your reference ${payload.reference})` : '';
  const receipt = typeof payload.payment_id === 'string' ? payload.payment_id : context.lead.id;
  return {
    subject: `Payment received: ${amount} — ${context.dealershipName}`,
    body: [
      `Thank you: we have received your payment of ${amount}${purpose}${reference} on ${formatDateTime(createdAt, context.site.timeZone)}.`,
      `Receipt number: ${receipt}. Please keep this email as your receipt.`,
    ],
  };
}

export function confirmationContent(context: LeadContext): ConfirmationContent {
  const { lead } = context;
  const car = vehicleTitle(context.vehicle);
  if (lead.formType === 'test-drive') return testDrive(context);
  if (lead.formType === 'book-a-service') return service(context);
  if (lead.formType === 'online-payment') return payment(context);
  if (lead.formType === 'reservation' && lead.message) {
    return {
      subject: `Your ${car ?? 'car'} is reserved — ${context.dealershipName}`,
      body: [`${lead.message} ${context.dealershipName} will call you shortly about the next steps.`],
    };
  }
  return {
    subject: `We have your enquiry — ${context.dealershipName}`,
    body: [`Thanks for your ${lead.category.toLowerCase()}${car ? ` about the ${car}` : ''}. ${context.dealershipName} has it and will be in touch shortly.`],
  };
}
