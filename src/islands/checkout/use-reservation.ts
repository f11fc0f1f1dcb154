import { useEffect, useState } from 'react';
import { isPlatformApiError } from '../../../integrations/platform-api/client/index.ts';
import { EmailSchema, NameSchema, PhoneSchema } from '#contract/contact-fields.ts';
import type { CreateReservationReply } from '#contract/reservation-calls.ts';
import { pushAnalyticsEvent } from '../../forms/browser/analytics.ts';
import { platformClientFor, type SiteApi } from '../../forms/browser/platform.ts';
import { readStoredSession } from '../../forms/browser/stored-session.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import { useApiCall, useIdempotencyKeys } from '../shared/use-api-call.ts';
import { paymentAdapterFor, type PaymentAdapter } from './payment-adapters.ts';

/**
 * Reserve online: check the car is still free → your details (a deposit intent) → pay → held.
 * Each step retries with its own Idempotency-Key, so a double click or a retry after a dropped
 * connection never creates a second reservation or a second charge.
 */

export type ReservationStep =
  | { kind: 'checking' }
  | { kind: 'unavailable' }
  | { kind: 'details' }
  | { kind: 'payment'; reservation: CreateReservationReply; adapter: PaymentAdapter }
  | { kind: 'done'; reservedUntil: string; reservationId: string }
  | { kind: 'cancelled'; refunded: boolean };

type ApiSite = SiteApi & { apiBaseUrl: string };

const NOT_RESERVABLE = 'car_not_reservable';

export function useReservation(site: ApiSite, car: CarSummary) {
  const [step, setStep] = useState<ReservationStep>({ kind: 'checking' });
  const [details, setDetails] = useState({ name: '', email: '', phone: '' });
  const [card, setCard] = useState('');
  // A car sold meanwhile shows "unavailable" (the API names no fields for it); its message is announced too.
  const { busy, failure, errors, setErrors, run } = useApiCall({
    onError: (error) => {
      if (isPlatformApiError(error) && error.code === NOT_RESERVABLE) setStep({ kind: 'unavailable' });
      return false;
    },
  });
  const keyFor = useIdempotencyKeys<'create' | 'confirm' | 'cancel'>();

  useEffect(() => {
    // The form appears only after this check, so nothing can have been typed before hydration.
    const phone = readStoredSession()?.user.phone;
    if (phone) setDetails((current) => ({ ...current, phone }));
    platformClientFor(site)
      .getCarStatus(car.slug)
      .then((live) => setStep(live.available && !live.reserved ? { kind: 'details' } : { kind: 'unavailable' }))
      .catch((error: unknown) => {
        // The API could not say: let the shopper try; the reservation call checks again.
        console.warn('Live car status unavailable', error);
        setStep({ kind: 'details' });
      });
  }, [site, car.slug]);

  return {
    step,
    details,
    card,
    errors,
    failure,
    busy,
    setDetail: (name: 'name' | 'email' | 'phone', value: string) => setDetails((current) => ({ ...current, [name]: value })),
    setCard,
    submitDetails() {
      const found: Record<string, string> = {};
      for (const [name, schema] of [
        ['name', NameSchema],
        ['email', EmailSchema],
        ['phone', PhoneSchema],
      ] as const) {
        const checked = schema.safeParse(details[name]);
        if (!checked.success) found[name] = checked.error.issues[0]?.message ?? 'Please check this field.';
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      void run(async () => {
        const body = { car_id: car.id, ...details };
        const reservation = await platformClientFor(site).createReservation(body, { idempotencyKey: keyFor('create', body) });
        const adapter = paymentAdapterFor(reservation.payment.provider);
        if (!adapter) throw new Error('This payment method is not available. Please call us to reserve.');
        setStep({ kind: 'payment', reservation, adapter });
      });
    },
    pay() {
      if (step.kind !== 'payment') return;
      const problem = step.adapter.validate(card);
      setErrors(problem ? { card: problem } : {});
      if (problem) return;
      const paymentMethod = step.adapter.toPaymentMethod(card);
      void run(async () => {
        const id = step.reservation.reservation_id;
        const reply = await platformClientFor(site).confirmReservation(id, paymentMethod, {
          idempotencyKey: keyFor('confirm', { id, paymentMethod }),
        });
        pushAnalyticsEvent({ event: 'reservation_paid', car_id: car.id, reservation_id: id, value: step.reservation.amount });
        setStep({ kind: 'done', reservedUntil: reply.reserved_until, reservationId: id });
      });
    },
    /** Changed their mind: cancel, and the deposit goes back through the payment provider. */
    cancel() {
      if (step.kind !== 'done') return;
      const id = step.reservationId;
      void run(async () => {
        const reply = await platformClientFor(site).cancelReservation(id, details.email, { idempotencyKey: keyFor('cancel', { id }) });
        pushAnalyticsEvent({ event: 'reservation_cancelled', car_id: car.id, reservation_id: id });
        setStep({ kind: 'cancelled', refunded: reply.refunded });
      });
    },
  };
}

export type ReservationModel = ReturnType<typeof useReservation>;
