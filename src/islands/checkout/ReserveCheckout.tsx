import type { SiteApi } from '../../forms/browser/platform.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import { CheckoutView } from './CheckoutView.tsx';
import { useReservation } from './use-reservation.ts';
import '../forms/lead-form.css';

/** /cars/{slug}/checkout island: reserve a car with a refundable deposit via the payment adapter. */
interface Props {
  site: SiteApi & { apiBaseUrl: string };
  car: CarSummary;
  deposit: number;
  holdHours: number;
  timeZone: string;
  acceptedCards: string[];
  privacy: { notice: string; policyUrl: string };
}

export default function ReserveCheckout({ site, car, deposit, holdHours, timeZone, acceptedCards, privacy }: Props) {
  const model = useReservation(site, car);
  return <CheckoutView model={model} car={car} deposit={deposit} holdHours={holdHours} timeZone={timeZone} acceptedCards={acceptedCards} privacy={privacy} />;
}
