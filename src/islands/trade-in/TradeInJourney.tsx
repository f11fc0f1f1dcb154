import { captchaProvider } from '../../forms/captcha.ts';
import { useWarmValidation } from '../forms/use-warm-validation.ts';
import { TradeInView } from './TradeInView.tsx';
import { useTradeIn, type TradeInProps } from './use-trade-in.ts';
import '../forms/lead-form.css';
import './trade-in.css';

/** The trade-in journey island (/trade-in, /cars/trade-in, /sell-your-car, /sell-my-car). */
export default function TradeInJourney(props: TradeInProps) {
  const model = useTradeIn(props);
  useWarmValidation(model.lead.definition);
  return (
    <TradeInView
      lead={model.lead}
      journey={model.journey}
      phase={model.phase}
      fieldErrors={model.fieldErrors}
      site={props.site}
      captcha={captchaProvider(props.captcha)}
      heading={props.heading ?? ''}
      valuation={props.valuation}
      demonstration={props.valuation && props.valuationDemonstration}
      carNotEligible={model.lead.carStatus === 'ready' && model.lead.car?.tradeIn === false}
      onRego={model.lookUpRego}
      onValue={model.value}
      onAccept={model.accept}
      onDecline={model.finishWithoutOffer}
      onStartAgain={model.startAgain}
    />
  );
}
